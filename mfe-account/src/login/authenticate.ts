import { http } from '@sportsbook/http';

export interface AuthenticateResponse {
  /** true: a one-time code is needed; null: a security question; false: integrate the session. */
  otp: boolean | null;
}

/** POST {auth base}/{locale}/api/plugins/component/route/header_login/authenticate (spec §7). */
export function authenticate(locale: string, username: string, password: string): Promise<AuthenticateResponse> {
  return http().request<AuthenticateResponse>(`/${locale}/api/plugins/component/route/header_login/authenticate`, {
    method: 'POST',
    body: { username: username.trim(), password, product: 'sportsbook' },
  });
}
