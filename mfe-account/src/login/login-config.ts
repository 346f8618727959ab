import { getBus } from '@sportsbook/bus';
import type { LoginConfig } from '@sportsbook/contracts';

export type { LoginConfig, LoginMode } from '@sportsbook/contracts';

/** How a page without a brand (a unit test, the stand-in shell) logs players in. */
export const STANDARD_LOGIN: LoginConfig = {
  mode: 'standard',
  singleAllowedSession: false,
  declineTermsLogsOut: false,
  termsWithoutCookie: false,
};

/**
 * The page's brand decides how players log in (spec §4 Login). The shell publishes the brand its
 * server chose for this host before any remote loads, so one build of this remote serves every brand.
 */
export const currentLoginConfig = (): LoginConfig => getBus().getState('brand')?.login ?? STANDARD_LOGIN;
