import { PLAY_LIMIT_KINDS, PLAY_LIMIT_PERIODS } from '@sportsbook/contracts';
import { screen } from '@testing-library/react';
import { DEMO_SESSION, expectDriftShown, withErrorLog } from '../testing/drifted-answer';

/** Every limit, the first one's use sent as text: a field that drifted from the contract. */
const drifted = {
  currency: 'EUR',
  limits: PLAY_LIMIT_KINDS.flatMap((kind) =>
    PLAY_LIMIT_PERIODS.map((period, i) => ({
      kind,
      period,
      amount: 100,
      used: i === 0 ? '60' : 0,
      remaining: 40,
      pending: null,
    })),
  ),
};

const logged = withErrorLog(DEMO_SESSION);

it('shows the error state with Retry, and reports the field, when the limits drift from the contract', async () => {
  await expectDriftShown(
    '/en/account/safer-play',
    { path: '/api/accounts/me/play-limits', body: drifted },
    { call: 'GET /api/accounts/me/play-limits', field: 'limits.0.used' },
    logged(),
  );
  expect(screen.queryByRole('rowheader', { name: 'Deposit limit, per day' })).not.toBeInTheDocument();
});
