import type { SportEvent } from '@sportsbook/contracts';
import { act, screen, within } from '@testing-library/react';
import { fakeApi } from '@sportsbook/http/testing';
import { LivePage } from '../live-page/live-page';
import { eventByIdAnswer, liveEventsAnswer, renderLive, resetBus, setViewport, testBook } from '../testing/render-live';

const runners = ['Midnight Tempest', 'Silver Arrow', 'Golden Legend', 'Royal Spirit', 'Northern Echo'];

/** A race two furlongs from home, as the API's feed sends one: its field named once, then the running order. */
const race: SportEvent = {
  id: 7_000_123,
  description: 'Kingsdown 14:30',
  slug: 'kingsdown-14-30',
  sportCode: 'HORS',
  startTime: '2026-11-21T14:30:00.000Z',
  eventPaths: [
    { id: 219, description: 'Horse Racing', slug: '219-horse-racing' },
    { id: 1701, description: 'England', slug: '1701-england' },
    { id: 3701, description: 'Kingsdown', slug: '3701-kingsdown' },
  ],
  markets: [
    {
      id: 700_012_300,
      eventId: 7_000_123,
      marketTypeId: 40,
      marketTypeCode: 'WIN',
      description: 'Win or Each Way',
      status: 'OPEN',
      feedId: 'BG:MATCH:7000123',
      placeTerms: { numerator: 1, denominator: 4, places: 2 },
      period: { id: 500, periodType: 'IN_RUNNING', inRunning: true, fullAbbreviation: 'RACE' },
      outcomes: runners.map((name, i) => ({
        id: 70_001_230_000 + i,
        description: name,
        hidden: false,
        consolidatedPrice: { currentPrice: { decimal: 3 + i } },
      })),
    },
  ],
  isLive: true,
  isOutright: false,
  clock: { status: 'RUNNING', minutes: 1 },
  runners,
  raceProgress: { metresToGo: 400, runningOrder: [2, 4, 1, 5, 3] },
};

beforeEach(() => {
  resetBus();
  setViewport(390);
});

it("shows a race's distance to go and whole field in running order, and moves them with the feed", async () => {
  fakeApi(eventByIdAnswer(race.id, race));
  const { socket, flushFrames, book } = testBook();
  renderLive(`/en/live/${race.id}-${race.slug}`, book, <LivePage />);
  const board = await screen.findByRole('region', { name: 'Scoreboard' });
  expect(within(board).getByTestId('live-clock')).toHaveTextContent('400 m to go');
  const order = () =>
    within(board)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  expect(order()).toEqual(['1.2Silver Arrow', '2.4Royal Spirit', '3.1Midnight Tempest', '4.5Northern Echo', '5.3Golden Legend']);
  // A race has no tracker: its board is the running order.
  expect(screen.queryByRole('tab', { name: 'Tracker' })).toBeNull();
  act(() => socket().receive([{ t: 'ev', e: race.id, raceProgress: { metresToGo: 120, runningOrder: [4, 2, 1, 5, 3] } }]));
  flushFrames();
  expect(within(board).getByTestId('live-clock')).toHaveTextContent('120 m to go');
  expect(order()[0]).toBe('1.4Royal Spirit');
  // The market closes before the line; the running order still names every runner.
  act(() => socket().receive([{ t: 'm', e: race.id, m: 700_012_300, mt: 40, pt: 500, s: 'CLOSED' }]));
  flushFrames();
  expect(order()).toHaveLength(5);
  expect(order()[4]).toBe('5.3Golden Legend');
});

it('lists a race in the live overview by its name, distance to go and leaders, its prices on its own page', async () => {
  fakeApi(liveEventsAnswer([race]));
  const { book } = testBook();
  renderLive('/en/live/sport/', book, <LivePage />);
  const link = await screen.findByRole('link', { name: 'Kingsdown 14:30' });
  const row = link.closest('li') as HTMLElement;
  expect(within(row).getByTestId('live-clock')).toHaveTextContent('400 m to go');
  expect(within(row).getByTestId('race-leaders')).toHaveTextContent('2 Silver Arrow · 4 Royal Spirit · 1 Midnight Tempest');
  expect(within(row).queryByRole('button')).toBeNull();
});
