import { getBus } from '@sportsbook/bus';
import type { EventsResponse, SportEvent } from '@sportsbook/contracts';
import { OPERATOR_SETTINGS } from '@sportsbook/contracts/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { favouritesStore } from '../favourites/favourites-store';
import { PrematchPage } from './prematch-page';
import { footballEvent, tennisEvent } from '../testing/fixtures';
import { renderAt, resetPrematch, answerApi } from '../testing/render-prematch';

const page = (events: SportEvent[], totalCount = events.length, pageNo = 1): EventsResponse => ({
  events,
  page: pageNo,
  eventsPerPage: 20,
  totalCount,
});

/** The latest coupon query (the catalogue's own query, without markets, is not one). */
const eventsCall = (fetchMock: jest.Mock): URL => {
  const calls = fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/xapi/rest/events' && url.searchParams.get('includeMarkets') !== 'false');
  return calls.at(-1) ?? new URL('http://localhost');
};

beforeEach(() => resetPrematch());

it('shows the calendar of upcoming events with the coupon columns of each sport', async () => {
  answerApi((url) =>
    url.pathname === '/xapi/rest/events' ? { body: page([footballEvent(1, 'Home FC', 'Away FC'), tennisEvent(2)]) } : undefined,
  );
  renderAt('/en/sports', <PrematchPage />);
  const list = await screen.findByRole('list', { name: 'Upcoming events' });
  const football = within(list).getByRole('list', { name: 'Football' });
  expect(within(football).getByRole('group', { name: 'Home FC vs Away FC: MRES' })).toBeInTheDocument();
  expect(within(football).getAllByRole('group')).toHaveLength(3);
  const tennis = within(list).getByRole('list', { name: 'Tennis' });
  expect(within(tennis).getAllByRole('group')).toHaveLength(2);
});

it('asks for 20 open-or-suspended prematch events and pages through them', async () => {
  const fetchMock = answerApi((url) =>
    url.pathname === '/xapi/rest/events'
      ? { body: page([footballEvent(1, 'A', 'B')], 45, Number(url.searchParams.get('page'))) }
      : undefined,
  );
  window.scrollTo = jest.fn();
  renderAt('/en/sports', <PrematchPage />);
  await screen.findByText('Page 1 of 3');
  expect(Object.fromEntries(eventsCall(fetchMock).searchParams)).toMatchObject({
    periodType: 'PRE_MATCH',
    marketStatus: 'OPEN,SUSPENDED',
    eventsPerPage: '20',
    page: '1',
  });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByText('Page 2 of 3');
  expect(eventsCall(fetchMock).searchParams.get('page')).toBe('2');
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
});

it('applies the period and status filters to the query and starts again from page 1', async () => {
  const fetchMock = answerApi((url) =>
    url.pathname === '/xapi/rest/events' ? { body: page([footballEvent(1, 'A', 'B')], 45) } : undefined,
  );
  renderAt('/en/sports?page=2', <PrematchPage />);
  await screen.findByRole('list', { name: 'Upcoming events' });
  fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: 'today' } });
  await waitFor(() => expect(eventsCall(fetchMock).searchParams.get('dateTo')).not.toBeNull());
  const query = eventsCall(fetchMock).searchParams;
  expect(Date.parse(query.get('dateTo') ?? '') - Date.parse(query.get('dateFrom') ?? '')).toBe(24 * 3_600_000);
  expect(query.get('page')).toBe('1');
  fireEvent.change(screen.getByRole('combobox', { name: 'Markets' }), { target: { value: 'OPEN' } });
  await waitFor(() => expect(eventsCall(fetchMock).searchParams.get('marketStatus')).toBe('OPEN'));
});

it('scopes a league page to the league path, sorted by event path', async () => {
  const fetchMock = answerApi((url) =>
    url.pathname === '/xapi/rest/events' ? { body: page([footballEvent(1, 'A', 'B')]) } : undefined,
  );
  renderAt('/en/sports/240-FOOT/1001-england/3001-premier-league', <PrematchPage />);
  expect(await screen.findByRole('heading', { name: 'Premier League' })).toBeInTheDocument();
  await waitFor(() => expect(eventsCall(fetchMock).searchParams.get('eventPathIds')).toBe('3001'));
  expect(eventsCall(fetchMock).searchParams.get('sortByEventpath')).toBe('true');
  expect(screen.getByRole('link', { name: 'England' })).toHaveAttribute('href', '/en/sports/240-FOOT/1001-england');
});

it('shows the spec error when events cannot be fetched, and an empty state when there are none', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  answerApi((url) => (url.pathname === '/xapi/rest/events' ? { status: 500, body: {} } : undefined));
  renderAt('/en/sports/240-FOOT', <PrematchPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('No events found for this event path.');
  answerApi((url) => (url.pathname === '/xapi/rest/events' ? { body: page([]) } : undefined));
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No events are open for betting right now.')).toBeInTheDocument();
  consoleError.mockRestore();
});

it('adds an outcome to the betslip over the bus', async () => {
  answerApi((url) =>
    url.pathname === '/xapi/rest/events' ? { body: page([footballEvent(1, 'Home FC', 'Away FC')]) } : undefined,
  );
  const added = jest.fn();
  getBus().on('betslip/add-selection', added);
  renderAt('/en/sports', <PrematchPage />);
  fireEvent.click(await screen.findByRole('button', { name: '3.40, Draw' }));
  expect(added).toHaveBeenCalledWith(
    expect.objectContaining({ outcomeDescription: 'Draw', decimal: 3.4, eventId: 1, isLive: false }),
  );
});

it('re-renders every price when the player changes the odds format', async () => {
  answerApi((url) =>
    url.pathname === '/xapi/rest/events' ? { body: page([footballEvent(1, 'Home FC', 'Away FC')]) } : undefined,
  );
  renderAt('/en/sports', <PrematchPage />);
  await screen.findByRole('button', { name: '2.00, Home FC' });
  act(() => void getBus().setState('odds-format', { format: 'us' }));
  expect(screen.getByRole('button', { name: '+100, Home FC' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '+240, Draw' })).toBeInTheDocument();
});

it('shows decimal prices where the brand has negative odds switched off', async () => {
  answerApi((url) =>
    url.pathname === '/xapi/rest/events' ? { body: page([footballEvent(1, 'Home FC', 'Away FC')]) } : undefined,
  );
  getBus().setState('settings', { ...OPERATOR_SETTINGS, negative_odds_enabled: false });
  getBus().setState('odds-format', { format: 'us' });
  renderAt('/en/sports', <PrematchPage />);
  expect(await screen.findByRole('button', { name: '2.00, Home FC' })).toBeInTheDocument();
});

it('applies the brand’s ladder and margins to the offered prices', async () => {
  answerApi(
    (url) => (url.pathname === '/xapi/rest/events' ? { body: page([footballEvent(1, 'Home FC', 'Away FC')]) } : undefined),
    (url) =>
      url.pathname === '/xapi/rest/oddsLadderAndMargins/1'
        ? { body: { margins: [{ brandMarginType: 'DEFAULT', margin: 10, leagueId: 3001 }], odds: 'DEFAULT=1.5,1.8,3' } }
        : undefined,
  );
  renderAt('/en/sports', <PrematchPage />);
  expect(await screen.findByRole('button', { name: '1.80, Home FC' })).toBeInTheDocument();
});

it('toggles an event into the persisted favourites', async () => {
  answerApi((url) =>
    url.pathname === '/xapi/rest/events' ? { body: page([footballEvent(7, 'Home FC', 'Away FC')]) } : undefined,
  );
  renderAt('/en/sports', <PrematchPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Add Home FC vs Away FC to favourites' }));
  expect(favouritesStore.getState().items).toEqual([{ id: 7 }]);
  fireEvent.click(screen.getByRole('button', { name: 'Remove Home FC vs Away FC from favourites' }));
  expect(favouritesStore.getState().items).toEqual([]);
});

it('asks the API for the favourite ids on /sports/10000', async () => {
  favouritesStore.getState().set([7, 9]);
  const fetchMock = answerApi((url) =>
    url.pathname === '/xapi/rest/events' ? { body: page([footballEvent(7, 'Home FC', 'Away FC')]) } : undefined,
  );
  renderAt('/en/sports/10000', <PrematchPage />);
  await screen.findByRole('list', { name: 'Favourites' });
  expect(eventsCall(fetchMock).searchParams.get('eventPathIds')).toBe('10000');
  expect(eventsCall(fetchMock).searchParams.get('ids')).toBe('7,9');
});

it('POSTs the favourites query with a hash once it is longer than 2000 characters', async () => {
  const ids = Array.from({ length: 300 }, (_, i) => 60_000_000 + i);
  favouritesStore.getState().set(ids);
  const fetchMock = answerApi((url) =>
    url.pathname === '/xapi/rest/events' ? { body: page([footballEvent(7, 'Home FC', 'Away FC')]) } : undefined,
  );
  renderAt('/en/sports/10000', <PrematchPage />);
  await screen.findByRole('list', { name: 'Favourites' });
  const [url, init] = fetchMock.mock.calls.find(([, i]) => (i as RequestInit).method === 'POST') as [string, RequestInit];
  expect(url).toMatch(/^\/xapi\/rest\/events\?hash=\w+$/);
  expect(JSON.parse(String(init.body))).toMatchObject({ eventPathIds: '10000', ids: ids.join(','), eventsPerPage: 20 });
});

it('says how to add favourites when there are none', async () => {
  answerApi();
  renderAt('/en/sports/10000', <PrematchPage />);
  expect(await screen.findByText('Tap the star of an event to keep it here.')).toBeInTheDocument();
});

it('renders the event page under the events mount', async () => {
  answerApi((url) => (url.pathname === '/xapi/rest/events/5' ? { body: footballEvent(5, 'Home FC', 'Away FC') } : undefined));
  renderAt('/en/events/5-home-fc-vs-away-fc', <PrematchPage />);
  expect(await screen.findByRole('heading', { name: 'Home FC vs Away FC', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Full time' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: '1st half' })).toBeInTheDocument();
});
