/**
 * The event bus's names and lists (its messages and topics are in bus-schemas.ts). Kept apart from
 * the schemas so a remote that only needs a list does not download the validators.
 */

export const BUS_CONTRACT_VERSION = 1;

/** play_break: the player has just started a time-out or self-exclusion, which ended the session on the server. */
export const LOGOUT_REASONS = ['user', 'jwe_token_expired', 'unauthorized', 'terms_declined', 'play_break'] as const;
export type LogoutReason = (typeof LOGOUT_REASONS)[number];

export const TOAST_KINDS = ['info', 'success', 'warning', 'error'] as const;

/** Where the API sent a request instead of answering it (spec §2 redirect handling). */
export const SITE_REDIRECTS = ['blocked', 'maintenance'] as const;
export type SiteRedirect = (typeof SITE_REDIRECTS)[number];
export const BETSLIP_LOCK_REASONS = ['placing', 'awaiting-approval'] as const;

/** Messages kept for old remotes; publishing one logs a deprecation warning. */
export const DEPRECATED_BUS_NAMES: ReadonlySet<string> = new Set<string>();
