import {
  EMAIL_PATTERN,
  MINIMUM_AGE,
  USERNAME_PATTERN,
  ageOn,
  passwordProblems,
  type RegistrationRequest,
} from '@sportsbook/contracts';

/** What the visitor has typed so far; the consents start unticked. */
export type RegistrationDraft = Omit<RegistrationRequest, 'acceptTerms' | 'acceptPrivacy'> & {
  acceptTerms: boolean;
  acceptPrivacy: boolean;
};

export const REGISTRATION_STEPS = ['account', 'details', 'place'] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

/** A field and the key of what is wrong with it. */
export type FieldProblem = { field: keyof RegistrationDraft; key: string };

/** The problems of one step, with the shared rules the API applies again. */
export function stepProblems(step: RegistrationStep, draft: RegistrationDraft, today: Date): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (step === 'account') {
    if (!EMAIL_PATTERN.test(draft.email)) problems.push({ field: 'email', key: 'join-error-email' });
    if (!USERNAME_PATTERN.test(draft.username)) problems.push({ field: 'username', key: 'join-error-username' });
    if (passwordProblems(draft.password).length > 0) problems.push({ field: 'password', key: 'join-error-password' });
  } else if (step === 'details') {
    if (draft.firstName.trim() === '') problems.push({ field: 'firstName', key: 'join-error-required' });
    if (draft.lastName.trim() === '') problems.push({ field: 'lastName', key: 'join-error-required' });
    const age = ageOn(draft.dateOfBirth, today);
    if (Number.isNaN(age)) problems.push({ field: 'dateOfBirth', key: 'join-error-date' });
    else if (age < MINIMUM_AGE) problems.push({ field: 'dateOfBirth', key: 'join-error-age' });
  } else {
    if (!draft.acceptTerms) problems.push({ field: 'acceptTerms', key: 'join-error-terms' });
    if (!draft.acceptPrivacy) problems.push({ field: 'acceptPrivacy', key: 'join-error-privacy' });
  }
  return problems;
}

/** The request once every step is clean, or null. */
export function completeRequest(draft: RegistrationDraft, today: Date): RegistrationRequest | null {
  const clean = REGISTRATION_STEPS.every((step) => stepProblems(step, draft, today).length === 0);
  return clean ? { ...draft, acceptTerms: true, acceptPrivacy: true } : null;
}
