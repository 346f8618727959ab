import type { SportEvent } from '@sportsbook/contracts';
import { act, screen, within } from '@testing-library/react';
import { snapshot } from '../testing/recorded-feed/recorded';
import { LivePage } from '../live-page/live-page';
import { applyFeedMessages } from '../store/apply-feed-messages';
import { EMPTY_LIVE_DATA } from '../store/live-data';
import { fakeApi } from '@sportsbook/http/testing';
import { eventByIdAnswer, renderLive, resetBus, setViewport, testBook } from '../testing/render-live';
import { isFallbackMarket } from './main-market';
import { isMarketShown } from './market-status';

const football = snapshot.events.find((e) => e.sportCode === 'FOOT' && e.markets.length > 1) as SportEvent;

beforeEach(() => {
  resetBus();
  setViewport(1280);
});

it('keeps a withdrawn outcome in its place, locked and read out as suspended', async () => {
  fakeApi(eventByIdAnswer(football.id, football));
  const { book, socket, flushFrames } = testBook();
  renderLive(`/en/live/${football.id}-${football.slug}`, book, <LivePage />);
  await screen.findByRole('heading', { level: 1, name: football.description });
  const market = football.markets.find((m) => m.outcomes.filter((o) => !o.hidden).length >= 2);
  if (!market) throw new Error('a market of two outcomes is needed');
  const [withdrawnOutcome] = market.outcomes;
  if (!withdrawnOutcome) throw new Error('no outcome');
  const group = () => document.querySelector(`[data-market-id="${market.id}"]`) as HTMLElement;
  const before = within(group())
    .getAllByRole('button')
    .map((b) => b.getAttribute('data-outcome-id'));
  act(() => socket().receive([{ t: 'o', e: football.id, m: market.id, o: withdrawnOutcome.id, h: true }]));
  flushFrames();
  const buttons = within(group()).getAllByRole('button');
  expect(buttons.map((b) => b.getAttribute('data-outcome-id'))).toEqual(before);
  const withdrawn = buttons.find((b) => b.getAttribute('data-outcome-id') === String(withdrawnOutcome.id));
  expect(withdrawn).toBeDisabled();
  expect(withdrawn).toHaveAccessibleName(/Suspended$/);
});

it('never shows a market of a lone outcome', () => {
  const data = applyFeedMessages(EMPTY_LIVE_DATA, [snapshot], 0);
  const [market] = [...data.markets.values()].filter((m) => m.outcomeIds.length >= 2);
  if (!market) throw new Error('no market');
  expect(isMarketShown(market, data.outcomes)).toBe(true);
  expect(isMarketShown({ ...market, outcomeIds: market.outcomeIds.slice(0, 1) }, data.outcomes)).toBe(false);
});

it("names the market a row falls back to when the event's main market is off the book", () => {
  const data = applyFeedMessages(EMPTY_LIVE_DATA, [snapshot], 0);
  const [main, next] = football.markets;
  if (!main || !next) throw new Error('two markets needed');
  expect(isFallbackMarket(data, football.id, null, main.id)).toBe(false);
  expect(isFallbackMarket(data, football.id, null, next.id)).toBe(true);
  // A chosen column is named by its header already.
  expect(isFallbackMarket(data, football.id, { marketTypeCode: 'X', periodAbbreviation: 'FT' }, next.id)).toBe(false);
});
