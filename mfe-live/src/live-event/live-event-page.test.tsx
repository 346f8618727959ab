import { getBus } from '@sportsbook/bus';
import type { Market, SportEvent } from '@sportsbook/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { snapshot } from '../testing/recorded-feed/recorded';
import { LivePage } from '../live-page/live-page';
import { fakeApi } from '@sportsbook/http/testing';
import { eventByIdAnswer, renderLive, resetBus, setViewport, testBook } from '../testing/render-live';

const byCode = (code: SportEvent['sportCode']) => snapshot.events.find((e) => e.sportCode === code) as SportEvent;
const football = byCode('FOOT');

beforeEach(() => {
  resetBus();
  setViewport(1280);
});

function openEvent(event: SportEvent | undefined, id = event?.id ?? 1) {
  fakeApi(eventByIdAnswer(id, event));
  const test = testBook();
  renderLive(`/en/live/${id}-${event?.slug ?? 'gone'}`, test.book, <LivePage />);
  return test;
}

it('shows the scoreboard and every market with live prices, and subscribes to the event', async () => {
  const { socket, flushFrames } = openEvent(football);
  expect(await screen.findByRole('heading', { level: 1, name: football.description })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Scoreboard' })).toHaveAttribute('data-scoreboard', 'goals');
  for (const market of football.markets) expect(screen.getByRole('region', { name: market.description })).toBeInTheDocument();
  expect(socket().sent).toEqual([{ op: 'subscribe', topics: [`event:${football.id}`] }]);
  const market = football.markets[0] as Market;
  const outcome = market.outcomes.find((o) => !o.hidden);
  if (!outcome) throw new Error('no outcome');
  act(() => socket().receive([{ t: 'o', e: football.id, m: market.id, o: outcome.id, cp: { cu: { d: 7.77 } } }]));
  flushFrames();
  expect(screen.getByRole('button', { name: `${outcome.description} 7.77` })).toBeInTheDocument();
});

it.each([
  ['TENN', 'tennis', 'Points'],
  ['CRIC', 'cricket', 'Runs'],
  ['EBSK', 'quarters', 'Total'],
] as const)('shows the %s scoreboard', async (code, kind, total) => {
  const event = byCode(code);
  openEvent(event);
  const board = await screen.findByRole('region', { name: 'Scoreboard' });
  expect(board).toHaveAttribute('data-scoreboard', kind);
  expect(within(board).getByRole('columnheader', { name: total })).toBeInTheDocument();
  for (const period of new Set(event.scoresPerPeriod?.map((p) => p.periodKey))) {
    expect(within(board).getByRole('columnheader', { name: period })).toBeInTheDocument();
  }
});

it('lazy-loads the markets above 30', async () => {
  const template = football.markets[0] as Market;
  const markets = Array.from({ length: 34 }, (_, i): Market => ({
    ...template,
    id: template.id * 100 + i,
    description: `Market ${i + 1}`,
    outcomes: template.outcomes.map((o, j) => ({ ...o, id: (template.id * 100 + i) * 100 + j, hidden: false })),
  }));
  openEvent({ ...football, markets });
  await screen.findByRole('region', { name: 'Market 30' });
  expect(screen.queryByRole('region', { name: 'Market 31' })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Show 4 more markets' }));
  expect(screen.getByRole('region', { name: 'Market 34' })).toBeInTheDocument();
});

it('has keyboard tabs for the tracker and, for a streamed e-sport, the stream', async () => {
  const event = byCode('EFOT');
  openEvent(event);
  const markets = await screen.findByRole('tab', { name: 'Markets' });
  expect(markets).toHaveAttribute('aria-selected', 'true');
  act(() => markets.focus());
  fireEvent.keyDown(markets, { key: 'ArrowRight' });
  expect(screen.getByRole('tab', { name: 'Tracker' })).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', expect.stringContaining('tracker'));
  fireEvent.keyDown(screen.getByRole('tab', { name: 'Tracker' }), { key: 'ArrowRight' });
  expect(screen.getByRole('tab', { name: 'Stream' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', expect.stringContaining('stream'));
  // The fake API has no stream for it.
  expect(await screen.findByText('The live stream is not available right now.')).toBeInTheDocument();
});

it('offers no stream tab for an event that is not streamed', async () => {
  openEvent({ ...football, liveStreaming: false });
  await screen.findByRole('tab', { name: 'Markets' });
  expect(screen.queryByRole('tab', { name: 'Stream' })).not.toBeInTheDocument();
});

it('shows a finished event as finished, and tells the slip "Event is Finished"', async () => {
  const { socket, flushFrames } = openEvent(football);
  await screen.findByRole('heading', { level: 1, name: football.description });
  const outcomeId = football.markets[0]?.outcomes[0]?.id ?? 0;
  act(() => getBus().setState('betslip/selections', { outcomeIds: [outcomeId] }));
  const toast = jest.fn();
  getBus().on('toast/show', toast);
  act(() => socket().receive([{ t: 'ev', e: football.id, clock: { status: 'END_OF_EVENT', minutes: 90 }, isFinished: true }]));
  flushFrames();
  expect(screen.getByText('This event has finished.')).toBeInTheDocument();
  expect(toast).toHaveBeenCalledWith(
    expect.objectContaining({ kind: 'warning', message: 'Event is Finished', detail: football.description }),
  );
});

it('says the event is no longer in play when the API does not know it', async () => {
  openEvent(undefined, 42);
  expect(await screen.findByText('This event is no longer in play.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to live betting' })).toHaveAttribute('href', '/en/live/sport/');
});
