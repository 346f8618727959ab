import { getBus } from '@sportsbook/bus';
import { LOGGED_OUT, type SessionState } from '@sportsbook/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STANDARD_LOGIN, type LoginConfig } from '../login/login-config';
import type { LoginApi } from '../api-calls/login';
import { AccountServices } from '../session/account-services';
import { fakeNetwork } from '../testing/fake-network';
import { demoPrefs } from '../testing/account-prefs';
import { setUpI18n } from '../testing/i18n';
import { closeTermsModal, openTermsModal } from './terms-modal-store';

const PARTNER_LOGIN: LoginConfig = {
  mode: 'partner',
  singleAllowedSession: false,
  declineTermsLogsOut: true,
  termsWithoutCookie: true,
};

const PARTNER = PARTNER_LOGIN;
const KENYA: SessionState = { loggedIn: true, accountId: '100007', username: 'kenya', currency: 'KES', expiresAt: null };
const tokens = {
  accessToken: 'x',
  expiresIn: 60,
  maxAge: 60,
  scopes: [],
  accountId: '100007',
  username: 'kenya',
  currency: 'KES',
  locale: 'en',
};

const api = (acceptTerms: LoginApi['acceptTerms']) => ({ acceptTerms }) as unknown as LoginApi;
const terms = () => screen.queryByRole('dialog', { name: 'Terms of use' });

/** What the account's record says: the document still to accept, or null once accepted. */
let pendingTerms: string | null = 'terms-v3.pdf';

beforeAll(() => setUpI18n());
beforeEach(() => {
  pendingTerms = 'terms-v3.pdf';
  fakeNetwork([
    {
      path: '/api/accounts/me/terms',
      get body() {
        return { fileName: pendingTerms };
      },
    },
    { path: '/xapi/rest/accounts/100007/accountPrefs', body: demoPrefs() },
    { path: '/api/all_cached_settings', body: {} },
    {
      path: '/api/accounts/me/balance',
      body: {
        currency: 'KES',
        balance: 5,
        wallets: { sportsbook: { balance: 5, promoCash: 0, totalLeftToWager: 0, withdrawableAmount: 5 } },
      },
    },
  ]);
  document.cookie = 'sb_terms=; max-age=0; path=/';
  localStorage.clear();
  closeTermsModal();
  getBus().setState('session', LOGGED_OUT);
});

// The wallet poller of a logged-in player answers after the test's last assertion: let it land.
afterEach(() => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0))));

/** Lets the terms check's answer arrive. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

/** Rendered inside act with its first requests (settings for the wallet poller) answered. */
async function renderServices(config: LoginConfig, acceptTerms: LoginApi['acceptTerms'] = jest.fn()) {
  await act(async () => {
    render(<AccountServices config={config} api={api(acceptTerms)} />);
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  });
}

it('opens for a logged-in player on the partner build whose account has the terms to accept, and accepting stores both', async () => {
  const acceptTerms = jest.fn(() => {
    pendingTerms = null;
    return Promise.resolve({ data: tokens });
  });
  await renderServices(PARTNER, acceptTerms);
  expect(terms()).toBeNull();
  act(() => getBus().setState('session', KENYA));
  const dialog = await screen.findByRole('dialog', { name: 'Terms of use' });
  expect(within(dialog).getByText('Document: terms-v3.pdf')).toBeInTheDocument();
  await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Accept' }));
  await waitFor(() => expect(terms()).toBeNull());
  expect(acceptTerms).toHaveBeenCalledTimes(1);
  expect(document.cookie).toContain('sb_terms=accepted');
  expect(getBus().getState('session')).toMatchObject({ loggedIn: true, accountId: '100007' });
  // The session the acceptance gave is the same player's: nothing asks again.
  await settle();
  expect(terms()).toBeNull();
});

it('is never asked of a player whose account accepted them, in a browser that holds no terms cookie', async () => {
  pendingTerms = null;
  await renderServices(PARTNER);
  act(() => getBus().setState('session', KENYA));
  await settle();
  expect(terms()).toBeNull();
});

it('after the login dialog took the terms, the session it starts is not asked a second time', async () => {
  await renderServices(PARTNER);
  // The dialog's accept-terms answered: the account has accepted, then the session is published.
  pendingTerms = null;
  document.cookie = 'sb_terms=accepted; path=/';
  act(() => getBus().setState('session', KENYA));
  await settle();
  expect(terms()).toBeNull();
});

it('declining stores the answer and logs out with reason terms_declined', async () => {
  const reasons: string[] = [];
  const off = getBus().on('session/logout', ({ reason }) => reasons.push(reason));
  getBus().setState('session', KENYA);
  await renderServices(PARTNER);
  const dialog = await screen.findByRole('dialog', { name: 'Terms of use' });
  await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Decline' }));
  expect(terms()).toBeNull();
  expect(document.cookie).toContain('sb_terms=declined');
  expect(reasons).toEqual(['terms_declined']);
  off();
});

it('a restored session whose account has not accepted is asked, whatever the cookie says', async () => {
  document.cookie = 'sb_terms=accepted; path=/';
  getBus().setState('session', KENYA);
  await renderServices(PARTNER);
  expect(await screen.findByRole('dialog', { name: 'Terms of use' })).toBeInTheDocument();
});

it('stays closed without a cookie on the other builds', async () => {
  getBus().setState('session', KENYA);
  await renderServices(STANDARD_LOGIN);
  expect(terms()).toBeNull();
});

it('opens from its modal flag on any build', async () => {
  await renderServices(STANDARD_LOGIN);
  expect(terms()).toBeNull();
  act(() => openTermsModal());
  expect(await screen.findByRole('dialog', { name: 'Terms of use' })).toBeInTheDocument();
});
