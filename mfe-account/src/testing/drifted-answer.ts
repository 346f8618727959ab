import { getBus } from '@sportsbook/bus';
import { LOGGED_OUT, type SessionState } from '@sportsbook/contracts';
import { screen } from '@testing-library/react';
import { fakeNetwork } from './fake-network';
import { setUpI18n } from './i18n';
import { renderAccountPages } from './render-account-pages';

export const DEMO_SESSION: SessionState = {
  loggedIn: true,
  accountId: '100001',
  username: 'demo',
  currency: 'EUR',
  expiresAt: null,
};

/**
 * A file of drift tests: the session they run in, and the console's error log caught, since that is
 * where a drifted answer is reported. Returns the log to read.
 */
export function withErrorLog(session: SessionState = LOGGED_OUT): () => jest.SpyInstance {
  let logged: jest.SpyInstance | undefined;
  beforeAll(() => setUpI18n());
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    getBus().setState('session', session);
  });
  afterEach(() => logged?.mockRestore());
  return () => logged as jest.SpyInstance;
}

/**
 * Opens an account page whose call answers out of contract, and checks what a player and the
 * remote's team rely on: the page's error with Retry, and a report naming the call and the field.
 */
export async function expectDriftShown(
  page: string,
  answer: Parameters<typeof fakeNetwork>[0][number],
  drift: { call: string; field: string },
  logged: jest.SpyInstance,
): Promise<void> {
  fakeNetwork([answer]);
  renderAccountPages(page);
  expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(logged).toHaveBeenCalledWith(expect.stringContaining(`${drift.call} answered out of contract at ${drift.field}`));
}
