/**
 * The authentication calls of spec §7, against the bases this API serves them on (auth base
 * `/api/auth`, accounts and operator base `/api`). Cookies carry the login between steps and the
 * session afterwards; nothing here stores a token.
 */
import type {
  AuthenticateResponse,
  AuthStepResponse,
  GameLaunchResponse,
  Profile,
  SecurityQuestionResponse,
  SessionResponse,
  SessionTokensResponse,
} from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

const AUTH_BASE = '/api/auth';
const PRODUCT = 'sportsbook';

const headerLogin = (locale: string) => `${AUTH_BASE}/${locale}/api/plugins/component/route/header_login`;

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
  directLogin(credentials: Credentials): Promise<SessionResponse | AuthenticateResponse>;
  /** Tokens at once for a plain account; the authenticate answer when a second factor must pass first. */
  partnerSession(credentials: Credentials): Promise<SessionTokensResponse | AuthenticateResponse>;
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

export function createLoginApi(locale: string): LoginApi {
  const client = http();
  const post = <T>(path: string, body?: unknown, query?: Record<string, string>) =>
    client.request<T>(path, { method: 'POST', body: body ?? {}, ...(query ? { query } : {}) });
  return {
    authenticate: ({ username, password }) =>
      post(`${headerLogin(locale)}/authenticate`, { username: username.trim(), password, product: PRODUCT }),
    validateCode: (code) => post(`${headerLogin(locale)}/otp/validate`, { code, product: PRODUCT }),
    generateCode: () => post(`${headerLogin(locale)}/otp/generate`),
    getQuestion: () => post(`${headerLogin(locale)}/security_question/getquestion`),
    checkAnswer: (answer) => post(`${headerLogin(locale)}/security_question/checkAnswer`, { answer }),
    integrate: () => post(`${AUTH_BASE}/${locale}/api/plugins/module/route/als_integration/integrate`),
    directLogin: ({ username, password }) => post(`${AUTH_BASE}/api/login`, { username: username.trim(), password }),
    partnerSession: ({ username, password }) =>
      post(
        '/api/accounts/sessions',
        { username: username.trim(), password, device: { clientType: 'Browser', deviceId: deviceId(), deviceType: 'Mobile' } },
        { l: locale, mc: 'mobile' },
      ),
    acceptTerms: () => post('/api/accounts/me/sessions/accept-terms'),
    endSession: () => client.request<void>('/api/accounts/me/sessions', { method: 'DELETE' }),
    profile: () => client.get('/api/accounts/me/profile'),
    gameToken: () => post('/api/accounts/me/game-launch-url', { gameCode: PRODUCT }),
    session: (query) => client.get('/api/session', query ? { query } : {}),
  };
}
