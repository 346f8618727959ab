import type { AdvertAudience } from '@sportsbook/contracts';

export interface AudiencePlayer {
  loggedIn: boolean;
  nonBettor: boolean;
  nonDepositor: boolean;
  /** ISO time of the player's first login, if known. */
  firstLoginTime: string | null;
  justRegistered: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

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
