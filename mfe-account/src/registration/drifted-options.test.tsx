import { screen } from '@testing-library/react';
import { expectDriftShown, withErrorLog } from '../testing/drifted-answer';

const logged = withErrorLog();

it('shows the error state with Retry, and reports the field, when the join options drift from the contract', async () => {
  // The countries sent as one string: a field that drifted from the contract.
  await expectDriftShown(
    '/en/account/join',
    { path: '/api/registrations/options', body: { countries: 'MT,IE', currencies: ['EUR'] } },
    { call: 'GET /api/registrations/options', field: 'countries' },
    logged(),
  );
  expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
});
