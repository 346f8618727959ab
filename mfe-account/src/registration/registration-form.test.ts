import { completeRequest, stepProblems, type RegistrationDraft } from './registration-form';

const TODAY = new Date(Date.UTC(2026, 10, 26));
const DRAFT: RegistrationDraft = {
  email: 'ana@example.test',
  username: 'ana_s',
  password: 'goal2026!',
  firstName: 'Ana',
  lastName: 'Silva',
  dateOfBirth: '1990-05-17',
  countryCode: 'MT',
  currency: 'EUR',
  acceptTerms: true,
  acceptPrivacy: true,
};

it('checks each step with the rules the API applies', () => {
  expect(stepProblems('account', { ...DRAFT, email: 'ana', password: 'short' }, TODAY).map((p) => p.field)).toEqual([
    'email',
    'password',
  ]);
  expect(stepProblems('details', { ...DRAFT, dateOfBirth: '2008-11-27' }, TODAY)).toEqual([
    { field: 'dateOfBirth', key: 'join-error-age' },
  ]);
  expect(stepProblems('details', { ...DRAFT, dateOfBirth: '2008-11-26' }, TODAY)).toEqual([]);
  expect(stepProblems('place', { ...DRAFT, acceptPrivacy: false }, TODAY)).toEqual([
    { field: 'acceptPrivacy', key: 'join-error-privacy' },
  ]);
});

it('makes a request only when every step is clean', () => {
  expect(completeRequest(DRAFT, TODAY)).toMatchObject({ username: 'ana_s', acceptTerms: true });
  expect(completeRequest({ ...DRAFT, acceptTerms: false }, TODAY)).toBeNull();
});
