import { getBus } from '@sportsbook/bus';
import { LOGGED_OUT, type Advert } from '@sportsbook/contracts';
import { fakeApi } from '@sportsbook/http/testing';
import { MemoryRouter } from '@sportsbook/routing';
import { serverData } from '@sportsbook/ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import { AdvertSlot } from './advert-slot';

const WELCOME: Advert = {
  audience: 'just_registered',
  width_in_pixels: 280,
  height_in_pixels: 120,
  attachment_path: '/api/content/images/welcome-aboard.svg',
  description: 'Your account is open: make your first deposit and start betting.',
  name: 'Welcome aboard',
  link: '/account/cashier?action=deposit',
  link_name: 'Deposit',
  popup: false,
  show_description: true,
};

let nonDepositor = true;
let excludedFromPromotions = false;

function serve(registeredAgoMs: number) {
  return fakeApi(({ pathname }) =>
    pathname.startsWith('/api/adverts/')
      ? { body: pathname.endsWith('/3') ? FIRST_DEPOSIT : WELCOME }
      : {
          body: {
            accountId: '200001',
            username: 'ana',
            currency: 'EUR',
            nonBettor: true,
            nonDepositor,
            firstLoginTime: null,
            registrationDateTime: new Date(Date.now() - registeredAgoMs).toISOString(),
            wasSetRealMoneyBonuses: false,
            realMoneyBonuses: false,
            promotionalInfo: { promoCash: 0, excludedFromPromotions },
          },
        },
  );
}

const FIRST_DEPOSIT: Advert = { ...WELCOME, audience: 'logged_in_not_deposited', name: 'First deposit' };

const renderSlot = (id = 5) =>
  render(
    <MemoryRouter>
      <AdvertSlot id={id} locale="en" />
    </MemoryRouter>,
  );

beforeEach(() => {
  serverData().clear();
  nonDepositor = true;
  excludedFromPromotions = false;
});
afterEach(() => getBus().setState('session', LOGGED_OUT));

const logIn = () =>
  getBus().setState('session', { loggedIn: true, accountId: '200001', username: 'ana', currency: 'EUR', expiresAt: null });

it('shows a just_registered advert to a player who joined within the day, linking to the deposit', async () => {
  serve(60_000);
  logIn();
  renderSlot();
  const advert = await screen.findByRole('complementary', { name: 'Welcome aboard' });
  expect(advert.querySelector('a')).toHaveAttribute('href', '/en/account/cashier?action=deposit');
});

it('keeps it from a player who joined earlier, and from a visitor without asking for any account', async () => {
  const network = serve(25 * 3_600_000);
  logIn();
  const { unmount } = renderSlot();
  await waitFor(() => expect(network.mock.calls.some(([url]) => String(url).includes('/info'))).toBe(true));
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  unmount();

  network.mockClear();
  getBus().setState('session', LOGGED_OUT);
  renderSlot();
  await waitFor(() => expect(network).toHaveBeenCalled());
  await act(async () => undefined);
  expect(network.mock.calls.every(([url]) => !String(url).includes('/info'))).toBe(true);
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
});

it("takes the first-deposit advert away once the player's deposit moves their balance", async () => {
  serve(25 * 3_600_000);
  logIn();
  act(() => void getBus().setState('wallet/balance', { currency: 'EUR', balance: 0, promoCash: 0, withdrawableAmount: 0 }));
  renderSlot(3);
  expect(await screen.findByRole('complementary', { name: 'First deposit' })).toBeInTheDocument();
  nonDepositor = false;
  act(() => void getBus().setState('wallet/balance', { currency: 'EUR', balance: 20, promoCash: 0, withdrawableAmount: 20 }));
  await waitFor(() => expect(screen.queryByRole('complementary')).not.toBeInTheDocument());
});

it('shows a player excluded from promotions no advert, reading the exclusion from their account info', async () => {
  const network = serve(60_000);
  excludedFromPromotions = true;
  logIn();
  renderSlot();
  await waitFor(() => expect(network.mock.calls.some(([url]) => String(url).includes('includePromotionalInfo=true'))).toBe(true));
  await act(async () => undefined);
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
});
