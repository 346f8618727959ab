/**
 * The authentication calls of spec §7, against the bases this API serves them on (auth base
 * `/api/auth`, accounts and operator base `/api`). Cookies carry the login between steps and the
 * session afterwards; nothing here stores a token.
 */
import {
  acceptTermsEndpoint,
  authenticateEndpoint,
  checkAnswerEndpoint,
  directLoginEndpoint,
  generateCodeEndpoint,
  integrateEndpoint,
  partnerLoginEndpoint,
  securityQuestionEndpoint,
  sessionEndpoint,
  validateCodeEndpoint,
  type AuthStepResponse,
  type AuthenticateResponse,
  type DirectLoginResponse,
  type GameLaunchResponse,
  type PartnerLoginResponse,
  type Profile,
  type SecurityQuestionResponse,
  type SessionResponse,
  type SessionTokensResponse,
} from '@sportsbook/contracts';
import { call, http } from '@sportsbook/http';

const PRODUCT = 'sportsbook';

export interface Credentials {
  username: string;
  password: string;
}

export interface LoginApi {
  authenticate(credentials: Credentials): Promise<AuthenticateResponse>;
  validateCode(code: string): Promise<AuthStepResponse>;
  generateCode(): Promise<AuthStepResponse>;
  getQuestion(): Promise<SecurityQuestionResponse>;
  checkAnswer(answer: string): Promise<AuthStepResponse>;
  integrate(): Promise<SessionResponse>;
  directLogin(credentials: Credentials): Promise<DirectLoginResponse>;
  /** Tokens at once for a plain account; the authenticate answer when a second factor must pass first. */
  partnerSession(credentials: Credentials): Promise<PartnerLoginResponse>;
  acceptTerms(): Promise<SessionTokensResponse>;
  endSession(): Promise<void>;
  profile(): Promise<Profile>;
  gameToken(): Promise<GameLaunchResponse>;
  /** The cookie carries the session: a token never goes into a URL. */
  session(query?: { accountCode?: string; gameToken?: string }): Promise<SessionResponse>;
}

/** A stable id for this browser, sent with partner logins as the device id (spec §7 accounts/sessions). */
function deviceId(): string {
  const key = 'sb.deviceId';
  const existing = localStorage.getItem(key);
  if (existing) return existing;
  const id = crypto.randomUUID();
  localStorage.setItem(key, id);
  return id;
}

/**
 * The login's calls: those of the contracts' endpoint table are checked where they arrive, so an
 * answer out of contract fails the login with its error and never shows a logged-in state.
 */
export function createLoginApi(locale: string): LoginApi {
  const client = http();
  const params = { locale };
  return {
    authenticate: ({ username, password }) =>
      call(authenticateEndpoint, { params, body: { username: username.trim(), password, product: PRODUCT } }),
    validateCode: (code) => call(validateCodeEndpoint, { params, body: { code, product: PRODUCT } }),
    generateCode: () => call(generateCodeEndpoint, { params }),
    getQuestion: () => call(securityQuestionEndpoint, { params }),
    checkAnswer: (answer) => call(checkAnswerEndpoint, { params, body: { answer } }),
    integrate: () => call(integrateEndpoint, { params }),
    directLogin: ({ username, password }) => call(directLoginEndpoint, { body: { username: username.trim(), password } }),
    partnerSession: ({ username, password }) =>
      call(partnerLoginEndpoint, {
        body: {
          username: username.trim(),
          password,
          device: { clientType: 'Browser', deviceId: deviceId(), deviceType: 'Mobile' },
        },
        query: { l: locale, mc: 'mobile' },
      }),
    acceptTerms: () => call(acceptTermsEndpoint, {}),
    endSession: () => client.request<void>('/api/accounts/me/sessions', { method: 'DELETE' }),
    profile: () => client.get('/api/accounts/me/profile'),
    gameToken: () => client.request('/api/accounts/me/game-launch-url', { method: 'POST', body: { gameCode: PRODUCT } }),
    session: (query) => call(sessionEndpoint, query ? { query } : {}),
  };
}
