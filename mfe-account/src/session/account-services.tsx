import { getBus } from '@sportsbook/bus';
import { useBusState } from '@sportsbook/ui';
import { Suspense, lazy, useEffect } from 'react';
import { currentLoginConfig, type LoginConfig } from '../login/login-config';
import type { LoginApi } from '../api-calls/login';
import { forgetLoginData, loadLoginData } from '../session/login-data';
import { fetchTermsStatus } from '../api-calls/terms-status';
import { termsPopupFlagged } from '../terms/terms-cookie';
import { TermsModal } from '../terms/terms-modal';
import { openTermsModal } from '../terms/terms-modal-store';
import { askForPendingTerms, termsCheckWanted } from '../terms/terms-trigger';
import { useWalletPolling } from '../wallet/use-wallet-polling';

/**
 * Mounted by the shell while a player is logged in (or their session is being restored). Loads the
 * login data for the session, keeps the wallet fresh, and hosts the terms-of-use modal, opening it
 * for a logged-in player the brand must ask whose account has not accepted them (spec §2). Tests inject
 * the brand's login behaviour and the auth calls; the site uses the build's.
 */
export function AccountServices({ config = currentLoginConfig(), api }: { config?: LoginConfig; api?: LoginApi }) {
  useWalletPolling();
  const loggedIn = useBusState('session')?.loggedIn === true;

  useEffect(() => {
    const bus = getBus();
    // Asked once per session start: the same session published again (after accepting) is not a new one.
    let checkedAccount: string | null = null;
    const stopSession = bus.subscribe('session', (session) => {
      if (session.loggedIn) void loadLoginData(session, bus);
      else forgetLoginData();
      const accountId = session.loggedIn ? session.accountId : null;
      if (accountId === checkedAccount) return;
      checkedAccount = accountId;
      const context = { loggedIn: session.loggedIn, config, flaggedForLogin: termsPopupFlagged(localStorage) };
      if (termsCheckWanted(context)) void askForPendingTerms(fetchTermsStatus, openTermsModal);
    });
    return stopSession;
  }, [config]);

  return (
    <>
      <TermsModal config={config} api={api} />
      {loggedIn && (
        <Suspense fallback={null}>
          <RealityCheck />
        </Suspense>
      )}
    </>
  );
}

// Loaded for a logged-in player only: a visitor's page does not carry the reality check's code.
const RealityCheck = lazy(() => import(/* webpackChunkName: "reality-check" */ '../safer-play/reality-check'));
