import { getBus } from '@sportsbook/bus';
import { LOGGED_OUT } from '@sportsbook/contracts';
import { serverData } from '@sportsbook/ui';
import { act, renderHook, waitFor } from '@testing-library/react';
import { footballEvent } from '../testing/fixtures';
import { answerApi, resetPrematch } from '../testing/render-prematch';
import { prefetchEvent, useEvent } from '../api-calls/event';
import { prefetchEventAt } from './event-data';

beforeEach(() => {
  resetPrematch();
  serverData().clear();
  getBus().setState('session', LOGGED_OUT);
  getBus().setState('locale', { locale: 'en' });
});

const eventCalls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/xapi/rest/events/5'));

it('an event asked for while its page loaded is the page’s answer, not asked for again', async () => {
  const fetchMock = answerApi((url) =>
    url.pathname === '/xapi/rest/events/5' ? { body: footballEvent(5, 'Home FC', 'Away FC') } : undefined,
  );
  prefetchEvent(5);
  await waitFor(() => expect(serverData().getQueryState(['event', 5, 0, 'en'])?.status).toBe('success'));
  const { result } = renderHook(() => useEvent(5, 0));
  expect(result.current).toMatchObject({ status: 'ready', data: { id: 5, description: 'Home FC vs Away FC' } });
  await act(async () => {});
  expect(serverData().getQueryState(['event', 5, 0, 'en'])?.fetchStatus).toBe('idle');
  expect(eventCalls(fetchMock)).toHaveLength(1);
});

it("a retry asks again, whatever the page's first answer was", async () => {
  const fetchMock = answerApi((url) =>
    url.pathname === '/xapi/rest/events/5' ? { body: footballEvent(5, 'Home FC', 'Away FC') } : undefined,
  );
  prefetchEvent(5);
  const { result } = renderHook(() => useEvent(5, 1));
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(eventCalls(fetchMock)).toHaveLength(2);
});

it("a page opened at an event's address asks for the event and its prices' settings as the module loads", async () => {
  const fetchMock = answerApi((url) =>
    url.pathname === '/xapi/rest/events/5' ? { body: footballEvent(5, 'Home FC', 'Away FC') } : undefined,
  );
  prefetchEventAt('/en/sports/240-FOOT');
  prefetchEventAt('/en/events/5-home-fc-vs-away-fc');
  await waitFor(() => expect(eventCalls(fetchMock)).toHaveLength(1));
  const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);
  expect(asked.filter((path) => path.startsWith('/xapi/rest/oddsLadderAndMargins/'))).not.toHaveLength(0);
  expect(asked.filter((path) => path.startsWith('/xapi/rest/events'))).toEqual(['/xapi/rest/events/5']);
});
