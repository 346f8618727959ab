import type { AuthStepResponse } from '@sportsbook/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { loginErrorKey } from './login-error';
import { isStepSuccess } from './login-flow';

/** The server's word on a code or an answer, shown under the field (spec §4: red icon or green icon). */
export type StepAnswer = { ok: boolean; message: string };

/**
 * One second-factor step (a one-time code or a security answer): send it, show the server's message
 * either way, and complete the login when it is accepted.
 */
export function useSecondFactorStep(onVerified: () => Promise<void>) {
  const { t } = useTranslation('account');
  const [answer, setAnswer] = useState<StepAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const failed = useCallback((error: unknown) => setAnswer({ ok: false, message: t(loginErrorKey(error)) }), [t]);
  const send = async (request: () => Promise<AuthStepResponse>) => {
    setBusy(true);
    try {
      const response = await request();
      const ok = isStepSuccess(response);
      setAnswer({ ok, message: response.message });
      if (ok) await onVerified();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  return { answer, setAnswer, failed, busy, send };
}
