import { STANDARD_LOGIN, type LoginConfig } from '../brand/login-config';
import { termsWanted, type TermsTriggerContext } from './terms-trigger';

const PARTNER_LOGIN: LoginConfig = {
  mode: 'partner',
  singleAllowedSession: false,
  declineTermsLogsOut: true,
  termsWithoutCookie: true,
};

const partner: TermsTriggerContext = { loggedIn: true, config: PARTNER_LOGIN, answer: null, flaggedForLogin: false };

it('asks a logged-in player on the partner build who has no terms cookie', () => {
  expect(termsWanted(partner)).toBe(true);
});

it('asks nobody else', () => {
  expect(termsWanted({ ...partner, loggedIn: false })).toBe(false);
  expect(termsWanted({ ...partner, answer: 'accepted' })).toBe(false);
  expect(termsWanted({ ...partner, answer: 'declined' })).toBe(false);
  expect(termsWanted({ ...partner, config: STANDARD_LOGIN })).toBe(false);
});

it('leaves a login flagged for the terms popup to the login dialog', () => {
  expect(termsWanted({ ...partner, flaggedForLogin: true })).toBe(false);
});
