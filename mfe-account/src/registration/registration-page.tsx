import { getBus } from '@sportsbook/bus';
import {
  REGISTRATION_ERROR_CODES,
  type RegistrationOptions,
  type RegistrationResponse,
  type SessionResponse,
} from '@sportsbook/contracts';
import { HttpError } from '@sportsbook/http';
import { Navigate, useNavigate, useParams } from '@sportsbook/routing';
import { Button, useBusState } from '@sportsbook/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { AccountPage, LoadState } from '../shared-ui/account-page';
import { establishSession } from '../session/establish-session';
import { sessionFromResponse } from '../session/session-state';
import { errorText, form } from '../shared-ui/styles';
import { REGISTRATION_STEPS, completeRequest, stepProblems, type RegistrationDraft } from './registration-form';
import { useRegistrationOptions } from '../api-calls/registration-options';
import { register } from '../api-calls/register';
import { CheckEmailNotice, UsernameSuggestions } from './registration-outcomes';
import { AccountStep, DetailsStep, PlaceStep } from './registration-steps';

const WELCOME_MS = 8000;

/** The step a refusal of the API sends the visitor back to, and what to say. */
function refusalOf(error: unknown): {
  step: number;
  key: 'join-error-refused' | 'join-error-password' | 'join-error-age' | 'join-error-date-implausible' | 'join-error-failed';
} {
  const code = error instanceof HttpError ? error.body?.code : undefined;
  if (code === REGISTRATION_ERROR_CODES.refused) return { step: 0, key: 'join-error-refused' };
  if (code === REGISTRATION_ERROR_CODES.weakPassword) return { step: 0, key: 'join-error-password' };
  if (code === REGISTRATION_ERROR_CODES.underAge) return { step: 1, key: 'join-error-age' };
  if (code === REGISTRATION_ERROR_CODES.implausibleDate) return { step: 1, key: 'join-error-date-implausible' };
  return { step: 2, key: 'join-error-failed' };
}

/** /account/join: a visitor opens an account in three steps and leaves logged in, offered a first deposit. */
export function RegistrationPage() {
  const { t } = useTranslation('register');
  const loggedIn = useBusState('session')?.loggedIn === true;
  const { locale = 'en' } = useParams();
  const options = useRegistrationOptions();
  if (loggedIn) return <Navigate to={`/${locale}/account/cashier?action=deposit`} replace />;
  return (
    <AccountPage title={t('join-title')}>
      <LoadState state={options} onRetry={() => window.location.reload()} />
      {options.status === 'ready' && <RegistrationWizard options={options.data} locale={locale} />}
    </AccountPage>
  );
}

interface WizardProps {
  options: RegistrationOptions;
  locale: string;
  /** Runs once the new player is logged in, before the cashier opens. */
  onJoined?: () => void;
}

/** Logs the new player in, greets them and opens the cashier for a first deposit. */
function useWelcome(locale: string, onJoined?: () => void): (session: SessionResponse) => void {
  const { t } = useTranslation('register');
  const navigate = useNavigate();
  return (session) => {
    establishSession(sessionFromResponse(session, Date.now()));
    getBus().publish('toast/show', { kind: 'success', message: t('join-welcome'), autoCloseMs: WELCOME_MS });
    onJoined?.();
    navigate(`/${locale}/account/cashier?action=deposit`);
  };
}

/** Which step this is, and why the visitor was sent back to it. */
function StepHeading({ step, refusal }: { step: number; refusal: string | null }) {
  const { t } = useTranslation('register');
  const current = REGISTRATION_STEPS[step] ?? 'account';
  return (
    <>
      <h2 css={{ margin: 0, fontSize: 18 }}>
        {t('join-step', { step: step + 1, of: REGISTRATION_STEPS.length, name: t(`join-step-${current}`) })}
      </h2>
      {refusal && (
        <p role="alert" css={errorText}>
          {refusal}
        </p>
      )}
    </>
  );
}

/** The three steps and the API call, on the join page and in the login dialog. */
export function RegistrationWizard({ options, locale, onJoined }: WizardProps) {
  const { t } = useTranslation('register');
  const welcome = useWelcome(locale, onJoined);
  const [draft, setDraft] = useState<RegistrationDraft>(() => emptyDraft(options));
  const [step, setStep] = useState(0);
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<RegistrationResponse | null>(null);
  const current = REGISTRATION_STEPS[step] ?? 'account';
  const problems = tried ? stepProblems(current, draft, new Date()) : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (stepProblems(current, draft, new Date()).length > 0 || busy) return;
    setTried(false);
    if (step < REGISTRATION_STEPS.length - 1) return setStep(step + 1);
    const request = completeRequest(draft, new Date());
    if (!request) return;
    setBusy(true);
    try {
      const answered = await register(request);
      setAnswer(answered);
      setBusy(false);
      if (answered.outcome === 'OPENED') welcome(answered.session);
      if (answered.outcome !== 'USERNAME_UNAVAILABLE') return;
      setRefusal(t('join-username-unavailable'));
      setStep(0);
    } catch (error) {
      const back = refusalOf(error);
      setRefusal(t(back.key));
      setStep(back.step);
      setBusy(false);
    }
  };

  const change = (changes: Partial<RegistrationDraft>) => setDraft((d) => ({ ...d, ...changes }));
  const stepProps = { draft, problems, onChange: change };
  if (answer?.outcome === 'CHECK_EMAIL') return <CheckEmailNotice email={draft.email} />;
  const suggestions = answer?.outcome === 'USERNAME_UNAVAILABLE' && current === 'account' ? answer.suggestions : [];
  const chooseUsername = (username: string) => {
    change({ username });
    setAnswer(null);
    setRefusal(null);
  };
  return (
    <form onSubmit={submit} noValidate css={[form, { maxWidth: 420 }]} aria-label={t('join-title')}>
      <StepHeading step={step} refusal={refusal} />
      <UsernameSuggestions names={suggestions} onChoose={chooseUsername} />
      {current === 'account' && <AccountStep {...stepProps} />}
      {current === 'details' && <DetailsStep {...stepProps} />}
      {current === 'place' && <PlaceStep {...stepProps} options={options} locale={locale} />}
      <div css={{ display: 'flex', gap: 8 }}>
        {step > 0 && <Button onClick={() => setStep(step - 1)}>{t('join-back')}</Button>}
        <Button type="submit" variant="primary" disabled={busy} aria-busy={busy}>
          {t(step < REGISTRATION_STEPS.length - 1 ? 'join-next' : 'join-submit')}
        </Button>
      </div>
    </form>
  );
}

const emptyDraft = (options: RegistrationOptions): RegistrationDraft => ({
  email: '',
  username: '',
  password: '',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  countryCode: options.countries[0] ?? '',
  currency: options.currencies[0] ?? '',
  acceptTerms: false,
  acceptPrivacy: false,
});
