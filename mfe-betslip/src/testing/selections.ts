import type { BuilderRequest, SelectionRequest } from '@sportsbook/contracts';

/** A selection as a page would send it; market and event default to one per outcome. */
export const selection = (outcomeId: number, overrides: Partial<SelectionRequest> = {}): SelectionRequest => ({
  outcomeId,
  marketId: outcomeId * 10,
  eventId: outcomeId,
  eventDescription: `Event ${outcomeId}`,
  marketDescription: 'Match Result',
  outcomeDescription: `Outcome ${outcomeId}`,
  decimal: 2,
  isLive: false,
  ...overrides,
});

/** A Storage in memory, for persistence tests. */
export function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

/** A bet builder as an event page would send it: two legs of one match. */
export const builder = (eventId: number, decimal = 3.4): BuilderRequest => ({
  eventId,
  eventDescription: `Event ${eventId}`,
  legs: [
    { outcomeId: eventId * 10 + 1, marketDescription: 'Match Result', outcomeDescription: 'Home' },
    { outcomeId: eventId * 10 + 2, marketDescription: 'Both Teams To Score', outcomeDescription: 'Yes' },
  ],
  decimal,
});
