import type { OperatorSettings } from './settings-schema';
import type { RegistrationRequest } from './registration';

/** The least a valid `settings` topic holds, for tests that add the settings they are about. */
export const OPERATOR_SETTINGS: OperatorSettings = {
  brand: 'eu',
  partner_product_urls: {},
  enable_my_bets: true,
  max_bets_on_betslip: 15,
};

/** A valid registration of one person, Ana Silva (Malta, EUR), with what a test changes. */
export const anaJoins = (changes: Partial<RegistrationRequest> = {}): RegistrationRequest => ({
  username: 'anasilva',
  email: 'ana@example.test',
  password: 'goal2026!',
  firstName: 'Ana',
  lastName: 'Silva',
  dateOfBirth: '1990-05-17',
  countryCode: 'MT',
  currency: 'EUR',
  acceptTerms: true,
  acceptPrivacy: true,
  ...changes,
});
