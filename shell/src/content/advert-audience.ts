import type { AccountInfo, AdvertAudience } from '@sportsbook/contracts';

export interface AudiencePlayer {
  loggedIn: boolean;
  nonBettor: boolean;
  nonDepositor: boolean;
  /** ISO time of the player's first login, if known. */
  firstLoginTime: string | null;
  justRegistered: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A player counts as just registered for a day, as logged_in_not_played counts a first login. */
const JUST_REGISTERED_MS = DAY_MS;

export const ANONYMOUS: AudiencePlayer = {
  loggedIn: false,
  nonBettor: false,
  nonDepositor: false,
  firstLoginTime: null,
  justRegistered: false,
};

/** Audiences decided by the player's account info; the others need only whether they are logged in. */
export const needsAccountInfo = (audience: AdvertAudience): boolean =>
  audience === 'logged_in_deposited' ||
  audience === 'logged_in_not_deposited' ||
  audience === 'logged_in_not_played' ||
  audience === 'just_registered';

/** A logged-in player as the audience rules see them, from their account info (spec §3). */
export function audiencePlayerOf(info: AccountInfo, now: number): AudiencePlayer {
  const registered = info.registrationDateTime ? Date.parse(info.registrationDateTime) : NaN;
  return {
    loggedIn: true,
    nonBettor: info.nonBettor,
    nonDepositor: info.nonDepositor,
    firstLoginTime: info.firstLoginTime,
    justRegistered: now - registered < JUST_REGISTERED_MS,
  };
}

/** Spec §4 Ad audience. */
export function advertVisible(audience: AdvertAudience, player: AudiencePlayer, now: number): boolean {
  switch (audience) {
    case 'all':
    case 'imported_list':
      return true;
    case 'logged_out':
      return !player.loggedIn;
    case 'logged_in':
      return player.loggedIn;
    case 'logged_in_deposited':
      return player.loggedIn && !player.nonDepositor;
    case 'logged_in_not_deposited':
      return player.loggedIn && player.nonDepositor;
    case 'logged_in_not_played': {
      const firstLogin = player.firstLoginTime ? Date.parse(player.firstLoginTime) : NaN;
      return player.loggedIn && (player.nonBettor || now - firstLogin < DAY_MS);
    }
    case 'just_registered':
      return player.loggedIn && player.justRegistered;
  }
}
