import { getBus } from '@sportsbook/bus';
import { LOGGED_OUT } from '@sportsbook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@sportsbook/routing';
import { fakeNetwork } from '../testing/fake-network';
import { demoPrefs } from '../testing/account-prefs';
import { demoSessionResponse } from '../testing/session-response';
import { renderAccountPages } from '../testing/render-account-pages';
import { setUpI18n } from '../testing/i18n';

const SESSION = demoSessionResponse({ id: '200001', username: 'ana_s' });

function Where() {
  return <p data-testid="where">{`${useLocation().pathname}${useLocation().search}`}</p>;
}

const renderJoin = () => renderAccountPages('/en/account/join', <Where />);

beforeAll(() => setUpI18n());
beforeEach(() => getBus().setState('session', LOGGED_OUT));
afterEach(() => getBus().setState('session', LOGGED_OUT));

async function fillAccountStep(password = 'goal2026!') {
  await userEvent.type(screen.getByLabelText('Email'), 'ana@example.test');
  await userEvent.type(screen.getByLabelText('Username'), 'ana_s');
  await userEvent.type(screen.getByLabelText('Password'), password);
}

it('opens an account in three steps, ticking off the password rules, then logs in and offers a first deposit', async () => {
  const network = fakeNetwork([
    { path: '/api/registrations/options', body: { countries: ['MT', 'IE'], currencies: ['EUR'] } },
    { method: 'POST', path: '/api/registrations', body: { outcome: 'OPENED', session: SESSION } },
    { path: '/xapi/rest/accounts/200001/accountPrefs', body: demoPrefs() },
  ]);
  renderJoin();
  expect(await screen.findByRole('heading', { name: 'Step 1 of 3: Your account' })).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Password'), 'goal');
  const rules = screen.getByRole('list', { name: 'Your password needs' });
  expect(within(rules).getByText(/a letter/)).toHaveTextContent('✓');
  expect(within(rules).getByText(/a digit/)).not.toHaveTextContent('✓');
  await userEvent.clear(screen.getByLabelText('Password'));
  await fillAccountStep();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));

  expect(screen.getByRole('heading', { name: 'Step 2 of 3: About you' })).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('First name'), 'Ana');
  await userEvent.type(screen.getByLabelText('Last name'), 'Silva');
  await userEvent.type(screen.getByLabelText('Date of birth'), '1990-05-17');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));

  expect(screen.getByRole('heading', { name: 'Step 3 of 3: Where you play' })).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('Country'), 'Ireland');
  await userEvent.click(screen.getByRole('button', { name: 'Open my account' }));
  expect(screen.getByText('Accept the terms and conditions to join.')).toBeInTheDocument();
  await userEvent.click(screen.getByLabelText('I accept the terms and conditions'));
  await userEvent.click(screen.getByLabelText('I accept the privacy policy'));
  await userEvent.click(screen.getByRole('button', { name: 'Open my account' }));

  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/en/account/cashier?action=deposit'));
  expect(getBus().getState('session')).toMatchObject({ loggedIn: true, username: 'ana_s' });
  const post = network.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
  expect(JSON.parse(String((post?.[1] as RequestInit).body))).toMatchObject({
    email: 'ana@example.test',
    countryCode: 'IE',
    currency: 'EUR',
    dateOfBirth: '1990-05-17',
    acceptTerms: true,
    acceptPrivacy: true,
  });
});

it('refuses a visitor under 18 on the step where the date is', async () => {
  fakeNetwork([{ path: '/api/registrations/options', body: { countries: ['MT'], currencies: ['EUR'] } }]);
  renderJoin();
  await screen.findByRole('heading', { name: 'Step 1 of 3: Your account' });
  await fillAccountStep();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  const year = new Date().getUTCFullYear() - 17;
  await userEvent.type(screen.getByLabelText('First name'), 'Young');
  await userEvent.type(screen.getByLabelText('Last name'), 'Player');
  await userEvent.type(screen.getByLabelText('Date of birth'), `${year}-01-01`);
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('alert')).toHaveTextContent('You must be 18 or older to play.');
  expect(screen.getByLabelText(/Date of birth/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('heading', { name: 'Step 2 of 3: About you' })).toBeInTheDocument();
});

async function submitAll() {
  await screen.findByRole('heading', { name: 'Step 1 of 3: Your account' });
  await fillAccountStep();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.type(screen.getByLabelText('First name'), 'Ana');
  await userEvent.type(screen.getByLabelText('Last name'), 'Silva');
  await userEvent.type(screen.getByLabelText('Date of birth'), '1990-05-17');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.click(screen.getByLabelText('I accept the terms and conditions'));
  await userEvent.click(screen.getByLabelText('I accept the privacy policy'));
  await userEvent.click(screen.getByRole('button', { name: 'Open my account' }));
}

const answering = (answer: { status?: number; body: object }) =>
  fakeNetwork([
    { path: '/api/registrations/options', body: { countries: ['MT'], currencies: ['EUR'] } },
    { method: 'POST', path: '/api/registrations', ...answer },
  ]);

it('goes back to the first step with a neutral message when the details are refused', async () => {
  answering({ status: 409, body: { statusCode: 409, code: 'REGISTRATION_REFUSED', message: 'x' } });
  renderJoin();
  await submitAll();
  expect(await screen.findByRole('heading', { name: 'Step 1 of 3: Your account' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('We could not open an account with these details. Contact support.');
  expect(screen.getByLabelText('Email')).toHaveValue('ana@example.test');
});

it('tells the visitor to check their email, logged out, when the address is answered that way', async () => {
  answering({ body: { outcome: 'CHECK_EMAIL' } });
  renderJoin();
  await submitAll();
  const notice = await screen.findByRole('status');
  expect(within(notice).getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
  expect(notice).toHaveTextContent('We have sent a message to ana@example.test.');
  expect(getBus().getState('session')).toMatchObject({ loggedIn: false });
  expect(screen.getByTestId('where')).toHaveTextContent('/en/account/join');
});

it('offers free usernames for one that is not available, and choosing one fills the field', async () => {
  answering({ body: { outcome: 'USERNAME_UNAVAILABLE', suggestions: ['ana_s481', 'ana_s77'] } });
  renderJoin();
  await submitAll();
  expect(await screen.findByRole('heading', { name: 'Step 1 of 3: Your account' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('That username is not available.');
  const offered = screen.getByRole('group', { name: 'Available usernames' });
  await userEvent.click(within(offered).getByRole('button', { name: 'Use ana_s77' }));
  expect(screen.getByLabelText('Username')).toHaveValue('ana_s77');
  expect(screen.queryByRole('group', { name: 'Available usernames' })).not.toBeInTheDocument();
});
