import type { SportEvent } from '@sportsbook/contracts';
import { snapshot } from './recorded-feed/recorded';

/** The recorded events as the API lists them: each with its marketCount. */
export const listedEvents: SportEvent[] = snapshot.events.map((event) => ({ ...event, marketCount: event.markets.length }));

/** The same events as a refresh asks for them (`includeMarkets=false`): no markets, the count kept. */
export const withoutMarkets = (events: readonly SportEvent[]): SportEvent[] => events.map((event) => ({ ...event, markets: [] }));
