/** The postMessage protocol between a game and the page that frames it (virtual-games.ts), as schemas. */
import * as v from '@sportsbook/schema';
import { finite, nonEmpty } from './schema';
import { GAME_PROTOCOL } from './virtual-games';

const protocol = v.literal(GAME_PROTOCOL);

/** Game → page. */
const gameToPageMessageSchema = v.variant('type', [
  v.object({ protocol, type: v.literal('ready') }),
  /** The game moved money: the page refetches the wallet and publishes `wallet/balance`. */
  v.object({ protocol, type: v.literal('balance-changed') }),
  /** A logged-out player tried to play for real money. */
  v.object({ protocol, type: v.literal('login-required') }),
  v.object({ protocol, type: v.literal('resize'), height: v.pipe(finite, v.gtValue(0)) }),
]);
export type GameToPageMessage = v.InferOutput<typeof gameToPageMessageSchema>;

/** Page → game, sent after `ready`. */
const pageToGameMessageSchema = v.object({
  protocol,
  type: v.literal('init'),
  locale: nonEmpty,
  currency: nonEmpty,
  demo: v.boolean(),
});
export type PageToGameMessage = v.InferOutput<typeof pageToGameMessageSchema>;

/** Validates a message from a game; the page drops anything else. */
export const isGameToPageMessage = (value: unknown): value is GameToPageMessage => v.is(gameToPageMessageSchema, value);

export const isPageToGameMessage = (value: unknown): value is PageToGameMessage => v.is(pageToGameMessageSchema, value);
