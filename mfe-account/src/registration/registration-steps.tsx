import { PASSWORD_RULES, passwordProblems, type RegistrationOptions } from '@sportsbook/contracts';
import { color, fieldStyle } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { formatCountry } from '../shared-ui/format';
import { errorText } from '../shared-ui/styles';
import type { FieldProblem, RegistrationDraft } from './registration-form';

export interface StepProps {
  draft: RegistrationDraft;
  problems: FieldProblem[];
  onChange: (changes: Partial<RegistrationDraft>) => void;
}

/** A text input with its label and, once the step was tried, what is wrong with it. */
function Field({
  name,
  type = 'text',
  autoComplete,
  describedBy,
  draft,
  problems,
  onChange,
}: StepProps & {
  name: 'email' | 'username' | 'password' | 'firstName' | 'lastName' | 'dateOfBirth';
  type?: string;
  autoComplete: string;
  /** An element that explains the field (the password's rules). */
  describedBy?: string;
}) {
  const { t } = useTranslation('register');
  const problem = problems.find((p) => p.field === name);
  const errorId = `join-${name}-error`;
  return (
    <label css={fieldStyle}>
      {t(`join-${name}`)}
      <input
        type={type}
        name={name}
        autoComplete={autoComplete}
        value={draft[name]}
        aria-invalid={problem ? true : undefined}
        aria-describedby={[problem ? errorId : '', describedBy ?? ''].join(' ').trim() || undefined}
        onChange={(e) => onChange({ [name]: e.target.value })}
      />
      {problem && (
        <span id={errorId} role="alert" css={errorText}>
          {t(problem.key as 'join-error-required')}
        </span>
      )}
    </label>
  );
}

/** Step 1: email, username and a password whose rules tick off as it is typed. */
export function AccountStep(props: StepProps) {
  const { t } = useTranslation('register');
  const unmet = passwordProblems(props.draft.password);
  return (
    <>
      <Field {...props} name="email" type="email" autoComplete="email" />
      <Field {...props} name="username" autoComplete="username" />
      <Field {...props} name="password" type="password" autoComplete="new-password" describedBy="join-password-rules" />
      <ul
        id="join-password-rules"
        aria-label={t('join-password-rules')}
        css={{ margin: 0, paddingInlineStart: 20, fontSize: 14 }}
      >
        {PASSWORD_RULES.map((rule) => {
          const met = !unmet.includes(rule);
          return (
            <li key={rule} css={{ color: color(met ? 'success' : 'textMuted') }}>
              {t(`join-rule-${rule}`)} {met ? '✓' : ''}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** Step 2: names and date of birth (18 or older). */
export function DetailsStep(props: StepProps) {
  return (
    <>
      <Field {...props} name="firstName" autoComplete="given-name" />
      <Field {...props} name="lastName" autoComplete="family-name" />
      <Field {...props} name="dateOfBirth" type="date" autoComplete="bday" />
    </>
  );
}

/** Step 3: where from and in what money (as the brand offers), and the terms and privacy policy. */
export function PlaceStep(props: StepProps & { options: RegistrationOptions; locale: string }) {
  const { t } = useTranslation('register');
  const { draft, problems, onChange, options, locale } = props;
  const consent = (field: 'acceptTerms' | 'acceptPrivacy', page: string) => {
    const problem = problems.find((p) => p.field === field);
    return (
      <div>
        <label css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <input type="checkbox" checked={draft[field]} onChange={(e) => onChange({ [field]: e.target.checked })} />
          {t(`join-${field}`)}
        </label>
        <a href={`/${locale}/${page}`} target="_blank" rel="noopener noreferrer" css={{ fontSize: 14 }}>
          {t(`join-read-${page}` as 'join-read-terms')}
        </a>
        {problem && (
          <p role="alert" css={errorText}>
            {t(problem.key as 'join-error-terms')}
          </p>
        )}
      </div>
    );
  };
  return (
    <>
      <label css={fieldStyle}>
        {t('join-countryCode')}
        <select value={draft.countryCode} onChange={(e) => onChange({ countryCode: e.target.value })}>
          {options.countries.map((code) => (
            <option key={code} value={code}>
              {formatCountry(code, locale)}
            </option>
          ))}
        </select>
      </label>
      <label css={fieldStyle}>
        {t('join-currency')}
        <select value={draft.currency} onChange={(e) => onChange({ currency: e.target.value })}>
          {options.currencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </label>
      {consent('acceptTerms', 'terms')}
      {consent('acceptPrivacy', 'privacy')}
    </>
  );
}
