import { getBus } from '@sportsbook/bus';
import { useEffect } from 'react';
import { currentLoginConfig, isIntegrationMode } from '../brand/login-config';
import { rememberReturnTo } from '../login/return-to';
import { forgetLoginData, loadLoginData } from '../session/login-data';
import { useWalletPolling } from '../wallet/use-wallet-polling';

/**
 * Headless: mounted once by the shell for the page's life. Loads the login data for a session
 * the shell restored, remembers where a login request wants to return, and keeps the wallet fresh.
 */
export function AccountServices() {
  useWalletPolling(!isIntegrationMode(currentLoginConfig()));

  useEffect(() => {
    const bus = getBus();
    const stopSession = bus.subscribe('session', (session) => {
      if (session.loggedIn) void loadLoginData(session, bus);
      else forgetLoginData();
    });
    const stopRequests = bus.on('login/requested', ({ returnTo }) => rememberReturnTo(returnTo));
    return () => {
      stopSession();
      stopRequests();
    };
  }, []);

  return null;
}
