import { getBus } from '@sportsbook/bus';
import type { SessionState } from '@sportsbook/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from '@sportsbook/translation';
import type { LoginConfig } from './login-config';
import { establishSession } from '../session/establish-session';
import { readTermsAnswer, termsCookie, termsPopupFlagged } from '../terms/terms-cookie';
import { createLoginApi, type Credentials, type LoginApi } from '../api-calls/login';
import { rememberUsername } from './credentials';
import { loginErrorKey, loginErrorValues } from './login-error';
import { acceptTermsAndFetchSession, integrateSession, submitCredentials, type LoginStep } from './login-flow';
import type { AccountKey } from '../i18n/account-key';

export type LoginView =
  | { kind: 'credentials' }
  | { kind: 'confirm-session'; credentials: Credentials }
  | { kind: 'one-time-code'; username: string }
  | { kind: 'security-question' }
  | { kind: 'terms'; fileName: string | null };

const TOAST_MS = 5000;

const now = () => Date.now();

/** The terms step's two answers (spec §4 Terms of use); either ends the dialog. */
function termsAnswers(loginApi: LoginApi, config: LoginConfig, setBusy: (busy: boolean) => void, onDone: () => void) {
  return {
    async acceptTerms() {
      setBusy(true);
      try {
        const session = await acceptTermsAndFetchSession(loginApi, now);
        document.cookie = termsCookie('accepted');
        establishSession(session);
      } catch (failure) {
        console.error('[mfe-account] accepting the terms of use failed', failure);
      } finally {
        setBusy(false);
        onDone();
      }
    },
    async declineTerms() {
      document.cookie = termsCookie('declined');
      if (config.declineTermsLogsOut) {
        const bus = getBus();
        if (bus.getState('session')?.loggedIn) bus.publish('session/logout', { reason: 'terms_declined' });
        else
          await loginApi
            .endSession()
            .catch((failure: unknown) => console.error('[mfe-account] ending the session failed', failure));
      }
      onDone();
    },
  };
}

/** The login dialog's state machine (spec §4 Login, Terms of use); `onDone` closes the dialog. */
export function useLoginFlow(locale: string, config: LoginConfig, onDone: () => void, api?: LoginApi) {
  const { t } = useTranslation('account');
  const loginApi = useMemo(() => api ?? createLoginApi(locale), [api, locale]);
  const [view, setView] = useState<LoginView>({ kind: 'credentials' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const showError = (key: AccountKey, values: { until?: string } = {}) => {
    const message = t(key, values);
    setError(message);
    getBus().publish('toast/show', { kind: 'error', message, autoCloseMs: TOAST_MS });
  };

  const finish = async (session: SessionState) => {
    establishSession(session);
    if (termsPopupFlagged(localStorage) && readTermsAnswer(document.cookie) !== 'accepted') {
      setView({ kind: 'terms', fileName: null });
      return;
    }
    onDone();
  };

  const follow = async (step: LoginStep, username: string) => {
    if (step.kind === 'session') await finish(step.session);
    else if (step.kind === 'one-time-code') setView({ kind: 'one-time-code', username });
    else if (step.kind === 'security-question') setView({ kind: 'security-question' });
    else setView({ kind: 'terms', fileName: step.fileName });
  };

  const login = async (credentials: Credentials) => {
    setBusy(true);
    setError(null);
    try {
      await follow(await submitCredentials(config.mode, loginApi, credentials, now), credentials.username);
    } catch (failure) {
      setView({ kind: 'credentials' });
      showError(loginErrorKey(failure), loginErrorValues(failure, locale));
    } finally {
      setBusy(false);
    }
  };

  return {
    view,
    busy,
    error,
    api: loginApi,
    invalid: showError,
    submit(credentials: Credentials, remember: boolean) {
      rememberUsername(localStorage, credentials.username, remember);
      if (config.singleAllowedSession) setView({ kind: 'confirm-session', credentials });
      else void login(credentials);
    },
    confirmSession() {
      if (view.kind === 'confirm-session') void login(view.credentials);
    },
    cancel() {
      setView({ kind: 'credentials' });
    },
    /** The code or answer was accepted: the login is verified, integrate it. */
    async verified() {
      await finish(await integrateSession(loginApi, now));
    },
    ...termsAnswers(loginApi, config, setBusy, onDone),
  };
}
