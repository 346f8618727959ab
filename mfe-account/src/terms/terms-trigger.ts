import type { LoginConfig } from '../login/login-config';

export interface TermsTriggerContext {
  loggedIn: boolean;
  config: LoginConfig;
  /** The stored flag: the login dialog then asks for the terms itself, right after the login. */
  flaggedForLogin: boolean;
}

/**
 * Spec §2: on the partner build a logged-in player is asked for the terms of use however the
 * session started (a restored one too). Whether they still have to accept is the account's record,
 * not this browser's: one acceptance is remembered wherever the player logs in next.
 */
export const termsCheckWanted = ({ loggedIn, config, flaggedForLogin }: TermsTriggerContext): boolean =>
  loggedIn && config.termsWithoutCookie && !flaggedForLogin;

/** Opens the modal when the account has the terms still to accept; once accepted, nobody asks again. */
export async function askForPendingTerms(
  status: () => Promise<{ fileName: string | null }>,
  open: (fileName: string) => void,
): Promise<void> {
  try {
    const { fileName } = await status();
    if (fileName) open(fileName);
  } catch (failure) {
    // The next session start asks again; a page is never blocked on this check.
    console.error('[mfe-account] reading the terms status failed', failure);
  }
}
