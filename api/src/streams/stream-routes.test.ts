import { testServer, type TestServer } from '../testing/test-server';
import type { StreamState } from './stream-state';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.app.close());

const liveMatch = () => {
  const match = server.ctx.simulator.live().find((m) => !m.record.event.isFinished);
  if (!match) throw new Error('no live event');
  return match;
};

it('draws a live event in a page the site may frame, with nothing inline to run', async () => {
  const { record } = liveMatch();
  const res = await server.app.inject(`/api/streams/${record.event.id}?locale=pt`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(res.body).toContain('<html lang="pt">');
  expect(res.body).toContain('Ao vivo');
  expect(res.body).toContain(record.home.replace(/&/g, '&amp;'));
  expect(res.body.match(/<script(?![^>]*(src=|type="application\/json"))/g)).toBeNull();
  const script = /src="(\/api\/streams\/assets\/stream\.js\?v=\w+)"/.exec(res.body)?.[1];
  expect((await server.app.inject(script as string)).headers['content-type']).toContain('text/javascript');
});

it("answers the event's live state to the sandboxed page, following the score", async () => {
  const { record } = liveMatch();
  const res = await server.app.inject(`/api/streams/${record.event.id}/state`);
  expect(res.headers['access-control-allow-origin']).toBe('*');
  const state = res.json<StreamState>();
  expect(state).toMatchObject({
    eventId: record.event.id,
    sportCode: record.event.sportCode,
    home: record.home,
    away: record.away,
    score: [record.event.scores?.A ?? 0, record.event.scores?.B ?? 0],
    finished: false,
  });
});

it('404s unknown and prematch events, and a finished event has no stream page but says it ended', async () => {
  expect((await server.app.inject('/api/streams/123')).json()).toMatchObject({ statusCode: 404, code: 'NOT_LIVE' });
  expect((await server.app.inject('/api/streams/123/state')).statusCode).toBe(404);
  expect((await server.app.inject('/api/streams/abc')).statusCode).toBe(400);
  const prematch = (await server.app.inject('/xapi/rest/events?periodType=PRE_MATCH&eventsPerPage=1')).json<{
    events: { id: number }[];
  }>().events[0];
  expect((await server.app.inject(`/api/streams/${prematch?.id}`)).statusCode).toBe(404);

  const { record } = liveMatch();
  server.play(4 * 3600_000);
  expect(record.event.isFinished).toBe(true);
  expect((await server.app.inject(`/api/streams/${record.event.id}`)).statusCode).toBe(404);
  expect((await server.app.inject(`/api/streams/${record.event.id}/state`)).json()).toMatchObject({
    finished: true,
    clockStatus: 'END_OF_EVENT',
  });
});
