import { getBus } from '@sportsbook/bus';
import type { SessionState } from '@sportsbook/contracts';
import { screen } from '@testing-library/react';
import { fakeNetwork } from '../testing/fake-network';
import { setUpI18n } from '../testing/i18n';
import { renderAccountPages } from '../testing/render-account-pages';

const SESSION: SessionState = { loggedIn: true, accountId: '100001', username: 'demo', currency: 'EUR', expiresAt: null };

let logged: jest.SpyInstance;
beforeAll(() => setUpI18n());
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  getBus().setState('session', SESSION);
});
afterEach(() => logged.mockRestore());

it('shows the error state with Retry, and reports the field, when the preferences drift from the contract', async () => {
  fakeNetwork([
    {
      path: '/xapi/rest/accounts/100001/accountPrefs',
      // The default stake sent as text: a field that drifted from the contract.
      body: {
        price_format: 'euro',
        layout: 'euro',
        default_stake: '5',
        sort_by: 'time',
        accept_higher_odds: false,
        theme: 'system',
      },
    },
  ]);
  renderAccountPages('/en/account/preferences');
  expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.queryByLabelText('Default stake')).not.toBeInTheDocument();
  expect(logged).toHaveBeenCalledWith(
    expect.stringContaining('GET /xapi/rest/accounts/:accountId/accountPrefs answered out of contract at default_stake'),
  );
});
