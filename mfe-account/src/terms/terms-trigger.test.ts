import { loginConfigFor } from '../brand/login-config';
import { termsWanted, type TermsTriggerContext } from './terms-trigger';

const partner: TermsTriggerContext = { loggedIn: true, config: loginConfigFor('ke'), answer: null, flaggedForLogin: false };

it('asks a logged-in player on the partner build who has no terms cookie', () => {
  expect(termsWanted(partner)).toBe(true);
});

it('asks nobody else', () => {
  expect(termsWanted({ ...partner, loggedIn: false })).toBe(false);
  expect(termsWanted({ ...partner, answer: 'accepted' })).toBe(false);
  expect(termsWanted({ ...partner, answer: 'declined' })).toBe(false);
  expect(termsWanted({ ...partner, config: loginConfigFor('eu') })).toBe(false);
});

it('leaves a login flagged for the terms popup to the login dialog', () => {
  expect(termsWanted({ ...partner, flaggedForLogin: true })).toBe(false);
});
