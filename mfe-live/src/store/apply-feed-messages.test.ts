import type { FeedMessage } from '@sportsbook/contracts';
import { find, liveMessages, messagesUntil, snapshot } from '../testing/recorded-feed/recorded';
import { effectiveMarketStatus, isMarketLocked, isMarketShown } from '../markets/market-status';
import { applyFeedMessages, loadEvents, mergePeriodScores, removeFinishedBefore } from './apply-feed-messages';
import { EMPTY_LIVE_DATA, type LiveData } from './live-data';

const NOW = 1_000_000;
const load = (): LiveData => applyFeedMessages(EMPTY_LIVE_DATA, [snapshot], NOW);
const replay = (messages: FeedMessage[], data = EMPTY_LIVE_DATA): LiveData => applyFeedMessages(data, messages, NOW);

describe('snapshots', () => {
  it('normalizes every event, market and outcome of a snapshot, in the sender order', () => {
    const data = load();
    expect(data.order).toEqual(snapshot.events.map((e) => e.id));
    for (const event of snapshot.events) {
      expect(data.events.get(event.id)?.marketIds).toEqual(event.markets.map((m) => m.id));
      for (const market of event.markets) {
        expect(data.markets.get(market.id)?.outcomeIds).toEqual(market.outcomes.map((o) => o.id));
        for (const outcome of market.outcomes)
          expect(data.outcomes.get(outcome.id)).toMatchObject({ ...outcome, marketId: market.id });
      }
    }
  });

  it('resyncs from a later snapshot: events gone from it leave, the others are replaced', () => {
    const data = replay(liveMessages);
    const [kept] = snapshot.events;
    if (!kept) throw new Error('empty snapshot');
    const resynced = replay([{ t: 'snap', topic: 'live', events: [kept] }], data);
    const finishedBefore = data.order.filter((id) => data.events.get(id)?.finishedAt !== undefined);
    expect(resynced.order).toEqual([kept.id, ...finishedBefore.filter((id) => id !== kept.id)]);
    expect(resynced.events.get(kept.id)?.clock).toEqual(kept.clock);
  });

  it("keeps an event's deep markets when a list's copy of it (main markets only) arrives after its own snapshot", () => {
    const event = snapshot.events.find((e) => e.markets.length >= 2);
    if (!event) throw new Error('the recording has an event with two markets or more');
    const whole = { ...event, marketCount: event.markets.length };
    const main = { ...event, markets: event.markets.slice(0, 1), marketCount: event.markets.length };
    const ids = event.markets.map((m) => m.id);
    const data = replay([{ t: 'snap', topic: `event:${event.id}`, events: [whole] }]);
    const afterList = loadEvents(data, [main], NOW, false);
    expect(afterList.events.get(event.id)?.marketIds).toEqual(ids);
    expect(replay([{ t: 'snap', topic: 'live', events: [main] }], afterList).events.get(event.id)?.marketIds).toEqual(ids);
    // A whole copy says what the event has: a market it leaves out is gone.
    const shrunk = { ...event, markets: event.markets.slice(0, 1), marketCount: 1 };
    expect(loadEvents(afterList, [shrunk], NOW, false).events.get(event.id)?.marketIds).toEqual(ids.slice(0, 1));
    expect(afterList.markets.has(ids[1] ?? 0)).toBe(true);
  });

  it('adds an event that kicks off and removes one the feed drops', () => {
    const add = find('add');
    const data = replay([snapshot, add]);
    expect(data.order.at(-1)).toBe(add.event.id);
    const removed = replay([{ t: 'rm', e: add.event.id }], data);
    expect(removed.events.get(add.event.id)).toBeUndefined();
    expect(removed.order).not.toContain(add.event.id);
    for (const market of add.event.markets) expect(removed.markets.get(market.id)).toBeUndefined();
  });
});

describe('prices', () => {
  it('ends every outcome still on the book at the last price the feed sent for it', () => {
    const data = replay(liveMessages);
    const last = new Map<number, number>();
    for (const m of liveMessages) if (m.t === 'o' && m.cp) last.set(m.o, m.cp.cu.d);
    let checked = 0;
    for (const [outcomeId, decimal] of last) {
      const outcome = data.outcomes.get(outcomeId);
      if (!outcome) continue;
      expect(outcome.consolidatedPrice.currentPrice.decimal).toBe(decimal);
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('keeps the previous prices so a button can show which way the price moved', () => {
    const diff = find('o', (m) => m.cp?.pp !== undefined);
    const data = replay([snapshot, diff]);
    expect(data.outcomes.get(diff.o)?.consolidatedPrice).toEqual({
      currentPrice: { decimal: diff.cp?.cu.d },
      penultimatePrice: { decimal: diff.cp?.pp?.d },
      ...(diff.cp?.ap ? { antepenultimatePrice: { decimal: diff.cp.ap.d } } : {}),
    });
  });

  it('replaces only the changed outcome; untouched events, markets and outcomes keep their identity', () => {
    const before = load();
    const diff = find('o', (m) => m.cp !== undefined);
    const after = replay([diff], before);
    expect(after.outcomes.get(diff.o)).not.toBe(before.outcomes.get(diff.o));
    expect(after.markets.get(diff.m)).toBe(before.markets.get(diff.m));
    expect(after.events.get(diff.e)).toBe(before.events.get(diff.e));
    const other = [...before.outcomes.values()].find((o) => o.id !== diff.o);
    expect(other && after.outcomes.get(other.id)).toBe(other);
    expect(after.order).toBe(before.order);
  });

  it('ignores diffs for outcomes, markets and events it does not hold', () => {
    const before = load();
    const after = replay(
      [
        { t: 'o', e: 1, m: 2, o: 3, cp: { cu: { d: 2 } } },
        { t: 'm', e: 1, m: 2, mt: 1, pt: 1, s: 'OPEN' },
        { t: 'ev', e: 1, clock: { status: 'RUNNING', minutes: 3 } },
        { t: 'fa', e: 1, feedId: 'x', active: true },
      ],
      before,
    );
    expect(after.events).toEqual(before.events);
    expect(after.outcomes).toEqual(before.outcomes);
  });
});

describe('spec §4 live event update types', () => {
  it('clock and clock minutes', () => {
    const diff = find('ev', (m) => m.clock !== undefined && m.scores === undefined);
    const data = replay([snapshot, diff]);
    expect(data.events.get(diff.e)?.clock).toEqual(diff.clock);
  });

  it('open market count', () => {
    const diff = find('ev', (m) => m.liveOpenMarketCount !== undefined && !m.isFinished);
    expect(replay([snapshot, diff]).events.get(diff.e)?.liveOpenMarketCount).toBe(diff.liveOpenMarketCount);
  });

  it('score, merging the per-period scores the diff carries into the ones held', () => {
    const diff = find('ev', (m) => m.e === 50000006 && m.scoresPerPeriod !== undefined);
    const before = replay(messagesUntil((m) => m === diff).slice(0, -1));
    const held = before.events.get(diff.e)?.scoresPerPeriod ?? [];
    const after = replay([diff], before);
    const periods = after.events.get(diff.e)?.scoresPerPeriod ?? [];
    expect(after.events.get(diff.e)?.scores).toEqual(diff.scores);
    expect(periods).toHaveLength(
      new Set([...held, ...(diff.scoresPerPeriod ?? [])].map((p) => `${p.periodInstance}${p.opponentId}`)).size,
    );
    for (const changed of diff.scoresPerPeriod ?? []) expect(periods).toContainEqual(changed);
    for (const kept of held.filter(
      (p) => !diff.scoresPerPeriod?.some((c) => c.periodInstance === p.periodInstance && c.opponentId === p.opponentId),
    )) {
      expect(periods).toContainEqual(kept);
    }
  });

  it('merges per-period scores by period and opponent, in play order', () => {
    const q = (opponentId: 'A' | 'B', periodInstance: number, score: number) => ({
      opponentId,
      periodInstance,
      periodKey: `Q${periodInstance}`,
      score,
    });
    expect(mergePeriodScores([q('A', 1, 20), q('B', 1, 18), q('A', 2, 4)], [q('A', 2, 6), q('B', 2, 2)])).toEqual([
      q('A', 1, 20),
      q('B', 1, 18),
      q('A', 2, 6),
      q('B', 2, 2),
    ]);
  });

  it('cricket outcomes replace the latest balls', () => {
    const diff = find('ev', (m) => m.cricketOutcomes !== undefined);
    expect(replay([snapshot, diff]).events.get(diff.e)?.cricketOutcomes).toEqual(diff.cricketOutcomes);
  });

  it('END_OF_EVENT marks the event finished, keeps it shown, and it leaves after its display time', () => {
    const finish = find('ev', (m) => m.clock?.status === 'END_OF_EVENT');
    const data = replay(messagesUntil((m) => m === finish));
    expect(data.events.get(finish.e)).toMatchObject({ isFinished: true, finishedAt: NOW });
    expect(data.order).toContain(finish.e);
    expect(removeFinishedBefore(data, NOW - 1).order).toContain(finish.e);
    expect(removeFinishedBefore(data, NOW).order).not.toContain(finish.e);
  });

  it('END_OF_EVENT alone is enough to finish an event', () => {
    const [event] = snapshot.events;
    if (!event) throw new Error('empty snapshot');
    const data = replay([snapshot, { t: 'ev', e: event.id, clock: { status: 'END_OF_EVENT', minutes: 90 } }]);
    expect(data.events.get(event.id)?.isFinished).toBe(true);
  });

  it('keeps a finished event through an HTTP refresh that no longer lists it', () => {
    const finish = find('ev', (m) => m.clock?.status === 'END_OF_EVENT');
    const data = replay(messagesUntil((m) => m === finish));
    const refreshed = loadEvents(
      data,
      snapshot.events.filter((e) => e.id !== finish.e),
      NOW,
      true,
    );
    expect(refreshed.order).toContain(finish.e);
  });
});

describe('spec §4 market status', () => {
  it('suspends and reopens a market, locking its outcomes meanwhile', () => {
    const suspend = find('m', (m) => m.s === 'SUSPENDED');
    const suspended = replay(messagesUntil((m) => m === suspend));
    const market = suspended.markets.get(suspend.m);
    expect(market && isMarketLocked(market)).toBe(true);
    const reopen = liveMessages.find(
      (m, i) => m.t === 'm' && m.m === suspend.m && m.s === 'OPEN' && i > liveMessages.indexOf(suspend),
    );
    if (!reopen) throw new Error('no recorded reopen');
    const reopened = replay(messagesUntil((m) => m === reopen));
    const again = reopened.markets.get(suspend.m);
    expect(again && isMarketLocked(again)).toBe(false);
  });

  it.each(['LTS', 'SETTLED', 'RESULTED', 'CLOSED'] as const)('removes a market whose status becomes %s', (status) => {
    const recorded = find('m', (m) => m.s === 'CLOSED');
    const before = replay(messagesUntil((m) => m === recorded).slice(0, -1));
    expect(before.markets.get(recorded.m)).toBeDefined();
    const after = replay([{ ...recorded, s: status }], before);
    expect(after.markets.get(recorded.m)).toBeUndefined();
    expect(after.events.get(recorded.e)?.marketIds).not.toContain(recorded.m);
    for (const outcomeId of before.markets.get(recorded.m)?.outcomeIds ?? [])
      expect(after.outcomes.get(outcomeId)).toBeUndefined();
  });

  it('takes a market off the book when all its outcomes are hidden, and back when one shows again', () => {
    const data = load();
    const market = [...data.markets.values()][0];
    if (!market) throw new Error('no market');
    const hide = (h: boolean) => market.outcomeIds.map((o): FeedMessage => ({ t: 'o', e: market.eventId, m: market.id, o, h }));
    const hidden = replay(hide(true), data);
    expect(isMarketShown(hidden.markets.get(market.id) ?? market, hidden.outcomes)).toBe(false);
    const [first] = hide(false);
    const back = replay(first ? [first] : [], hidden);
    expect(isMarketShown(back.markets.get(market.id) ?? market, back.outcomes)).toBe(true);
  });

  it('hides a single outcome the feed hides, as recorded', () => {
    const hide = find('o', (m) => m.h === true);
    const data = replay(messagesUntil((m) => m === hide));
    expect(data.outcomes.get(hide.o)?.hidden ?? true).toBe(true);
  });

  it("a feed alert suspends that feed's markets only, and reopens them when it clears", () => {
    const alert = find('fa', (m) => m.active);
    const before = replay(messagesUntil((m) => m === alert).slice(0, -1));
    const during = replay([alert], before);
    for (const marketId of during.events.get(alert.e)?.marketIds ?? []) {
      const market = during.markets.get(marketId);
      if (!market) continue;
      const expected = market.feedId === alert.feedId ? 'SUSPENDED' : effectiveMarketStatus({ ...market, feedAlert: false });
      expect(effectiveMarketStatus(market)).toBe(expected);
    }
    const after = replay([{ ...alert, active: false }], during);
    for (const marketId of after.events.get(alert.e)?.marketIds ?? []) expect(after.markets.get(marketId)?.feedAlert).toBe(false);
  });

  it('does not reopen a market the trader suspended when a feed alert clears', () => {
    const data = load();
    const market = [...data.markets.values()][0];
    if (!market) throw new Error('no market');
    const after = replay(
      [
        { t: 'm', e: market.eventId, m: market.id, mt: market.marketTypeId, pt: market.period.id, s: 'SUSPENDED' },
        { t: 'fa', e: market.eventId, feedId: market.feedId, active: true },
        { t: 'fa', e: market.eventId, feedId: market.feedId, active: false },
      ],
      data,
    );
    expect(after.markets.get(market.id) && effectiveMarketStatus(after.markets.get(market.id) ?? market)).toBe('SUSPENDED');
  });
});

it('replays the whole recording without losing an event that is still live', () => {
  const data = replay(liveMessages);
  const removed = new Set(liveMessages.filter((m) => m.t === 'rm').map((m) => (m as { e: number }).e));
  for (const event of snapshot.events) if (!removed.has(event.id)) expect(data.events.get(event.id)).toBeDefined();
});
