import type { AccountInfo, AdvertAudience } from '@sportsbook/contracts';

export interface AudiencePlayer {
  loggedIn: boolean;
  nonBettor: boolean;
  nonDepositor: boolean;
  /** ISO time of the player's first login, if known. */
  firstLoginTime: string | null;
  justRegistered: boolean;
  /** Excluded from promotions (spec §3): adverts are promotions, so such a player is shown none. */
  excludedFromPromotions: boolean;
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
  excludedFromPromotions: false,
};

/**
 * Whether a logged-in player's account info decides the audience: for every advert they could see,
 * since it says whether they are excluded from promotions; not for one shown only to visitors.
 */
export const needsAccountInfo = (audience: AdvertAudience): boolean => audience !== 'logged_out';

/**
 * A logged-in player as the audience rules see them, from their account info (spec §3) read with
 * includePromotionalInfo; without it they count as excluded, the spec's default.
 */
export function audiencePlayerOf(info: AccountInfo, now: number): AudiencePlayer {
  const registered = info.registrationDateTime ? Date.parse(info.registrationDateTime) : NaN;
  return {
    loggedIn: true,
    nonBettor: info.nonBettor,
    nonDepositor: info.nonDepositor,
    firstLoginTime: info.firstLoginTime,
    justRegistered: now - registered < JUST_REGISTERED_MS,
    excludedFromPromotions: info.promotionalInfo?.excludedFromPromotions ?? true,
  };
}

/** Spec §4 Ad audience; a logged-in player excluded from promotions is in no advert's audience. */
export function advertVisible(audience: AdvertAudience, player: AudiencePlayer, now: number): boolean {
  if (player.loggedIn && player.excludedFromPromotions) return false;
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
      // The welcome after joining asks for the first deposit: a player who has made it is past it.
      return player.loggedIn && player.justRegistered && player.nonDepositor;
  }
}
