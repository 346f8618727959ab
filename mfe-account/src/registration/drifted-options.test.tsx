import { getBus } from '@sportsbook/bus';
import { LOGGED_OUT } from '@sportsbook/contracts';
import { screen } from '@testing-library/react';
import { fakeNetwork } from '../testing/fake-network';
import { setUpI18n } from '../testing/i18n';
import { renderAccountPages } from '../testing/render-account-pages';

let logged: jest.SpyInstance;
beforeAll(() => setUpI18n());
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  getBus().setState('session', LOGGED_OUT);
});
afterEach(() => logged.mockRestore());

it('shows the error state with Retry, and reports the field, when the join options drift from the contract', async () => {
  // The countries sent as one string: a field that drifted from the contract.
  fakeNetwork([{ path: '/api/registrations/options', body: { countries: 'MT,IE', currencies: ['EUR'] } }]);
  renderAccountPages('/en/account/join');
  expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  expect(logged).toHaveBeenCalledWith(
    expect.stringContaining('GET /api/registrations/options answered out of contract at countries'),
  );
});
