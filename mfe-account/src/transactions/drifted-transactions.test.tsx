import { screen } from '@testing-library/react';
import { DEMO_SESSION, expectDriftShown, withErrorLog } from '../testing/drifted-answer';

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

const logged = withErrorLog(DEMO_SESSION);

it('shows the error state with Retry, and reports the field, when the ledger drifts from the contract', async () => {
  await expectDriftShown(
    '/en/account/transactions',
    { path: '/api/accounts/me/transactions', body: { currency: 'EUR', balance: 973, transactions: [drifted] } },
    { call: 'GET /api/accounts/me/transactions', field: 'transactions.0.balanceAfter' },
    logged(),
  );
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
