import type { SportEvent } from '@sportsbook/contracts';
import { act, screen } from '@testing-library/react';
import { snapshot } from '../testing/recorded-feed/recorded';
import { LivePage } from '../live-page/live-page';
import { fakeApi } from '@sportsbook/http/testing';
import { eventByIdAnswer, renderLive, resetBus, setViewport, testBook } from '../testing/render-live';

/** Counts how often the page renders each market's odds: a plain child renders whenever its market box does. */
const renders = new Map<number, number>();
jest.mock('../markets/market-odds', () => ({
  MarketOdds: ({ marketId }: { marketId: number }) => {
    renders.set(marketId, (renders.get(marketId) ?? 0) + 1);
    return null;
  },
}));

const football = snapshot.events.find((e) => e.sportCode === 'FOOT' && e.markets.length > 1) as SportEvent;

beforeEach(() => {
  resetBus();
  setViewport(1280);
});

it('a clock tick or a change to one market leaves the other markets of the event page alone', async () => {
  fakeApi(eventByIdAnswer(football.id, football));
  const { book, socket, flushFrames } = testBook();
  renderLive(`/en/live/${football.id}-${football.slug}`, book, <LivePage />);
  await screen.findByRole('heading', { level: 1, name: football.description });
  const [first, second] = football.markets;
  if (!first || !second) throw new Error('two markets needed');
  const before = new Map(renders);
  act(() => socket().receive([{ t: 'ev', e: football.id, clock: { status: 'RUNNING', minutes: 89 } }]));
  flushFrames();
  expect(screen.getByTestId('live-clock')).toHaveTextContent("89'");
  expect(renders).toEqual(before);
  act(() =>
    socket().receive([{ t: 'm', e: football.id, m: first.id, mt: first.marketTypeId, pt: first.period.id, s: 'SUSPENDED' }]),
  );
  flushFrames();
  expect(renders.get(second.id)).toBe(before.get(second.id));
});
