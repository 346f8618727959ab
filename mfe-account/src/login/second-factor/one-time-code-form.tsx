import { Button, TextField } from '@sportsbook/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@sportsbook/translation';
import type { LoginApi } from '../../api-calls/login';
import { useSecondFactorStep, type StepAnswer } from '../use-second-factor';
import { isStepSuccess } from '../login-flow';
import { InputFeedback } from '../../shared-ui/status-message';
import { form, mutedText } from '../../shared-ui/styles';
import { useNow } from '../../shared-ui/use-now';
import { canSubmitCode, codeStatus, codeStatusMessage } from './code-status';
import { formatCountdown, restartTimer, secondsUntilResend, timerStart } from './resend-timer';

export interface OneTimeCodeFormProps {
  username: string;
  api: Pick<LoginApi, 'validateCode' | 'generateCode'>;
  /** Called once the server accepted the code; it completes the login. */
  onVerified: () => Promise<void>;
  autoFocus?: boolean;
}

export function OneTimeCodeForm({ username, api, onVerified, autoFocus = true }: OneTimeCodeFormProps) {
  const { t } = useTranslation('account');
  const messageId = useId();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const { answer, setAnswer, failed, busy, send } = useSecondFactorStep(onVerified);

  const status = codeStatus(code, touched);
  const problem = codeStatusMessage(status);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!canSubmitCode(status) || busy) return;
    await send(() => api.validateCode(code));
  };

  return (
    <form onSubmit={submit} noValidate css={form}>
      <p css={mutedText}>{t('otp-intro')}</p>
      <TextField
        label={t('otp-label')}
        name="one-time-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus={autoFocus}
        value={code}
        aria-invalid={problem !== null}
        aria-describedby={messageId}
        onChange={(e) => {
          setCode(e.target.value);
          setTouched(true);
          setAnswer(null);
        }}
        onBlur={() => setTouched(true)}
      />
      <InputFeedback id={messageId} problem={problem} answer={answer} />
      <Button type="submit" variant="primary" disabled={!canSubmitCode(status) || busy} aria-busy={busy}>
        {t('otp-submit')}
      </Button>
      <ResendCode username={username} api={api} onAnswer={setAnswer} onError={failed} />
    </form>
  );
}

/** A new code may be asked for when the countdown (kept across reloads, per username) has run out. */
function ResendCode({
  username,
  api,
  onAnswer,
  onError,
}: {
  username: string;
  api: Pick<LoginApi, 'generateCode'>;
  onAnswer: (answer: StepAnswer) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation('account');
  const [startedAt, setStartedAt] = useState(() => timerStart(localStorage, username, Date.now()));
  const secondsLeft = secondsUntilResend(startedAt, useNow(1000));
  const resend = async () => {
    try {
      const response = await api.generateCode();
      const ok = isStepSuccess(response);
      if (ok) setStartedAt(restartTimer(localStorage, username, Date.now()));
      onAnswer({ ok, message: response.message });
    } catch (error) {
      onError(error);
    }
  };
  return (
    <>
      <p css={mutedText} aria-live="polite">
        {secondsLeft > 0 ? t('otp-resend-in', { time: formatCountdown(secondsLeft) }) : t('otp-resend-ready')}
      </p>
      <Button disabled={secondsLeft > 0} onClick={() => void resend()}>
        {t('otp-resend')}
      </Button>
    </>
  );
}
