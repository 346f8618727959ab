import { screen } from '@testing-library/react';
import { DEMO_SESSION, expectDriftShown, withErrorLog } from '../testing/drifted-answer';

const logged = withErrorLog(DEMO_SESSION);

it('shows the error state with Retry, and reports the field, when the preferences drift from the contract', async () => {
  // The default stake sent as text: a field that drifted from the contract.
  const body = {
    price_format: 'euro',
    layout: 'euro',
    default_stake: '5',
    sort_by: 'time',
    accept_higher_odds: false,
    theme: 'system',
  };
  await expectDriftShown(
    '/en/account/preferences',
    { path: '/xapi/rest/accounts/100001/accountPrefs', body },
    { call: 'GET /xapi/rest/accounts/:accountId/accountPrefs', field: 'default_stake' },
    logged(),
  );
  expect(screen.queryByLabelText('Default stake')).not.toBeInTheDocument();
});
