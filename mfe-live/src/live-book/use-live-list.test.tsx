import { fakeApi } from '@sportsbook/http/testing';
import { serverData } from '@sportsbook/ui';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { snapshot } from '../feed/fixtures/recorded';
import { testBook } from '../testing/render-live';
import { LiveBookContext } from './use-live-book';
import { useLiveList } from './use-live-list';

it('says once in the console that the list could not be loaded, however often the page renders', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  fakeApi(() => ({ status: 500, body: { statusCode: 500, code: 'DOWN', message: 'down' } }));
  const { book } = testBook();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LiveBookContext.Provider value={book}>{children}</LiveBookContext.Provider>
  );
  const { result, rerender } = renderHook(() => useLiveList(), { wrapper });
  await waitFor(() => expect(result.current.status).toBe('error'));
  rerender();
  rerender();
  expect(warn.mock.calls.filter(([message]) => String(message).includes('live events could not be loaded'))).toHaveLength(1);
  warn.mockRestore();
});

it("asks for the events' markets only when the book is empty: a refresh is for kick-offs and ended events", async () => {
  const listed = snapshot.events.map((event) => ({ ...event, marketCount: event.markets.length }));
  const requests = fakeApi((url) =>
    url.pathname === '/xapi/rest/live/events'
      ? {
          body: {
            events: url.searchParams.get('includeMarkets') === 'false' ? listed.map((e) => ({ ...e, markets: [] })) : listed,
          },
        }
      : undefined,
  );
  const { book } = testBook();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LiveBookContext.Provider value={book}>{children}</LiveBookContext.Provider>
  );
  const { result } = renderHook(() => useLiveList(), { wrapper });
  await waitFor(() => expect(result.current.status).toBe('ready'));
  const markets = book.store.getState().markets;
  await serverData().refetchQueries({ queryKey: ['live-events'] });
  expect(requests.mock.calls.map(([path]) => path)).toEqual([
    '/xapi/rest/live/events',
    '/xapi/rest/live/events?includeMarkets=false',
  ]);
  expect(book.store.getState().markets).toBe(markets);
});
