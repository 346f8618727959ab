import { getBus } from '@sportsbook/bus';
import type { SessionState } from '@sportsbook/contracts';
import { screen } from '@testing-library/react';
import { fakeNetwork } from '../testing/fake-network';
import { setUpI18n } from '../testing/i18n';
import { renderAccountPages } from '../testing/render-account-pages';

const SESSION: SessionState = { loggedIn: true, accountId: '100001', username: 'demo', currency: 'EUR', expiresAt: null };

/** A ledger row whose balance after the movement came under another name: a field that drifted from the contract. */
const drifted = {
  id: 1,
  kind: 'DEPOSIT',
  pocket: 'REAL',
  amount: 10,
  balance_after: 973,
  betId: null,
  description: 'Deposit',
  createdAt: '2026-03-01T12:00:00.000Z',
};

let logged: jest.SpyInstance;
beforeAll(() => setUpI18n());
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  getBus().setState('session', SESSION);
});
afterEach(() => logged.mockRestore());

it('shows the error state with Retry, and reports the field, when the ledger drifts from the contract', async () => {
  fakeNetwork([{ path: '/api/accounts/me/transactions', body: { currency: 'EUR', balance: 973, transactions: [drifted] } }]);
  renderAccountPages('/en/account/transactions');
  expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(logged).toHaveBeenCalledWith(
    expect.stringContaining('GET /api/accounts/me/transactions answered out of contract at transactions.0.balanceAfter'),
  );
});
