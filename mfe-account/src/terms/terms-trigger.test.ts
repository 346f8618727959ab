import { STANDARD_LOGIN, type LoginConfig } from '../login/login-config';
import { askForPendingTerms, termsCheckWanted, type TermsTriggerContext } from './terms-trigger';

const PARTNER_LOGIN: LoginConfig = {
  mode: 'partner',
  singleAllowedSession: false,
  declineTermsLogsOut: true,
  termsWithoutCookie: true,
};

const partner: TermsTriggerContext = { loggedIn: true, config: PARTNER_LOGIN, flaggedForLogin: false };

it("checks a logged-in player's account on the partner build", () => {
  expect(termsCheckWanted(partner)).toBe(true);
});

it('checks nobody else', () => {
  expect(termsCheckWanted({ ...partner, loggedIn: false })).toBe(false);
  expect(termsCheckWanted({ ...partner, config: STANDARD_LOGIN })).toBe(false);
});

it('leaves a login flagged for the terms popup to the login dialog', () => {
  expect(termsCheckWanted({ ...partner, flaggedForLogin: true })).toBe(false);
});

it('asks only while the account has the terms still to accept', async () => {
  const open = jest.fn();
  await askForPendingTerms(() => Promise.resolve({ fileName: null }), open);
  expect(open).not.toHaveBeenCalled();
  await askForPendingTerms(() => Promise.resolve({ fileName: 'terms-v3.pdf' }), open);
  expect(open).toHaveBeenCalledWith('terms-v3.pdf');
});

it('a failed check opens nothing and is reported', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const open = jest.fn();
  await askForPendingTerms(() => Promise.reject(new Error('down')), open);
  expect(open).not.toHaveBeenCalled();
  expect(error).toHaveBeenCalled();
  error.mockRestore();
});
