import { anaJoins } from '@sportsbook/contracts/testing';
import { completeRequest, stepProblems, type RegistrationDraft } from './registration-form';

const TODAY = new Date(Date.UTC(2026, 10, 26));
const DRAFT: RegistrationDraft = anaJoins({ username: 'ana_s' });

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

it('refuses invisible and markup characters and an implausible birth date, as the API does', () => {
  expect(stepProblems('account', { ...DRAFT, email: 'ana@example.test\u200B' }, TODAY)).toEqual([
    { field: 'email', key: 'join-error-email-characters' },
  ]);
  expect(
    stepProblems('details', { ...DRAFT, firstName: '\u200B', lastName: '<script>', dateOfBirth: '1000-01-01' }, TODAY),
  ).toEqual([
    { field: 'firstName', key: 'join-error-name-characters' },
    { field: 'lastName', key: 'join-error-name-markup' },
    { field: 'dateOfBirth', key: 'join-error-date-implausible' },
  ]);
  expect(stepProblems('details', { ...DRAFT, dateOfBirth: '2999-01-01' }, TODAY)).toEqual([
    { field: 'dateOfBirth', key: 'join-error-date-implausible' },
  ]);
});
