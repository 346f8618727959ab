import { css } from '@emotion/react';
import { getBus } from '@sportsbook/bus';
import { ModalDialog, mq } from '@sportsbook/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from '@sportsbook/translation';
import type { LoginConfig } from '../login/login-config';
import { createLoginApi, type LoginApi } from '../api-calls/login';
import { acceptTermsAndFetchSession } from '../login/login-flow';
import { establishSession } from '../session/establish-session';
import { termsCookie } from './terms-cookie';
import { closeTermsModal, useTermsModal } from './terms-modal-store';
import { TermsStep } from './terms-step';

const dialog = css`
  width: 100%;
  margin: auto 0;
  overflow-y: auto;
  ${mq.desktop} {
    width: 408px;
    margin: auto;
    border-radius: 12px;
  }
`;

/**
 * The terms-of-use modal, opened by its flag (spec §2). It must be answered: accepting fetches the
 * session accept-terms gives and stores the answer; declining stores it and, where the brand says
 * so, logs the player out with reason terms_declined (spec §4).
 */
export function TermsModal({ config, api }: { config: LoginConfig; api?: LoginApi }) {
  const { open, fileName } = useTermsModal();
  if (!open) return null;
  return <TermsModalContent config={config} api={api} fileName={fileName} />;
}

function TermsModalContent({ config, api, fileName }: { config: LoginConfig; api?: LoginApi; fileName: string | null }) {
  const { t, i18n } = useTranslation('account');
  const loginApi = useMemo(() => api ?? createLoginApi(i18n.language), [api, i18n.language]);
  const [busy, setBusy] = useState(false);

  const accept = async () => {
    setBusy(true);
    try {
      const session = await acceptTermsAndFetchSession(loginApi, Date.now);
      document.cookie = termsCookie('accepted');
      establishSession(session);
    } catch (failure) {
      console.error('[mfe-account] accepting the terms of use failed', failure);
    } finally {
      setBusy(false);
      closeTermsModal();
    }
  };

  const decline = () => {
    document.cookie = termsCookie('declined');
    const bus = getBus();
    if (config.declineTermsLogsOut && bus.getState('session')?.loggedIn) {
      bus.publish('session/logout', { reason: 'terms_declined' });
    }
    closeTermsModal();
  };

  return (
    // No onCancel: the terms must be answered (spec §2), Escape does not dismiss them.
    <ModalDialog label={t('terms-title')} style={dialog}>
      <TermsStep fileName={fileName} busy={busy} onAccept={() => void accept()} onDecline={decline} />
    </ModalDialog>
  );
}
