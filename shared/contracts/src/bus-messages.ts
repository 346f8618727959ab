/**
 * The event-bus contract: every message and state topic that crosses a remote boundary, with the
 * validator the bus runs on each payload. Adding a message is a reviewed change to this file
 * (see docs/remote-teams.md "Adding a bus message").
 */
import { THEME_MODES, isBrandConfig, type BrandConfig, type ThemeMode } from './brand';
import { ODDS_FORMATS, type OddsFormat, type SessionState, type WalletBalance } from './session';
import {
  isArrayOf,
  isBoolean,
  isFiniteNumber,
  isNonEmptyString,
  isNullable,
  isOneOf,
  isOptional,
  isShape,
  isString,
  type Check,
} from './validate';

export const BUS_CONTRACT_VERSION = 1;

/** What a page sends when a player presses an odds button. */
export interface SelectionRequest {
  outcomeId: number;
  marketId: number;
  eventId: number;
  eventDescription: string;
  marketDescription: string;
  outcomeDescription: string;
  decimal: number;
  isLive: boolean;
}

export const LOGOUT_REASONS = ['user', 'jwe_token_expired', 'unauthorized', 'terms_declined'] as const;
export type LogoutReason = (typeof LOGOUT_REASONS)[number];

export const TOAST_KINDS = ['info', 'success', 'warning', 'error'] as const;

/** Where the API sent a request instead of answering it (spec §2 redirect handling). */
export const SITE_REDIRECTS = ['blocked', 'maintenance'] as const;
export type SiteRedirect = (typeof SITE_REDIRECTS)[number];
export interface Toast {
  kind: (typeof TOAST_KINDS)[number];
  /** Already translated text; the sender owns its wording. */
  message: string;
  /** Auto-close delay in ms (spec §4: 3000 or 5000; the betslip 500 toast 10000). */
  autoCloseMs?: number;
  detail?: string;
}

/** Fire-and-forget commands and events. */
export interface BusMessages {
  'betslip/add-selection': SelectionRequest;
  'betslip/remove-selection': { outcomeId: number };
  'betslip/toggle': { open?: boolean };
  'login/requested': { returnTo?: string };
  'session/logout': { reason: LogoutReason };
  'toast/show': Toast;
  /**
   * An /api or /xapi call was redirected to the blocked or maintenance page (the http client sees
   * it in every app); the shell leaves the page for it. `locale` is the one the redirect named.
   */
  'site/redirected': { to: SiteRedirect; locale?: string };
}

export const BETSLIP_LOCK_REASONS = ['placing', 'awaiting-approval'] as const;

/** State topics: the bus replays the latest value to every late subscriber. */
export interface BusTopics {
  'betslip/selections': { outcomeIds: number[] };
  /**
   * What the slip holds, for a frame that shows it closed (the phone's slip bar): the number of
   * selections and what placing would cost, in the slip's currency. The betslip owns the figures.
   */
  'betslip/summary': { count: number; totalStake: number; currency: string };
  /**
   * Spec §4 Betslip: the slip cannot be closed while a bet is being placed or awaits approval. The
   * betslip owns the rule; whoever frames the slip (the shell's mobile overlay) reads it before closing.
   */
  'betslip/lock': { locked: boolean; reason?: (typeof BETSLIP_LOCK_REASONS)[number] };
  /**
   * The player's chosen theme. The account area publishes it when a preference is saved; the shell
   * applies it at once (a `?theme=` query still wins for that page view).
   */
  theme: { mode: ThemeMode };
  'wallet/balance': WalletBalance | null;
  session: SessionState;
  locale: { locale: string };
  'odds-format': { format: OddsFormat };
  /**
   * Whether the operator API answers. The http client in every app reports it: a failed connection
   * or the proxy's 502/503/504 says no, the next answer of the API says yes. The shell tells the
   * player the site is temporarily unavailable meanwhile, and refreshes the page's data after.
   */
  'site/api': { available: boolean };
  /**
   * The brand this page serves, chosen per request by the shell's server and published by the shell
   * before any remote loads: login mode, storage keys, languages and odds formats come from it.
   */
  brand: BrandConfig;
}

export type BusMessageName = keyof BusMessages;
export type BusTopicName = keyof BusTopics;

const isSelectionRequest = isShape<SelectionRequest>({
  outcomeId: isFiniteNumber,
  marketId: isFiniteNumber,
  eventId: isFiniteNumber,
  eventDescription: isString,
  marketDescription: isString,
  outcomeDescription: isString,
  decimal: (v): v is number => isFiniteNumber(v) && v >= 1,
  isLive: isBoolean,
});

const isWalletBalance = isShape<WalletBalance>({
  currency: isNonEmptyString,
  balance: isFiniteNumber,
  promoCash: isFiniteNumber,
  withdrawableAmount: isFiniteNumber,
});

const isSessionState = isShape<SessionState>({
  loggedIn: isBoolean,
  accountId: isNullable(isNonEmptyString),
  username: isNullable(isString),
  currency: isNonEmptyString,
  expiresAt: isNullable(isFiniteNumber),
});

export const busMessageValidators: { [K in BusMessageName]: Check<BusMessages[K]> } = {
  'betslip/add-selection': isSelectionRequest,
  'betslip/remove-selection': isShape({ outcomeId: isFiniteNumber }),
  'betslip/toggle': isShape({ open: isOptional(isBoolean) }),
  'login/requested': isShape({ returnTo: isOptional(isString) }),
  'session/logout': isShape({ reason: isOneOf(LOGOUT_REASONS) }),
  'toast/show': isShape<Toast>({
    kind: isOneOf(TOAST_KINDS),
    message: isNonEmptyString,
    autoCloseMs: isOptional((v): v is number => isFiniteNumber(v) && v > 0),
    detail: isOptional(isString),
  }),
  'site/redirected': isShape({ to: isOneOf(SITE_REDIRECTS), locale: isOptional(isNonEmptyString) }),
};

export const busTopicValidators: { [K in BusTopicName]: Check<BusTopics[K]> } = {
  'betslip/selections': isShape({ outcomeIds: isArrayOf(isFiniteNumber) }),
  'betslip/summary': isShape({
    count: (v): v is number => isFiniteNumber(v) && v >= 0,
    totalStake: (v): v is number => isFiniteNumber(v) && v >= 0,
    currency: (v): v is string => isString(v) && /^[A-Z]{3,4}$/.test(v),
  }),
  'betslip/lock': isShape({ locked: isBoolean, reason: isOptional(isOneOf(BETSLIP_LOCK_REASONS)) }),
  theme: isShape({ mode: isOneOf(THEME_MODES) }),
  'wallet/balance': isNullable(isWalletBalance),
  session: isSessionState,
  locale: isShape({ locale: (v): v is string => isString(v) && /^[a-z]{2}(-[A-Z]{2})?$/.test(v) }),
  'odds-format': isShape({ format: isOneOf(ODDS_FORMATS) }),
  'site/api': isShape({ available: isBoolean }),
  brand: isBrandConfig,
};

/** Messages kept for old remotes; publishing one logs a deprecation warning. */
export const DEPRECATED_BUS_NAMES: ReadonlySet<string> = new Set<string>();
