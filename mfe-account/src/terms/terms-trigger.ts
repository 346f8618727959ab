import type { LoginConfig } from '../brand/login-config';
import type { TermsAnswer } from './terms-cookie';

export interface TermsTriggerContext {
  loggedIn: boolean;
  config: LoginConfig;
  /** The sb_terms cookie's answer, null when there is none. */
  answer: TermsAnswer | null;
  /** The stored flag: the login dialog then asks for the terms itself, right after the login. */
  flaggedForLogin: boolean;
}

/**
 * Spec §2: the terms-of-use modal opens when a player is logged in on the partner build without a
 * terms cookie. Any answer, accepted or declined, is a cookie, so it is asked once.
 */
export const termsWanted = ({ loggedIn, config, answer, flaggedForLogin }: TermsTriggerContext): boolean =>
  loggedIn && config.termsWithoutCookie && answer === null && !flaggedForLogin;
