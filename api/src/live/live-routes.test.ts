import type { LiveEventsResponse, SportEvent } from '@sportsbook/contracts';
import { liveEventsResponseSchema, sportEventSchema } from '@sportsbook/contracts';
import { contractAnswer } from '../testing/contract-check';
import { serverForFile } from '../testing/test-server';

const api = serverForFile();

function liveEvents(query = ''): Promise<LiveEventsResponse> {
  return contractAnswer<LiveEventsResponse>(api.app, `/xapi/rest/live/events${query}`, liveEventsResponseSchema);
}

it('keeps at least 40 events in play with clocks, scores and periods', async () => {
  const { events } = await liveEvents();
  expect(events.length).toBeGreaterThanOrEqual(40);
  for (const event of events) {
    expect(event.isLive).toBe(true);
    expect(event.isFinished).toBe(false);
    expect(event.clock?.status).toMatch(/RUNNING|PAUSED/);
    expect(event.scores).toEqual({ A: expect.any(Number), B: expect.any(Number) });
    expect(event.scoresPerPeriod?.length).toBeGreaterThan(0);
    expect(event.currentPeriod).toEqual(expect.any(String));
    expect(event.markets.every((m) => m.period.inRunning && m.period.periodType === 'IN_RUNNING')).toBe(true);
  }
});

it('lists the main markets of a match in play, and counts the open ones its own page lists: 15 or more for football', async () => {
  const { events } = await liveEvents();
  const football = events.filter((e) => e.sportCode === 'FOOT');
  expect(football.length).toBeGreaterThan(0);
  for (const event of events) {
    const page = await contractAnswer<SportEvent>(api.app, `/xapi/rest/events/${event.id}`, sportEventSchema);
    const open = page.markets.filter((m) => m.status === 'OPEN').length;
    expect(event.liveOpenMarketCount).toBe(open);
    expect(page.markets).toEqual(expect.arrayContaining(event.markets));
    if (event.sportCode === 'FOOT') expect(page.markets.length).toBeGreaterThanOrEqual(15);
  }
});

it('shows sport-specific scoreboards: tennis games and points, cricket balls and wickets', async () => {
  const { events } = await liveEvents('?sportCode=TENN,CRIC');
  const tennis = events.find((e) => e.sportCode === 'TENN');
  const cricket = events.find((e) => e.sportCode === 'CRIC');
  expect(tennis?.sets).toEqual({ A: expect.any(Number), B: expect.any(Number) });
  expect(tennis?.match?.A).toMatch(/^(0|15|30|40|A|\d+)$/);
  expect(cricket?.wickets).toEqual({ A: expect.any(Number), B: expect.any(Number) });
  expect(Array.isArray(cricket?.cricketOutcomes)).toBe(true);
});

it('leaves markets out when asked', async () => {
  const { events } = await liveEvents('?includeMarkets=false');
  expect(events.every((e) => e.markets.length === 0)).toBe(true);
});

it('rejects a malformed sport filter', async () => {
  expect((await api.app.inject('/xapi/rest/live/events?sportCode=foot')).statusCode).toBe(400);
});

it('gives only the first events when a page shows only those (the home page live box)', async () => {
  const [first, all] = await Promise.all([liveEvents('?eventsPerPage=3'), liveEvents()]);
  expect(first.events.map((e) => e.id)).toEqual(all.events.slice(0, 3).map((e) => e.id));
});

it('refuses a page size out of bounds, naming it', async () => {
  for (const size of ['0', '501', 'x']) {
    const response = await api.app.inject(`/xapi/rest/live/events?eventsPerPage=${size}`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('eventsPerPage');
  }
});

it('compresses the list for a browser that accepts it, a fifth of its size or less', async () => {
  const plain = await api.app.inject('/xapi/rest/live/events');
  const compressed = await api.app.inject({ url: '/xapi/rest/live/events', headers: { 'accept-encoding': 'br, gzip' } });
  expect(compressed.headers['content-encoding']).toBe('br');
  expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
});
