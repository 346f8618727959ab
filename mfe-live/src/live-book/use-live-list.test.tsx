import type { SportEvent } from '@sportsbook/contracts';
import { getBus } from '@sportsbook/bus';
import { fakeApi } from '@sportsbook/http/testing';
import { serverData } from '@sportsbook/ui';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { snapshot } from '../testing/recorded-feed/recorded';
import { listedEvents, withoutMarkets } from '../testing/listed-events';
import { testBook, type TestBook } from '../testing/render-live';
import { RECONNECT_BASE_MS } from '../feed/backoff';
import type { LiveBook } from './live-book';
import { LiveBookContext } from './use-live-book';
import { useLiveList } from './use-live-list';

afterEach(() => jest.useRealTimers());

/** The whole list's hook over a test's own book. */
const renderList = (book: LiveBook) =>
  renderHook(() => useLiveList(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <LiveBookContext.Provider value={book}>{children}</LiveBookContext.Provider>
    ),
  });

/** The feed drops and comes back (under fake timers), which asks the lists shown to load again. */
function reconnectFeed(socket: TestBook['socket']): void {
  act(() => socket().drop());
  act(() => jest.advanceTimersByTime(RECONNECT_BASE_MS));
  socket();
}

it('says once in the console that the list could not be loaded, however often the page renders', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  fakeApi(() => ({ status: 500, body: { statusCode: 500, code: 'DOWN', message: 'down' } }));
  const { book } = testBook();
  const { result, rerender } = renderList(book);
  await waitFor(() => expect(result.current.status).toBe('error'));
  rerender();
  rerender();
  expect(warn.mock.calls.filter(([message]) => String(message).includes('live events could not be loaded'))).toHaveLength(1);
  warn.mockRestore();
});

it("asks for the events' markets on the list's first load only: a refresh is for kick-offs and ended events", async () => {
  const requests = fakeApi((url) =>
    url.pathname === '/xapi/rest/live/events'
      ? {
          body: {
            events: url.searchParams.get('includeMarkets') === 'false' ? withoutMarkets(listedEvents) : listedEvents,
          },
        }
      : undefined,
  );
  const { book } = testBook();
  const { result } = renderList(book);
  await waitFor(() => expect(result.current.status).toBe('ready'));
  const markets = book.store.getState().markets;
  await serverData().refetchQueries({ queryKey: ['live-events'] });
  expect(requests.mock.calls.map(([path]) => path)).toEqual([
    '/xapi/rest/live/events',
    '/xapi/rest/live/events?includeMarkets=false',
  ]);
  expect(book.store.getState().markets).toBe(markets);
});

it("asks for the markets when the whole list is first shown, although the book holds the home page box's events", async () => {
  const requests = fakeApi((url) =>
    url.pathname === '/xapi/rest/live/events' ? { body: { events: snapshot.events } } : undefined,
  );
  const { book } = testBook();
  book.store.actions.load(snapshot.events.slice(0, 2), false);
  const { result } = renderList(book);
  await waitFor(() => expect(result.current.status).toBe('ready'));
  await waitFor(() => expect(requests).toHaveBeenCalled());
  expect(requests.mock.calls.map(([path]) => path)).toEqual(['/xapi/rest/live/events']);
});

it("asks for the markets again in the language the player switches to, and back, and a resync never loads another language's list", async () => {
  jest.useFakeTimers();
  getBus().setState('locale', { locale: 'en' });
  const inLanguage = (language: string) =>
    listedEvents.map((event) => ({
      ...event,
      markets: event.markets.map((m) => ({ ...m, description: `${m.description} [${language}]` })),
    }));
  const requests = fakeApi((url, request) =>
    url.pathname === '/xapi/rest/live/events'
      ? {
          body: {
            events:
              url.searchParams.get('includeMarkets') === 'false'
                ? withoutMarkets(listedEvents)
                : inLanguage(request.headers['x-accept-language'] ?? ''),
          },
        }
      : undefined,
  );
  const { book, socket } = testBook();
  const marketNames = () => [...book.store.getState().markets.values()].map((market) => market.description);
  renderList(book);
  await waitFor(() => expect(marketNames()[0]).toMatch(/\[en\]$/));
  act(() => getBus().setState('locale', { locale: 'de' }));
  await waitFor(() => expect(marketNames().every((name) => name.endsWith('[de]'))).toBe(true));
  reconnectFeed(socket);
  await waitFor(() => expect(requests).toHaveBeenCalledTimes(3));
  expect(marketNames().every((name) => name.endsWith('[de]'))).toBe(true);
  act(() => getBus().setState('locale', { locale: 'en' }));
  await waitFor(() => expect(marketNames().every((name) => name.endsWith('[en]'))).toBe(true));
  expect(requests.mock.calls.map(([path]) => path)).toEqual([
    '/xapi/rest/live/events',
    '/xapi/rest/live/events',
    '/xapi/rest/live/events?includeMarkets=false',
    '/xapi/rest/live/events',
  ]);
});

it('asks for the markets of the events that kicked off since, which a refresh lists without them', async () => {
  const kickOff = listedEvents.at(-1) as SportEvent;
  let shown = listedEvents.slice(0, -1);
  const requests = fakeApi((url) => {
    if (url.pathname === '/xapi/rest/events')
      return {
        body: { events: listedEvents.filter((event) => url.searchParams.get('ids')?.split(',').includes(String(event.id))) },
      };
    if (url.pathname !== '/xapi/rest/live/events') return undefined;
    const headersOnly = url.searchParams.get('includeMarkets') === 'false';
    return { body: { events: headersOnly ? withoutMarkets(shown) : shown } };
  });
  const { book } = testBook();
  const { result } = renderList(book);
  await waitFor(() => expect(result.current.status).toBe('ready'));
  shown = listedEvents;
  await act(() => serverData().refetchQueries({ queryKey: ['live-events'], type: 'active' }));
  const state = book.store.getState();
  expect(state.order).toContain(kickOff.id);
  expect(state.events.get(kickOff.id)?.marketIds).toEqual(kickOff.markets.map((market) => market.id));
  expect(requests.mock.calls.map(([path]) => path).slice(1)).toEqual([
    '/xapi/rest/live/events?includeMarkets=false',
    `/xapi/rest/events?ids=${kickOff.id}&eventsPerPage=1&includeMarkets=true`,
  ]);
});
