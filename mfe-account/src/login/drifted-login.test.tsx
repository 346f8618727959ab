import { getBus } from '@sportsbook/bus';
import { LOGGED_OUT } from '@sportsbook/contracts';
import { MemoryRouter, Route, Routes } from '@sportsbook/routing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginConfig } from './login-config';
import { LoginDialog } from './login-dialog';
import { withErrorLog } from '../testing/drifted-answer';
import { fakeNetwork, type Route as NetworkRoute } from '../testing/fake-network';
import { demoSessionResponse } from '../testing/session-response';

/**
 * A login answer out of contract fails the login with the form's error, and never publishes a
 * logged-in state built from a field that is missing or of another type.
 */
const logged = withErrorLog();

const STANDARD: LoginConfig = {
  mode: 'standard',
  singleAllowedSession: false,
  declineTermsLogsOut: false,
  termsWithoutCookie: false,
};
const HEADER_LOGIN = '/api/auth/en/api/plugins/component/route/header_login';
const authenticate = (body: unknown): NetworkRoute => ({ method: 'POST', path: `${HEADER_LOGIN}/authenticate`, body });
const integrate = (body: unknown): NetworkRoute => ({
  method: 'POST',
  path: '/api/auth/en/api/plugins/module/route/als_integration/integrate',
  body,
});

async function logInThrough(routes: NetworkRoute[], config: LoginConfig = STANDARD) {
  fakeNetwork(routes);
  render(
    <MemoryRouter initialEntries={['/en/sports']}>
      <Routes>
        <Route path="/:locale/*" element={<LoginDialog open onClose={jest.fn()} config={config} />} />
      </Routes>
    </MemoryRouter>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Login' });
  const user = userEvent.setup();
  await user.type(within(dialog).getByLabelText('Username'), 'demo');
  await user.type(within(dialog).getByLabelText('Password'), 'demo123');
  await user.click(within(dialog).getByRole('button', { name: 'Login' }));
  return dialog;
}

async function expectLoginFailed(dialog: HTMLElement, drift: { call: string; field: string }) {
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong.');
  expect(getBus().getState('session')).toEqual(LOGGED_OUT);
  expect(logged()).toHaveBeenCalledWith(expect.stringContaining(`${drift.call} answered out of contract at ${drift.field}`));
}

it('a password step whose second factor is not a boolean or null is an error, not a login without the factor', async () => {
  const dialog = await logInThrough([
    authenticate({ success: true, otp: 'no', username: 'demo' }),
    integrate(demoSessionResponse()),
  ]);
  await expectLoginFailed(dialog, {
    call: 'POST /api/auth/:locale/api/plugins/component/route/header_login/authenticate',
    field: 'otp',
  });
});

it('a session without its account id is an error, not a logged-in state with no account', async () => {
  const { id: _id, ...withoutId } = demoSessionResponse();
  const dialog = await logInThrough([authenticate({ success: true, otp: false, username: 'demo' }), integrate(withoutId)]);
  await expectLoginFailed(dialog, {
    call: 'POST /api/auth/:locale/api/plugins/module/route/als_integration/integrate',
    field: 'id',
  });
});

it('a direct login that is neither a session nor the password step is an error', async () => {
  const dialog = await logInThrough(
    [
      { method: 'POST', path: '/api/auth/api/login', body: { success: true, otp: 'yes', username: 'demo' } },
      integrate(demoSessionResponse()),
    ],
    { ...STANDARD, mode: 'direct' },
  );
  await expectLoginFailed(dialog, { call: 'POST /api/auth/api/login', field: 'answer' });
});
