import { css } from '@emotion/react';
import { Button, LoadingState, ModalDialog, mq, useBusState } from '@sportsbook/ui';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { useNavigate, useParams } from '@sportsbook/routing';
import { currentLoginConfig, type LoginConfig } from './login-config';
import { OneTimeCodeForm } from './second-factor/one-time-code-form';
import { SecurityQuestionForm } from './second-factor/security-question-form';
import { TermsStep } from '../terms/terms-step';
import type { LoginApi } from '../api-calls/login';
import { LoginForm } from './login-form';
import { SingleSessionConfirm } from './single-session-confirm';
import { useLoginFlow } from './use-login-flow';

/** Spec §2: full height on mobile, a centred 408×448 dialog on desktop. */
const dialog = css`
  width: 100%;
  height: 100%;
  margin: 0;
  flex-direction: column;
  gap: 12px;
  overflow-y: auto;
  &[open] {
    display: flex;
  }
  ${mq.desktop} {
    width: 408px;
    height: 448px;
    margin: auto;
    border-radius: 12px;
  }
`;

// Joining from the dialog brings the registration form (and its strings) only when a visitor asks for it.
const JoinInDialog = lazy(() => import(/* webpackChunkName: "join" */ '../registration/join-in-dialog'));
/** The brand's registration is this remote's join form (its registrationUrl), so the dialog can offer it too. */
const JOIN_PATH = '/account/join';

export interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
  /** Where the player goes once logged in: the page whose login request opened the dialog. */
  returnTo?: string;
  /** Tests inject the brand's login behaviour and the auth calls; the site uses the build's. */
  config?: LoginConfig;
  api?: LoginApi;
}

export function LoginDialog({ open, onClose, returnTo, config, api }: LoginDialogProps) {
  // Mounting the content only while open starts every opening at the login form.
  if (!open) return null;
  return <LoginDialogContent onClose={onClose} returnTo={returnTo} config={config ?? currentLoginConfig()} api={api} />;
}

/** The dialog's two ways out: dismissed (or joined instead), and logged in, back to the page that asked. */
function useDialogExits(onClose: () => void, returnTo: string | undefined): { dismiss: () => void; done: () => void } {
  const navigate = useNavigate();
  const done = useCallback(() => {
    onClose();
    if (returnTo) navigate(returnTo);
  }, [navigate, onClose, returnTo]);
  return { dismiss: onClose, done };
}

type LoginDialogContentProps = Omit<LoginDialogProps, 'open'> & { config: LoginConfig };

function LoginDialogContent({ onClose, returnTo, config, api }: LoginDialogContentProps) {
  const { t, i18n } = useTranslation('account');
  const { locale = i18n.language } = useParams();
  const titleId = useId();
  const firstField = useRef<HTMLInputElement>(null);
  const { dismiss, done } = useDialogExits(onClose, returnTo);
  const flow = useLoginFlow(locale, config, done, api);
  const canJoin = useBusState('brand')?.registrationUrl === JOIN_PATH;
  const [joining, setJoining] = useState(false);

  // After the dialog's own effect (showModal focuses its first control, the close button).
  useEffect(() => firstField.current?.focus(), []);

  const { view } = flow;
  return (
    <ModalDialog labelledBy={titleId} onCancel={dismiss} style={dialog}>
      <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <h2 id={titleId} css={{ margin: 0, fontSize: 20 }}>
          {joining ? t('join') : t('login')}
        </h2>
        <Button onClick={dismiss} aria-label={t('close')}>
          ×
        </Button>
      </div>
      {joining && (
        <Suspense fallback={<LoadingState label={t('loading')} />}>
          <JoinInDialog locale={locale} onJoined={dismiss} />
        </Suspense>
      )}
      {!joining && view.kind === 'credentials' && (
        <>
          <LoginForm
            busy={flow.busy}
            error={flow.error}
            onSubmit={flow.submit}
            onInvalid={flow.invalid}
            firstField={firstField}
          />
          {canJoin && <Button onClick={() => setJoining(true)}>{t('join-instead')}</Button>}
        </>
      )}
      {view.kind === 'confirm-session' && <SingleSessionConfirm onConfirm={flow.confirmSession} onCancel={flow.cancel} />}
      {view.kind === 'one-time-code' && <OneTimeCodeForm username={view.username} api={flow.api} onVerified={flow.verified} />}
      {view.kind === 'security-question' && <SecurityQuestionForm api={flow.api} onVerified={flow.verified} />}
      {view.kind === 'terms' && (
        <TermsStep
          fileName={view.fileName}
          busy={flow.busy}
          onAccept={() => void flow.acceptTerms()}
          onDecline={() => void flow.declineTerms()}
        />
      )}
    </ModalDialog>
  );
}
