/**
 * The event-bus contract: every message and state topic that crosses a remote boundary, as the
 * schema the bus checks each payload against. Adding a message is a reviewed change to this file
 * (see docs/remote-teams.md "Adding a bus message").
 */
import * as v from '@sportsbook/schema';
import { BET_BUILDER_LEGS } from './api-betting';
import { THEME_MODES } from './brand';
import { brandConfigSchema } from './brand-schema';
import { BETSLIP_LOCK_REASONS, LOGOUT_REASONS, SITE_REDIRECTS, TOAST_KINDS } from './bus-messages';
import { currencyCode, decimalOdds, finite, localeCode, nonEmpty } from './schema';
import { ODDS_FORMATS } from './session';
import { sessionStateSchema, walletBalanceSchema } from './session-schema';
import { operatorSettingsSchema } from './settings-schema';

/** What a page sends when a player presses an odds button. */
const selectionRequestSchema = v.object({
  outcomeId: finite,
  marketId: finite,
  eventId: finite,
  eventDescription: v.string(),
  marketDescription: v.string(),
  outcomeDescription: v.string(),
  decimal: decimalOdds,
  isLive: v.boolean(),
});
export type SelectionRequest = v.InferOutput<typeof selectionRequestSchema>;

/** What an event page sends when a player adds the bet builder they picked: its legs and their price together. */
const builderRequestSchema = v.object({
  eventId: finite,
  eventDescription: v.string(),
  legs: v.pipe(
    v.array(v.object({ outcomeId: finite, marketDescription: v.string(), outcomeDescription: v.string() })),
    v.minLength(BET_BUILDER_LEGS.min),
    v.maxLength(BET_BUILDER_LEGS.max),
  ),
  decimal: decimalOdds,
});
export type BuilderRequest = v.InferOutput<typeof builderRequestSchema>;

const toastSchema = v.object({
  kind: v.picklist(TOAST_KINDS),
  /** Already translated text; the sender owns its wording. */
  message: nonEmpty,
  /** Auto-close delay in ms (spec §4: 3000 or 5000; the betslip 500 toast 10000). */
  autoCloseMs: v.optional(v.pipe(finite, v.gtValue(0))),
  detail: v.optional(v.string()),
});
export type Toast = v.InferOutput<typeof toastSchema>;

/** Fire-and-forget commands and events. */
export const busMessageSchemas = {
  'betslip/add-selection': selectionRequestSchema,
  /** A bet builder to put on the slip; one per match, a second replaces the first. */
  'betslip/add-builder': builderRequestSchema,
  'betslip/remove-selection': v.object({ outcomeId: finite }),
  'betslip/toggle': v.object({ open: v.optional(v.boolean()) }),
  'login/requested': v.object({ returnTo: v.optional(v.string()) }),
  'session/logout': v.object({ reason: v.picklist(LOGOUT_REASONS) }),
  'toast/show': toastSchema,
  /**
   * An /api or /xapi call was redirected to the blocked or maintenance page (the http client sees
   * it in every app); the shell leaves the page for it. `locale` is the one the redirect named.
   */
  'site/redirected': v.object({ to: v.picklist(SITE_REDIRECTS), locale: v.optional(nonEmpty) }),
};

/** State topics: the bus replays the latest value to every late subscriber. */
export const busTopicSchemas = {
  'betslip/selections': v.object({ outcomeIds: v.array(finite) }),
  /**
   * What the slip holds, for a frame that shows it closed (the phone's slip bar): the number of
   * selections and what placing would cost, in the slip's currency. The betslip owns the figures.
   */
  'betslip/summary': v.object({
    count: v.pipe(finite, v.minValue(0)),
    totalStake: v.pipe(finite, v.minValue(0)),
    currency: currencyCode,
  }),
  /**
   * Spec §4 Betslip: the slip cannot be closed while a bet is being placed or awaits approval. The
   * betslip owns the rule; whoever frames the slip (the shell's mobile overlay) reads it before closing.
   */
  'betslip/lock': v.object({ locked: v.boolean(), reason: v.optional(v.picklist(BETSLIP_LOCK_REASONS)) }),
  /**
   * The player's chosen theme. The account area publishes it when a preference is saved; the shell
   * applies it at once (a `?theme=` query still wins for that page view).
   */
  theme: v.object({ mode: v.picklist(THEME_MODES) }),
  'wallet/balance': v.nullable(walletBalanceSchema),
  session: sessionStateSchema,
  locale: v.object({ locale: localeCode }),
  'odds-format': v.object({ format: v.picklist(ODDS_FORMATS) }),
  /**
   * Whether the operator API answers. The http client in every app reports it: a failed connection
   * or the proxy's 502/503/504 says no, the next answer of the API says yes. The shell tells the
   * player the site is temporarily unavailable meanwhile, and refreshes the page's data after.
   */
  'site/api': v.object({ available: v.boolean() }),
  /**
   * The brand this page serves, chosen per request by the shell's server and published by the shell
   * before any remote loads: login mode, storage keys, languages and odds formats come from it.
   */
  brand: brandConfigSchema,
  /**
   * The operator settings (spec §3), fetched once per page by the shell in the player's currency and
   * again when it changes; every remote reads them here instead of asking the API itself. null: the
   * API could not give them, and every app runs on the spec §9 defaults.
   */
  settings: v.nullable(operatorSettingsSchema),
};

export type BusMessages = { [K in keyof typeof busMessageSchemas]: v.InferOutput<(typeof busMessageSchemas)[K]> };
export type BusTopics = { [K in keyof typeof busTopicSchemas]: v.InferOutput<(typeof busTopicSchemas)[K]> };

export type BusMessageName = keyof BusMessages;
export type BusTopicName = keyof BusTopics;
