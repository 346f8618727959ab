import { getBus } from '@sportsbook/bus';
import { LOGGED_OUT, type SessionResponse } from '@sportsbook/contracts';
import { HttpError } from '@sportsbook/http';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@sportsbook/routing';
import type { LoginConfig } from './login-config';
import { testBrand } from '../testing/brand';
import { fakeNetwork } from '../testing/fake-network';
import { setUpI18n } from '../testing/i18n';
import type { LoginApi } from '../api-calls/login';
import { LoginDialog } from './login-dialog';

jest.mock('../api-calls/account-prefs', () => ({
  fetchPrefs: jest.fn(() => Promise.resolve({ price_format: 'us' })),
}));

const STANDARD: LoginConfig = {
  mode: 'standard',
  singleAllowedSession: false,
  declineTermsLogsOut: false,
  termsWithoutCookie: false,
};

const sessionResponse = {
  id: '100001',
  username: 'demo',
  jwe_token: 'a.b.c',
  currency: 'EUR',
  expires_in: 60,
  expires_at: 99_000,
} as SessionResponse;

const step = (success: boolean, message: string) =>
  ({ success, status: success ? 'SUCCESS' : 'FAILURE', result: '', message }) as const;

function fakeApi(overrides: Partial<LoginApi> = {}): jest.Mocked<LoginApi> {
  const fail = () => Promise.reject(new Error('not expected'));
  return {
    authenticate: jest.fn(() => Promise.resolve({ success: true as const, otp: false, username: 'demo' })),
    validateCode: jest.fn(fail),
    generateCode: jest.fn(fail),
    getQuestion: jest.fn(fail),
    checkAnswer: jest.fn(fail),
    integrate: jest.fn(() => Promise.resolve(sessionResponse)),
    directLogin: jest.fn(fail),
    partnerSession: jest.fn(fail),
    acceptTerms: jest.fn(fail),
    endSession: jest.fn(() => Promise.resolve()),
    profile: jest.fn(fail),
    gameToken: jest.fn(fail),
    session: jest.fn(fail),
    ...overrides,
  } as jest.Mocked<LoginApi>;
}

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function renderDialog(api: LoginApi, config: LoginConfig = STANDARD, returnTo?: string) {
  const onClose = jest.fn();
  render(
    <MemoryRouter initialEntries={['/en/sports']}>
      <Routes>
        <Route
          path="/:locale/*"
          element={
            <>
              <Where />
              <LoginDialog open onClose={onClose} returnTo={returnTo} config={config} api={api} />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Login' }) };
}

async function logIn(dialog: HTMLElement, username = 'demo', password = 'demo123') {
  const user = userEvent.setup();
  await user.clear(within(dialog).getByLabelText('Username'));
  await user.type(within(dialog).getByLabelText('Username'), username);
  await user.type(within(dialog).getByLabelText('Password'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Login' }));
  return user;
}

beforeAll(() => setUpI18n());
beforeEach(() => {
  localStorage.clear();
  getBus().setState('session', LOGGED_OUT);
});

/** What the browser does with Escape in a modal <dialog> (jsdom has no keyboard handling for it). */
const cancel = (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true }));

it('is a dialog titled Login that closes from its button and with Escape', async () => {
  const { onClose, dialog } = renderDialog(fakeApi());
  expect(dialog.tagName).toBe('DIALOG');
  const user = userEvent.setup();
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  cancel(dialog);
  expect(onClose).toHaveBeenCalledTimes(2);
});

it('starts at the username, and dismissed, leaves the player where they were', () => {
  const { dialog, onClose } = renderDialog(fakeApi(), STANDARD, '/en/account');
  expect(within(dialog).getByLabelText('Username')).toHaveFocus();
  cancel(dialog);
  expect(onClose).toHaveBeenCalled();
  expect(screen.getByLabelText('path')).toHaveTextContent('/en/sports');
});

it('asks for both fields before calling the API', async () => {
  const api = fakeApi();
  const { dialog } = renderDialog(api);
  await logIn(dialog, '   ', ' ');
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter your username and password.');
  expect(api.authenticate).not.toHaveBeenCalled();
});

it('a plain account integrates the session, publishes it and closes; remember me saves the username', async () => {
  const api = fakeApi();
  const { dialog, onClose } = renderDialog(api);
  await logIn(dialog, ' demo ');
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(api.authenticate).toHaveBeenCalledWith({ username: 'demo', password: 'demo123' });
  expect(getBus().getState('session')).toEqual({
    loggedIn: true,
    accountId: '100001',
    username: 'demo',
    currency: 'EUR',
    expiresAt: 99_000,
  });
  await waitFor(() => expect(getBus().getState('odds-format')).toEqual({ format: 'us' }));
  expect(localStorage.getItem('sb.savedUsername')).toBe('demo');
  expect(Object.values(localStorage).join()).not.toContain('a.b.c');
});

it('shows the §8 message and a toast for a suspended account', async () => {
  const toasts: string[] = [];
  const off = getBus().on('toast/show', (toast) => toasts.push(toast.message));
  const api = fakeApi({
    authenticate: jest.fn(() =>
      Promise.reject(new HttpError(402, { statusCode: 402, code: 'INT009', message: 'x', responseCode: 'INT009' }, '/a')),
    ),
  });
  const { dialog, onClose } = renderDialog(api);
  await logIn(dialog, 'suspended');
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your account is suspended.');
  expect(toasts).toEqual(['Your account is suspended.']);
  expect(onClose).not.toHaveBeenCalled();
  off();
});

it('otp true opens the one-time-code form, which validates before it submits', async () => {
  const api = fakeApi({
    authenticate: jest.fn(() => Promise.resolve({ success: true as const, otp: true, username: 'otp' })),
    validateCode: jest.fn((code: string) =>
      Promise.resolve(code === '123456' ? step(true, 'Code accepted') : step(false, 'The code is not correct')),
    ),
  });
  const { dialog, onClose } = renderDialog(api);
  const user = await logIn(dialog, 'otp');
  const input = await within(dialog).findByLabelText('One-time code');
  const submit = within(dialog).getByRole('button', { name: 'Verify code' });
  expect(submit).toBeDisabled();
  await user.type(input, '12a');
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Field should be numeric');
  await user.clear(input);
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Field should be required');
  await user.type(input, '1234567');
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Maximum requirement not met');
  await user.clear(input);
  await user.type(input, '654321');
  await user.click(submit);
  expect(await within(dialog).findByText('The code is not correct')).toBeInTheDocument();
  expect(within(dialog).getByText('✕')).toBeInTheDocument();
  await user.clear(input);
  await user.type(input, '123456');
  await user.click(within(dialog).getByRole('button', { name: 'Verify code' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(api.integrate).toHaveBeenCalledTimes(1);
  expect(within(dialog).queryByRole('button', { name: 'Send a new code' })).toBeDisabled();
});

it('otp null opens the security question with the server message under the input', async () => {
  const api = fakeApi({
    authenticate: jest.fn(() => Promise.resolve({ success: true as const, otp: null, username: 'question' })),
    getQuestion: jest.fn(() => Promise.resolve({ ...step(true, ''), question: 'What was the name of your first pet?' })),
    checkAnswer: jest.fn((answer: string) =>
      Promise.resolve(answer === 'rex' ? step(true, 'Answer accepted') : step(false, 'The answer is not correct')),
    ),
  });
  const { dialog, onClose } = renderDialog(api);
  const user = await logIn(dialog, 'question');
  const input = await within(dialog).findByLabelText('What was the name of your first pet?');
  await user.type(input, 'tom');
  await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
  expect(await within(dialog).findByText('The answer is not correct')).toBeInTheDocument();
  await user.clear(input);
  expect(within(dialog).getByRole('button', { name: 'Send answer' })).toBeDisabled();
  await user.type(input, 'rex');
  await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
});

it('the single-allowed-session brand confirms before logging in', async () => {
  const api = fakeApi({ directLogin: jest.fn(() => Promise.resolve(sessionResponse)) });
  const { dialog, onClose } = renderDialog(api, {
    mode: 'direct',
    singleAllowedSession: true,
    declineTermsLogsOut: false,
    termsWithoutCookie: false,
  });
  const user = await logIn(dialog, 'vietnam');
  expect(api.directLogin).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await user.type(within(dialog).getByLabelText('Password'), 'demo123');
  await user.click(within(dialog).getByRole('button', { name: 'Login' }));
  await user.click(within(dialog).getByRole('button', { name: 'Continue and log in' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(api.directLogin).toHaveBeenCalledTimes(1);
});

describe('partner integration terms of use', () => {
  const PARTNER: LoginConfig = {
    mode: 'partner',
    singleAllowedSession: false,
    declineTermsLogsOut: true,
    termsWithoutCookie: false,
  };
  const tokens = {
    accessToken: 'x',
    expiresIn: 60,
    maxAge: 60,
    scopes: [],
    accountId: '100007',
    username: 'kenya',
    currency: 'KES',
    locale: 'en',
  };

  beforeEach(() => {
    document.cookie = 'sb_terms=; max-age=0; path=/';
  });

  it('accepting stores the answer and the session', async () => {
    const api = fakeApi({
      partnerSession: jest.fn(() => Promise.resolve({ data: { ...tokens, fileName: 'terms-v3.pdf' } })),
      acceptTerms: jest.fn(() => Promise.resolve({ data: tokens })),
    });
    const { dialog, onClose } = renderDialog(api, PARTNER);
    const user = await logIn(dialog, 'kenya');
    expect(await within(dialog).findByText('Document: terms-v3.pdf')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(document.cookie).toContain('sb_terms=accepted');
    expect(getBus().getState('session')).toMatchObject({ loggedIn: true, accountId: '100007', currency: 'KES' });
  });

  it('a failed accept logs an error and closes the popup', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi({
      partnerSession: jest.fn(() => Promise.resolve({ data: { ...tokens, fileName: 'terms-v3.pdf' } })),
      acceptTerms: jest.fn(() => Promise.reject(new Error('down'))),
    });
    const { dialog, onClose } = renderDialog(api, PARTNER);
    const user = await logIn(dialog, 'kenya');
    await user.click(await within(dialog).findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(error).toHaveBeenCalled();
    expect(getBus().getState('session')).toEqual(LOGGED_OUT);
    error.mockRestore();
  });

  it('declining stores the answer and ends the session on this brand', async () => {
    const api = fakeApi({ partnerSession: jest.fn(() => Promise.resolve({ data: { ...tokens, fileName: 'terms-v3.pdf' } })) });
    const { dialog, onClose } = renderDialog(api, PARTNER);
    const user = await logIn(dialog, 'kenya');
    await user.click(await within(dialog).findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(document.cookie).toContain('sb_terms=declined');
    expect(api.endSession).toHaveBeenCalled();
  });
});

describe('the terms popup flagged for the next login', () => {
  const tokens = {
    accessToken: 'x',
    expiresIn: 60,
    maxAge: 60,
    scopes: [],
    accountId: '100001',
    username: 'demo',
    currency: 'EUR',
    locale: 'en',
  };

  beforeEach(() => {
    document.cookie = 'sb_terms=; max-age=0; path=/';
    localStorage.setItem('sb.termsPopup', 'true');
  });

  it('opens after the login and accepting fetches and stores the session', async () => {
    const api = fakeApi({ acceptTerms: jest.fn(() => Promise.resolve({ data: tokens })) });
    const { dialog, onClose } = renderDialog(api);
    const user = await logIn(dialog);
    await user.click(await within(dialog).findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.acceptTerms).toHaveBeenCalledTimes(1);
    expect(document.cookie).toContain('sb_terms=accepted');
  });

  it('declining logs the player out through the bus where the brand says so', async () => {
    const reasons: string[] = [];
    const off = getBus().on('session/logout', ({ reason }) => reasons.push(reason));
    const { dialog, onClose } = renderDialog(fakeApi(), { ...STANDARD, declineTermsLogsOut: true });
    const user = await logIn(dialog);
    await user.click(await within(dialog).findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(reasons).toEqual(['terms_declined']);
    off();
  });

  it('is not shown once the terms cookie says accepted', async () => {
    document.cookie = 'sb_terms=accepted; path=/';
    const { dialog, onClose } = renderDialog(fakeApi());
    await logIn(dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).toBeNull();
  });
});

it('returns to the page that asked for the login', async () => {
  const { dialog, onClose } = renderDialog(fakeApi(), STANDARD, '/en/account/balances');
  await logIn(dialog);
  await waitFor(() => expect(screen.getByLabelText('path')).toHaveTextContent('/en/account/balances'));
  expect(onClose).toHaveBeenCalled();
});

it("stays on the page after a login nobody asked to return from (the header's)", async () => {
  const { dialog, onClose } = renderDialog(fakeApi());
  await logIn(dialog);
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(screen.getByLabelText('path')).toHaveTextContent('/en/sports');
});

describe('joining from the dialog', () => {
  afterEach(() => act(() => void getBus().setState('brand', testBrand({ registrationUrl: null }))));

  it("offers the brand's join form in the dialog itself, the same steps as the join page", async () => {
    getBus().setState('brand', testBrand());
    fakeNetwork([{ path: '/api/registrations/options', body: { countries: ['MT'], currencies: ['EUR'] } }]);
    const { dialog } = renderDialog(fakeApi());
    await userEvent.click(within(dialog).getByRole('button', { name: 'No account yet? Join now' }));
    expect(screen.getByRole('dialog', { name: 'Join' })).toBe(dialog);
    expect(await within(dialog).findByRole('heading', { name: 'Step 1 of 3: Your account' })).toBeInTheDocument();
    expect(within(dialog).getByRole('form', { name: 'Join' })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Remember me')).not.toBeInTheDocument();
  });

  it('offers no join where the brand has no registration of its own', () => {
    getBus().setState('brand', testBrand({ registrationUrl: null }));
    const { dialog } = renderDialog(fakeApi());
    expect(within(dialog).queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
  });
});
