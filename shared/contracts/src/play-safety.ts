/**
 * Responsible-gambling tools: the limits a player sets and the breaks they take, as the
 * API and the account pages exchange them. The rules themselves are in @sportsbook/stakes (play-limits).
 */
import * as v from '@sportsbook/schema';

export const PLAY_LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER'] as const;
export type PlayLimitKind = (typeof PLAY_LIMIT_KINDS)[number];

export const PLAY_LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type PlayLimitPeriod = (typeof PLAY_LIMIT_PERIODS)[number];

export const PLAY_BREAK_KINDS = ['TIME_OUT', 'SELF_EXCLUSION'] as const;
export type PlayBreakKind = (typeof PLAY_BREAK_KINDS)[number];

/** ISO 8601 lengths a player may choose: a time-out of 24 hours to 6 weeks, self-exclusion of 6 months to 5 years. */
export const PLAY_BREAK_LENGTHS = {
  TIME_OUT: ['P1D', 'P7D', 'P14D', 'P28D', 'P42D'],
  SELF_EXCLUSION: ['P6M', 'P1Y', 'P2Y', 'P5Y'],
} as const satisfies Record<PlayBreakKind, readonly string[]>;
export type PlayBreakLength = (typeof PLAY_BREAK_LENGTHS)[PlayBreakKind][number];

/** Error codes of the API's refusals under these tools (a bet's refusals are result codes, api-betting.ts). */
export const PLAY_SAFETY_ERROR_CODES = {
  depositLimit: 'DEPOSIT_LIMIT_REACHED',
  onBreak: 'PLAY_BREAK',
} as const;

const money = v.pipe(v.number(), v.minValue(0));

export const playLimitViewSchema = v.object({
  kind: v.picklist(PLAY_LIMIT_KINDS),
  period: v.picklist(PLAY_LIMIT_PERIODS),
  /** The limit in force; null when none. */
  amount: v.nullable(money),
  /** Deposits, stakes or net loss in the period's rolling window (a net loss may be negative). */
  used: v.number(),
  /** What is left; null without a limit. */
  remaining: v.nullable(money),
  /** A raise or removal waiting for its 24-hour cooling-off, and when it applies. */
  pending: v.nullable(v.object({ amount: v.nullable(money), from: v.pipe(v.string(), v.isoTimestamp()) })),
});
export type PlayLimitView = v.InferOutput<typeof playLimitViewSchema>;

export const playBreakViewSchema = v.object({
  kind: v.picklist(PLAY_BREAK_KINDS),
  until: v.pipe(v.string(), v.isoTimestamp()),
});
export type PlayBreakView = v.InferOutput<typeof playBreakViewSchema>;

/** GET /api/accounts/me/play-limits: every kind × period, with what the player has used. */
export const playLimitsResponseSchema = v.object({
  currency: v.string(),
  limits: v.array(playLimitViewSchema),
});
export type PlayLimitsResponse = v.InferOutput<typeof playLimitsResponseSchema>;

/**
 * PUT /api/accounts/me/play-limits/{kind}/{period}: a new amount; DELETE there removes the limit
 * (after the cooling-off). Not a nullable amount: a JSON 0 must be refused, never read as "no limit".
 */
export const playLimitChangeSchema = v.object({
  amount: v.pipe(v.number(), v.gtValue(0), v.maxValue(1e12)),
});
export type PlayLimitChange = v.InferOutput<typeof playLimitChangeSchema>;

export const playLimitParamsSchema = v.object({
  kind: v.picklist(PLAY_LIMIT_KINDS),
  period: v.picklist(PLAY_LIMIT_PERIODS),
});

/** POST /api/accounts/me/play-break: a time-out or self-exclusion, which ends every session at once. */
export const playBreakRequestSchema = v.object({
  kind: v.picklist(PLAY_BREAK_KINDS),
  length: v.picklist([...PLAY_BREAK_LENGTHS.TIME_OUT, ...PLAY_BREAK_LENGTHS.SELF_EXCLUSION]),
});
export type PlayBreakRequest = v.InferOutput<typeof playBreakRequestSchema>;

/** Minutes between reality checks a player may choose; 0: none. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 45, 60, 120] as const;
/** Longest session a player may choose, in minutes; 0: no limit. The API ends a session at it. */
export const SESSION_LIMIT_MINUTES = [0, 30, 60, 120, 240, 480] as const;

/** PUT /api/accounts/me/play-time. Zero, not null, turns one off: a JSON 0 never reads as "none" by accident. */
export const playTimeSettingsSchema = v.object({
  realityCheckMinutes: v.picklist(REALITY_CHECK_MINUTES),
  sessionLimitMinutes: v.picklist(SESSION_LIMIT_MINUTES),
});
export type PlayTimeSettings = v.InferOutput<typeof playTimeSettingsSchema>;

/** GET /api/accounts/me/play-time: the settings and this session so far, for the reality check. */
export const playTimeViewSchema = v.object({
  ...playTimeSettingsSchema.entries,
  currency: v.string(),
  sessionStartedAt: v.pipe(v.string(), v.isoTimestamp()),
  /** When the session limit ends this session; null without one. */
  sessionEndsAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  /** A longer session limit (0: none) waiting out the cooling-off the money limits wait, and from when. */
  sessionLimitPending: v.nullable(
    v.object({ minutes: v.picklist(SESSION_LIMIT_MINUTES), from: v.pipe(v.string(), v.isoTimestamp()) }),
  ),
  /** Real money staked and paid back by bets since the session began. */
  staked: v.number(),
  returned: v.number(),
});
export type PlayTimeView = v.InferOutput<typeof playTimeViewSchema>;

/** A place to get help with gambling; `country` null for one that helps anywhere, online. */
export const helpLineSchema = v.object({
  country: v.nullable(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))),
  name: v.string(),
  url: v.pipe(v.string(), v.regex(/^https:\/\//)),
});
export type HelpLine = v.InferOutput<typeof helpLineSchema>;

/** GET /api/safer-gambling/help (public): help in each country the brand serves, then help anywhere. */
export const saferGamblingHelpSchema = v.object({ lines: v.array(helpLineSchema) });
export type SaferGamblingHelp = v.InferOutput<typeof saferGamblingHelpSchema>;

/** How far back the activity summary looks. */
export const ACTIVITY_SUMMARY_DAYS = 30;

/** GET /api/accounts/me/activity: the player's real-money activity over the last ACTIVITY_SUMMARY_DAYS. */
export const activitySummarySchema = v.object({
  currency: v.string(),
  /** The player's country, so the help in it can come first. */
  countryCode: v.string(),
  since: v.pipe(v.string(), v.isoTimestamp()),
  deposits: v.number(),
  withdrawals: v.number(),
  bets: v.number(),
  staked: v.number(),
  returned: v.number(),
  /** What bets paid back less what they took: negative is a loss. */
  net: v.number(),
});
export type ActivitySummary = v.InferOutput<typeof activitySummarySchema>;
