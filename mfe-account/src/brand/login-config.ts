/**
 * How each brand logs players in (spec §4 Login): the header-login flow, a partner's accounts API
 * (integration mode) or the one brand's direct /api/login. The brand is fixed at build time, like the
 * shell's brand config, so a brand's remote build carries its own login behaviour.
 */
export type LoginMode = 'standard' | 'partner' | 'direct';

export interface LoginConfig {
  mode: LoginMode;
  /** The brand that allows one session per player asks before a login ends the others. */
  singleAllowedSession: boolean;
  /** Declining the terms of use logs the player out (partner builds). */
  declineTermsLogsOut: boolean;
  /**
   * Spec §2: on this partner build a logged-in player without a terms cookie is asked for the terms
   * of use, however the session started (a login here, or one restored from the cookie).
   */
  termsWithoutCookie: boolean;
}

export const LOGIN_CONFIGS: Readonly<Record<string, LoginConfig>> = {
  eu: { mode: 'standard', singleAllowedSession: false, declineTermsLogsOut: false, termsWithoutCookie: false },
  ke: { mode: 'partner', singleAllowedSession: false, declineTermsLogsOut: true, termsWithoutCookie: true },
  vn: { mode: 'direct', singleAllowedSession: true, declineTermsLogsOut: false, termsWithoutCookie: false },
};

const STANDARD: LoginConfig = {
  mode: 'standard',
  singleAllowedSession: false,
  declineTermsLogsOut: false,
  termsWithoutCookie: false,
};

export const loginConfigFor = (brand: string): LoginConfig => LOGIN_CONFIGS[brand] ?? STANDARD;

/** The build's brand; `typeof` keeps unit tests (which have no DefinePlugin) on the default brand. */
export const buildBrand = (): string => (typeof __BRAND__ === 'string' ? __BRAND__ : 'eu');

export const currentLoginConfig = (): LoginConfig => loginConfigFor(buildBrand());

/** Integration mode: the partner's page owns the wallet, so this remote does not poll it. */
export const isIntegrationMode = (config: LoginConfig): boolean => config.mode === 'partner';
