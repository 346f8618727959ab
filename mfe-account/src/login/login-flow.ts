/**
 * The login paths of spec §4, as pure steps over the auth calls: each answers what the dialog
 * shows next, or the session to publish.
 */
import type { AuthStepResponse, SessionState } from '@sportsbook/contracts';
import type { LoginMode } from './login-config';
import { isSessionResponse, sessionFromResponse, sessionFromTokens } from '../session/session-state';
import type { Credentials, LoginApi } from '../api-calls/login';

export type LoginStep =
  | { kind: 'one-time-code' }
  | { kind: 'security-question' }
  | { kind: 'terms'; fileName: string }
  | { kind: 'session'; session: SessionState };

/** Spec §7: a step succeeded when it says success or status SUCCESS. */
export const isStepSuccess = (response: AuthStepResponse): boolean => response.success === true || response.status === 'SUCCESS';

/** Standard login: a verified login becomes a session on the page. */
export async function integrateSession(api: LoginApi, now: () => number): Promise<SessionState> {
  return sessionFromResponse(await api.integrate(), now());
}

async function afterPassword(otp: boolean | null, api: LoginApi, now: () => number): Promise<LoginStep> {
  if (otp === true) return { kind: 'one-time-code' };
  if (otp === null) return { kind: 'security-question' };
  return { kind: 'session', session: await integrateSession(api, now) };
}

/** Partner integration without pending terms: profile, then a game token, then the session for both. */
async function completePartnerLogin(api: LoginApi, now: () => number): Promise<SessionState> {
  const profile = await api.profile();
  // The game token only narrows the session lookup; a partner that issues none still has the cookie session.
  const gameToken = await api.gameToken().then(
    (launch) => launch.tokenSession,
    () => undefined,
  );
  const response = await api.session({
    accountCode: profile.accountCode,
    ...(gameToken ? { gameToken } : {}),
  });
  return sessionFromResponse(response, now());
}

/** Terms accepted: accept-terms answers the session in `data` (spec §7). */
export async function acceptTermsAndFetchSession(api: LoginApi, now: () => number): Promise<SessionState> {
  const { data } = await api.acceptTerms();
  return sessionFromTokens(data, now());
}

export async function submitCredentials(
  mode: LoginMode,
  api: LoginApi,
  credentials: Credentials,
  now: () => number,
): Promise<LoginStep> {
  switch (mode) {
    case 'standard': {
      const answer = await api.authenticate(credentials);
      return afterPassword(answer.otp, api, now);
    }
    case 'direct': {
      const answer = await api.directLogin(credentials);
      if (isSessionResponse(answer)) return { kind: 'session', session: sessionFromResponse(answer, now()) };
      return afterPassword(answer.otp, api, now);
    }
    case 'partner': {
      const answer = await api.partnerSession(credentials);
      if (!('data' in answer)) return afterPassword(answer.otp, api, now);
      const { data } = answer;
      if (data.fileName) return { kind: 'terms', fileName: data.fileName };
      return { kind: 'session', session: await completePartnerLogin(api, now) };
    }
  }
}
