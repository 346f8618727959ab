import {
  USERNAME_PATTERN,
  birthDateProblem,
  emailProblem,
  nameProblem,
  passwordProblems,
  type NameProblem,
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

const NAME_KEYS: Record<NameProblem, string> = {
  required: 'join-error-required',
  invisible: 'join-error-name-characters',
  markup: 'join-error-name-markup',
};
const BIRTH_DATE_KEYS = { date: 'join-error-date', implausible: 'join-error-date-implausible', age: 'join-error-age' };

/** The names and the birth date, with the shared rules the API applies again. */
function detailsProblems(draft: RegistrationDraft, today: Date): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of ['firstName', 'lastName'] as const) {
    const problem = nameProblem(draft[field]);
    if (problem) problems.push({ field, key: NAME_KEYS[problem] });
  }
  const born = birthDateProblem(draft.dateOfBirth, today);
  if (born) problems.push({ field: 'dateOfBirth', key: BIRTH_DATE_KEYS[born] });
  return problems;
}

/** The problems of one step, with the shared rules the API applies again. */
export function stepProblems(step: RegistrationStep, draft: RegistrationDraft, today: Date): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (step === 'account') {
    const email = emailProblem(draft.email);
    if (email) problems.push({ field: 'email', key: email === 'invisible' ? 'join-error-email-characters' : 'join-error-email' });
    if (!USERNAME_PATTERN.test(draft.username)) problems.push({ field: 'username', key: 'join-error-username' });
    if (passwordProblems(draft.password).length > 0) problems.push({ field: 'password', key: 'join-error-password' });
  } else if (step === 'details') {
    problems.push(...detailsProblems(draft, today));
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
