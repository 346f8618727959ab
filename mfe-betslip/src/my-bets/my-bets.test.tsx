import { getBus } from '@sportsbook/bus';
import { LOGGED_OUT, type BetView } from '@sportsbook/contracts';
import { addTranslations, initI18n } from '@sportsbook/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { betslipTranslations } from '../i18n/translations';
import { MyBets } from './my-bets';
import { myBetsActions } from './my-bets-modal';

const bet: BetView = {
  betId: '7',
  reference: 'R-7',
  placedAt: '2026-11-21T05:00:00.000Z',
  betType: 'single',
  totalStake: 2,
  potentialReturns: 5,
  currency: 'EUR',
  legs: [
    {
      outcomeId: 1,
      eventId: 1,
      eventDescription: 'A v B',
      marketDescription: 'Match Result',
      outcomeDescription: 'Home',
      decimal: 2.5,
    },
  ],
  cashoutAmount: 1.8,
};

const respond = (body: unknown) => Promise.resolve({ ok: true, status: 200, json: async () => body });
const fetchMock = jest.fn((url: string) => {
  if (url.includes('/betcount')) return respond({ count: 3, balance: 42.5 });
  if (url.includes('/openbets')) return respond({ bets: [bet] });
  if (url.includes('/cashout')) return respond({ status: 'VALUES_CHANGED', amount: null, cashoutAmount: 1.7 });
  return respond({ brand: 'eu', partner_product_urls: {}, enable_my_bets: true, max_bets_on_betslip: 15 });
});

beforeAll(() => {
  Object.assign(globalThis, { fetch: fetchMock });
  initI18n('en');
  addTranslations('betslip', betslipTranslations);
  getBus().setState('locale', { locale: 'en' });
});

beforeEach(() => myBetsActions.reset());

it('asks a logged-out player to log in on the page, and shows nothing in the panel', () => {
  getBus().setState('session', LOGGED_OUT);
  const logins: unknown[] = [];
  const off = getBus().on('login/requested', (m) => logins.push(m));
  const { container } = render(<MyBets variant="panel" />);
  expect(container).toBeEmptyDOMElement();
  render(<MyBets variant="page" />);
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(logins).toHaveLength(1);
  off();
});

it('shows the open-bet count, updates the wallet from it, and lists open bets with their cashout', async () => {
  getBus().setState('session', {
    ...LOGGED_OUT,
    loggedIn: true,
    accountId: '100001',
    username: 'demo',
    expiresAt: Date.now() + 60_000,
  });
  getBus().setState('wallet/balance', { currency: 'EUR', balance: 50, promoCash: 0, withdrawableAmount: 50 });
  const toasts: string[] = [];
  const off = getBus().on('toast/show', (t) => toasts.push(t.message));
  render(<MyBets variant="panel" />);
  expect(await screen.findByTestId('bet-count')).toHaveTextContent('3');
  expect(getBus().getState('wallet/balance')?.balance).toBe(42.5);

  await act(async () => fireEvent.click(screen.getByRole('button', { name: /My Bets/ })));
  const cashout = await screen.findByRole('button', { name: 'Cash out €1.80' });
  await act(async () => fireEvent.click(cashout));
  expect(await screen.findByText('The cashout value has changed. Check it and try again.')).toBeInTheDocument();
  expect(toasts).toEqual(['The cashout value has changed. Check it and try again.']);
  off();
});
