/**
 * The §8 bet result codes the API uses and the bet-type ids of spec §9. The answers of the betting
 * calls are in betting-schema.ts.
 */
/**
 * Every bet result code of spec §8, in the spec's order, then the book's own for the limits players
 * set themselves (RES-9xxxx stays clear of the operator's numbers): the one list every app
 * maps to messages.
 */
export const RESULT_CODES = [
  'RES-00152',
  'RES-00048',
  'RES-00109',
  'RES-00108',
  'RES-00056',
  'RES-00034',
  'RES-00103',
  'RES-00140',
  'RES-00057',
  'RES-00153',
  'RES-00195',
  'RES-00047',
  'RES-00046',
  'RES-00100',
  'RES-00098',
  'RES-00199',
  'RES-00196',
  'RES-00218',
  'RES-00233',
  'RES-00241',
  'RES-00049',
  'RES-00246',
  'RES-00247',
  'RES-00249',
  'RES-90001',
  'RES-90002',
] as const;
export type ResultCode = (typeof RESULT_CODES)[number];

export const isResultCode = (code: string | undefined): code is ResultCode =>
  (RESULT_CODES as readonly string[]).includes(code ?? '');

export const BET_RESULT_CODES = {
  priceChanged: 'RES-00152',
  eventSuspended: 'RES-00048',
  selectionNotAvailable: 'RES-00109',
  selectionSuspended: 'RES-00108',
  stakeAboveBalance: 'RES-00056',
  stakeAboveMax: 'RES-00034',
  wagersDisallowed: 'RES-00103',
  stakeBelowMin: 'RES-00140',
  eventPassed: 'RES-00047',
  noPriceAvailable: 'RES-00098',
  combinationNotAllowed: 'RES-00218',
  combinationLimit: 'RES-00233',
  freeBetFailed: 'RES-00241',
  anotherBetInProgress: 'RES-00246',
  tooManyBets: 'RES-00247',
  feedAlertActive: 'RES-00249',
  /** The stake would pass the player's own stake (wager) limit. */
  wagerLimit: 'RES-90001',
  /** The stake, if lost, would pass the player's own loss limit. */
  lossLimit: 'RES-90002',
} as const satisfies Record<string, ResultCode>;
export type BetResultCode = (typeof BET_RESULT_CODES)[keyof typeof BET_RESULT_CODES];

/** Spec §9: the Double; an N-fold is 200000 + N. */
export const DOUBLE_BET_TYPE_ID = 200002;

/**
 * A bet builder: several outcomes of one football match as one bet at one price. It is
 * booked as a single of this bet type whose legs all have to win.
 */
export const BET_BUILDER_BET_TYPE_ID = 400001;
export const BET_BUILDER_LEGS = { min: 2, max: 8 } as const;

/**
 * The full-time markets a bet builder takes (by market type code), and which part of the match each
 * is about: the API prices goal and player legs together, corners and cards apart.
 */
export const BET_BUILDER_MARKETS: Readonly<Record<string, 'goals' | 'player' | 'corners' | 'cards'>> = {
  MRES: 'goals',
  DBLC: 'goals',
  OU: 'goals',
  ALTG: 'goals',
  BTTS: 'goals',
  TTGH: 'goals',
  TTGA: 'goals',
  WNLH: 'goals',
  WNLA: 'goals',
  CLSH: 'goals',
  CLSA: 'goals',
  AGS: 'player',
  CRNR: 'corners',
  CRDS: 'cards',
};
