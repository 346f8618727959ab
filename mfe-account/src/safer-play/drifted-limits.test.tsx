import { getBus } from '@sportsbook/bus';
import { PLAY_LIMIT_KINDS, PLAY_LIMIT_PERIODS, type SessionState } from '@sportsbook/contracts';
import { screen } from '@testing-library/react';
import { fakeNetwork } from '../testing/fake-network';
import { setUpI18n } from '../testing/i18n';
import { renderAccountPages } from '../testing/render-account-pages';

const SESSION: SessionState = { loggedIn: true, accountId: '100001', username: 'demo', currency: 'EUR', expiresAt: null };

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

let logged: jest.SpyInstance;
beforeAll(() => setUpI18n());
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  getBus().setState('session', SESSION);
});
afterEach(() => logged.mockRestore());

it('shows the error state with Retry, and reports the field, when the limits drift from the contract', async () => {
  fakeNetwork([{ path: '/api/accounts/me/play-limits', body: drifted }]);
  renderAccountPages('/en/account/safer-play');
  expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.queryByRole('rowheader', { name: 'Deposit limit, per day' })).not.toBeInTheDocument();
  expect(logged).toHaveBeenCalledWith(
    expect.stringContaining('GET /api/accounts/me/play-limits answered out of contract at limits.0.used'),
  );
});
