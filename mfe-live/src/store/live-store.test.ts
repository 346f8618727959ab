import type { FeedMessage, SportEvent } from '@sportsbook/contracts';
import { listedEvents, withoutMarkets } from '../testing/listed-events';
import { snapshot } from '../testing/recorded-feed/recorded';
import { createLiveStore } from './live-store';

const [first, second] = snapshot.events.filter((event) => event.markets.some((market) => market.outcomes.length >= 2)) as [
  SportEvent,
  SportEvent,
];

function loadedStore() {
  const store = createLiveStore(() => 1_000);
  store.actions.apply([snapshot]);
  const heard = { first: 0, second: 0, store: 0 };
  store.subscribeToEvent(first.id, () => (heard.first += 1));
  store.subscribeToEvent(second.id, () => (heard.second += 1));
  store.subscribe(() => (heard.store += 1));
  return { store, heard };
}

const firstOutcome = (event: SportEvent) => {
  const market = event.markets.find((m) => m.outcomes.length >= 2);
  const outcome = market?.outcomes[0];
  if (!market || !outcome) throw new Error('an event with a priced market is needed');
  return { market, outcome };
};

const priceChange = (event: SportEvent, decimal: number): FeedMessage => {
  const { market, outcome } = firstOutcome(event);
  return { t: 'o', e: event.id, m: market.id, o: outcome.id, cp: { cu: { d: decimal } } };
};

it("tells an event's listeners of its price changes and leaves other events' listeners alone", () => {
  const { store, heard } = loadedStore();
  store.actions.apply([priceChange(first, 7.5), priceChange(first, 8.5)]);
  expect(heard).toEqual({ first: 1, second: 0, store: 1 });
  expect(store.getState().outcomes.get(firstOutcome(first).outcome.id)?.consolidatedPrice.currentPrice.decimal).toBe(8.5);
});

it("tells an event's listeners when one of its markets is suspended or the event leaves the book", () => {
  const { store, heard } = loadedStore();
  store.actions.apply([{ t: 'm', e: second.id, m: firstOutcome(second).market.id, mt: 1, pt: 1, s: 'SUSPENDED' }]);
  expect(heard).toEqual({ first: 0, second: 1, store: 1 });
  store.actions.apply([{ t: 'rm', e: first.id }]);
  expect(heard).toEqual({ first: 1, second: 1, store: 2 });
});

it('tells no one of a batch that changed nothing', () => {
  const { store, heard } = loadedStore();
  const before = store.getState();
  store.actions.apply([{ t: 'o', e: first.id, m: 1, o: -1, cp: { cu: { d: 2 } } }]);
  store.actions.removeFinished(0);
  expect(heard).toEqual({ first: 0, second: 0, store: 0 });
  expect(store.getState()).toBe(before);
});

it('stops calling a listener once it unsubscribes', () => {
  const store = createLiveStore(() => 1_000);
  store.actions.apply([snapshot]);
  const listener = jest.fn();
  const unsubscribe = store.subscribeToEvent(first.id, listener);
  unsubscribe();
  store.actions.apply([priceChange(first, 9.5)]);
  expect(listener).not.toHaveBeenCalled();
});

it("a refresh of the list that repeats what the book holds tells no row, and one that moved an event tells that event's row only", () => {
  // As the API lists them: each event with its marketCount, then (the refresh) without its markets.
  const headers = withoutMarkets(listedEvents);
  const store = createLiveStore(() => 1_000);
  store.actions.load(listedEvents, true);
  const heard = { first: 0, second: 0, store: 0 };
  store.subscribeToEvent(first.id, () => (heard.first += 1));
  store.subscribeToEvent(second.id, () => (heard.second += 1));
  store.subscribe(() => (heard.store += 1));
  const before = store.getState();
  store.actions.load(headers, true);
  expect(heard).toEqual({ first: 0, second: 0, store: 0 });
  expect(store.getState()).toBe(before);
  store.actions.load(
    headers.map((event) => (event.id === second.id ? { ...event, description: `${event.description} (moved)` } : event)),
    true,
  );
  expect(heard).toEqual({ first: 0, second: 1, store: 1 });
  expect(store.getState().events.get(second.id)?.description).toMatch(/\(moved\)$/);
  expect(store.getState().markets).toBe(before.markets);
});

it('a snapshot that repeats an event with its markets replaces nothing', () => {
  const { store, heard } = loadedStore();
  const before = store.getState();
  store.actions.apply([snapshot]);
  expect(heard).toEqual({ first: 0, second: 0, store: 0 });
  expect(store.getState()).toBe(before);
});
