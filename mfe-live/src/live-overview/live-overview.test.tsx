import { getBus } from '@sportsbook/bus';
import type { SportEvent } from '@sportsbook/contracts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import { MemoryRouter } from '@sportsbook/routing';
import { RECONNECT_BASE_MS } from '../feed/backoff';
import { snapshot } from '../testing/recorded-feed/recorded';
import { LiveBookContext } from '../live-book/use-live-book';
import { teamNames } from '../scoreboard/scoreboard';
import { LivePage } from '../live-page/live-page';
import { fakeApi } from '@sportsbook/http/testing';
import { liveEventsAnswer, renderLive, resetBus, setViewport, testBook } from '../testing/render-live';
import { LiveEventRow } from './live-event-row';

const events = snapshot.events;
const football = events.find((e) => e.sportCode === 'FOOT') as SportEvent;

/** A live row's link is named by what it shows: the home team first, then the score and the away team. */
const eventLinkName = (event: SportEvent) =>
  new RegExp(`^${teamNames(event.description)[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `);
const eventLink = (event: SportEvent, scope: Pick<typeof screen, 'getByRole'> = screen) =>
  scope.getByRole('link', { name: eventLinkName(event) });

beforeEach(() => {
  resetBus();
  setViewport(1280);
});

async function openOverview(path = '/en/live/sport/', list: SportEvent[] = events) {
  fakeApi(liveEventsAnswer(list));
  const test = testBook();
  renderLive(path, test.book, <LivePage />);
  await screen.findByRole('list', { name: 'Live events' });
  return test;
}

it('groups live events by sport, competition and league, with the bots in their own group', async () => {
  await openOverview();
  const groups = within(screen.getByRole('list', { name: 'Live events' })).getAllByRole('heading', { level: 2 });
  expect(groups.map((h) => h.textContent)).toEqual(expect.arrayContaining(['Football', 'E-sports bots', 'Tennis', 'Cricket']));
  expect(screen.getByRole('region', { name: 'England · Premier League' })).toBeInTheDocument();
  const bots = events.filter((e) => e.slug.endsWith('---bots'));
  const botsGroup = screen.getByRole('heading', { name: 'E-sports bots' }).closest('li') as HTMLElement;
  for (const bot of bots) expect(eventLink(bot, within(botsGroup))).toBeInTheDocument();
});

it('shows each event with its clock, score, open market count and main market odds', async () => {
  await openOverview();
  const row = eventLink(football).closest('li') as HTMLElement;
  expect(within(row).getByTestId('live-clock')).toHaveTextContent(football.currentPeriodAbbreviation ?? '');
  expect(row).toHaveTextContent(String(football.scores?.A));
  expect(within(row).getByText(`${football.liveOpenMarketCount} open markets`)).toBeInTheDocument();
  const main = football.markets[0];
  expect(within(row).getByRole('group', { name: `${football.description}: ${main?.description}` })).toBeInTheDocument();
});

it("styles a row's clock, teams, extras and odds through the row, so the row is one styled element", async () => {
  await openOverview();
  const row = eventLink(football).closest('li') as HTMLElement;
  const clock = within(row).getByTestId('live-clock');
  // Each element with a css prop of its own costs emotion two components more, in every row.
  for (const part of [clock, eventLink(football, within(row)), clock.parentElement?.lastElementChild as HTMLElement])
    expect(part.className).not.toMatch(/css-/);
  expect(getComputedStyle(clock).fontWeight).toBe('700');
  expect(getComputedStyle(eventLink(football, within(row))).display).toBe('grid');
  expect(row.className).toMatch(/css-/);
});

it('subscribes to the events on screen, and moves clocks and prices from the feed once per frame', async () => {
  const { socket, flushFrames } = await openOverview();
  const feed = socket();
  expect(feed.sent).toEqual([{ op: 'subscribe', topics: expect.arrayContaining(events.map((e) => `event:${e.id}`)) }]);
  const market = football.markets[0];
  const outcome = market?.outcomes.find((o) => !o.hidden);
  if (!market || !outcome) throw new Error('no outcome');
  act(() =>
    feed.receive([
      { t: 'ev', e: football.id, clock: { status: 'RUNNING', minutes: 88 }, currentPeriodAbbreviation: 'H2' },
      { t: 'o', e: football.id, m: market.id, o: outcome.id, cp: { cu: { d: 9.99 } } },
    ]),
  );
  const row = eventLink(football).closest('li') as HTMLElement;
  expect(within(row).getByTestId('live-clock')).not.toHaveTextContent("88'");
  flushFrames();
  expect(within(row).getByTestId('live-clock')).toHaveTextContent("H2 88'");
  expect(within(row).getByRole('button', { name: `${outcome.description} 9.99` })).toBeInTheDocument();
});

it('flashes a price up or down as the feed moves it', async () => {
  const { socket, flushFrames } = await openOverview();
  const market = football.markets[0];
  const outcome = market?.outcomes.find((o) => !o.hidden);
  if (!market || !outcome) throw new Error('no outcome');
  const price = outcome.consolidatedPrice.currentPrice.decimal;
  const move = (d: number) => {
    act(() => socket().receive([{ t: 'o', e: football.id, m: market.id, o: outcome.id, cp: { cu: { d } } }]));
    flushFrames();
    return screen.getByRole('button', { name: `${outcome.description} ${d.toFixed(2)}` });
  };
  expect(move(price + 1)).toHaveAttribute('data-price-change', 'up');
  expect(move(price + 0.5)).toHaveAttribute('data-price-change', 'down');
});

it('publishes the live selection to the betslip and locks a suspended market', async () => {
  const { socket, flushFrames } = await openOverview();
  const published = jest.fn();
  getBus().on('betslip/add-selection', published);
  const market = football.markets[0];
  const outcome = market?.outcomes.find((o) => !o.hidden);
  if (!market || !outcome) throw new Error('no market');
  fireEvent.click(
    screen.getByRole('button', { name: `${outcome.description} ${outcome.consolidatedPrice.currentPrice.decimal.toFixed(2)}` }),
  );
  expect(published).toHaveBeenCalledWith(
    expect.objectContaining({ outcomeId: outcome.id, marketId: market.id, eventId: football.id, isLive: true }),
  );
  act(() =>
    socket().receive([{ t: 'm', e: football.id, m: market.id, mt: market.marketTypeId, pt: market.period.id, s: 'SUSPENDED' }]),
  );
  flushFrames();
  expect(screen.getByRole('button', { name: new RegExp(`^${outcome.description} .* Suspended$`) })).toBeDisabled();
});

it('re-renders only the row whose data changed', async () => {
  fakeApi(liveEventsAnswer(events));
  const { book, socket, flushFrames } = testBook();
  book.store.actions.load(events, true);
  const [a, b] = events;
  if (!a || !b) throw new Error('two events needed');
  const renders = { a: 0, b: 0 };
  render(
    <LiveBookContext.Provider value={book}>
      <MemoryRouter>
        <ul>
          <Profiler id="a" onRender={() => renders.a++}>
            <LiveEventRow eventId={a.id} marketColumn={null} />
          </Profiler>
          <Profiler id="b" onRender={() => renders.b++}>
            <LiveEventRow eventId={b.id} marketColumn={null} />
          </Profiler>
        </ul>
      </MemoryRouter>
    </LiveBookContext.Provider>,
  );
  const before = { ...renders };
  act(() => socket().receive([{ t: 'ev', e: a.id, clock: { status: 'RUNNING', minutes: 77 } }]));
  flushFrames();
  expect(renders.a).toBeGreaterThan(before.a);
  expect(renders.b).toBe(before.b);
});

it('opens a sport from its tab', async () => {
  await openOverview();
  const tabs = screen.getByRole('navigation', { name: 'Live sports' });
  fireEvent.click(within(tabs).getByRole('link', { name: /^Tennis/ }));
  const list = await screen.findByRole('list', { name: 'Live events' });
  expect(
    within(list)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent),
  ).toEqual(['Tennis']);
  const current = within(screen.getByRole('navigation', { name: 'Live sports' })).getByRole('link', { name: /^Tennis/ });
  expect(current).toHaveAttribute('aria-current', 'page');
});

it('filters by competition and league on desktop, and goes back to all when nothing is chosen', async () => {
  await openOverview();
  const filters = screen.getByRole('group', { name: 'Filters' });
  const footballEngland = within(filters).getByRole('group', { name: 'Football · England' });
  const england = within(footballEngland).getByRole('checkbox', { name: 'England' });
  fireEvent.click(england);
  expect(england.closest('label')).toHaveAttribute('data-icon-state', 'selected');
  const list = screen.getByRole('list', { name: 'Live events' });
  expect(
    within(list)
      .getAllByRole('region')
      .every((r) => r.getAttribute('aria-label')?.startsWith('England')),
  ).toBe(true);
  fireEvent.click(england);
  expect(within(filters).getByRole('checkbox', { name: 'All competitions' })).toBeChecked();
  expect(within(list).getAllByRole('link')).toHaveLength(events.length);
});

it('filters by competition and league on mobile', async () => {
  setViewport(390);
  await openOverview();
  fireEvent.change(screen.getByRole('combobox', { name: 'Competition' }), {
    target: { value: String(football.eventPaths[1]?.id) },
  });
  const list = screen.getByRole('list', { name: 'Live events' });
  expect(
    within(list)
      .getAllByRole('link')
      .map((l) => l.textContent?.split(' ')[0]),
  ).toEqual(events.filter((e) => e.eventPaths[1]?.id === football.eventPaths[1]?.id).map((e) => e.description.split(' ')[0]));
  const league = within(screen.getByRole('group', { name: 'Leagues' })).getAllByRole('button')[0] as HTMLElement;
  fireEvent.click(league);
  expect(league).toHaveAttribute('aria-pressed', 'true');
});

it('shows 50 events a page, then more on request, saying the list is busy while it fills in', async () => {
  const many = Array.from({ length: 60 }, (_, i) => ({
    ...football,
    id: football.id + 1000 + i,
    description: `Team ${i} vs Other ${i}`,
    markets: [],
  }));
  await openOverview('/en/live/sport/', many);
  const rows = () => within(screen.getByRole('list', { name: 'Live events' })).getAllByRole('link');
  // The page renders its rows a screenful at a time (useRowsInSlices), then all fifty.
  const list = screen.getByRole('list', { name: 'Live events' });
  expect(list).toHaveAttribute('aria-busy', 'true');
  await waitFor(() => expect(rows()).toHaveLength(50));
  expect(list).toHaveAttribute('aria-busy', 'false');
  fireEvent.click(screen.getByRole('button', { name: 'Show 10 more events' }));
  await waitFor(() => expect(rows()).toHaveLength(60));
});

it('says so when the live events cannot be loaded, and retries', async () => {
  fakeApi();
  const { book } = testBook();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderLive('/en/live/sport/', book, <LivePage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Live events could not be loaded.');
  fakeApi(liveEventsAnswer(events));
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('list', { name: 'Live events' })).toBeInTheDocument();
});

it('says so while the feed reconnects, then resyncs the list from the API', async () => {
  jest.useFakeTimers();
  try {
    const { socket } = await openOverview();
    const refreshed = fakeApi(liveEventsAnswer(events.filter((e) => e.id !== football.id)));
    act(() => socket().drop());
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting to live prices…');
    act(() => jest.advanceTimersByTime(RECONNECT_BASE_MS));
    socket();
    await waitFor(() => expect(screen.queryByText('Reconnecting to live prices…')).not.toBeInTheDocument());
    expect(refreshed).toHaveBeenCalledWith(expect.stringContaining('/xapi/rest/live/events'), expect.anything());
    await waitFor(() => expect(screen.queryByRole('link', { name: eventLinkName(football) })).not.toBeInTheDocument());
    expect(within(screen.getByRole('list', { name: 'Live events' })).getAllByRole('link').length).toBeGreaterThan(0);
  } finally {
    jest.useRealTimers();
  }
});
