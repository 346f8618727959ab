import { testServer, type TestServer } from '../testing/test-server';
import type { StreamState } from './stream-state';
import { STREAM_TEXTS } from './stream-texts';

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

it('speaks Thai, Vietnamese, Chinese and Indonesian, on the page and in the words it gives its script', async () => {
  const { record } = liveMatch();
  const words = { th: 'ถ่ายทอดสด', vi: 'Xem trực tiếp', zh: '实时画面', id: 'Tayangan langsung' };
  for (const [locale, view] of Object.entries(words)) {
    const res = await server.app.inject(`/api/streams/${record.event.id}?locale=${locale}`);
    expect(res.body).toContain(`<html lang="${locale}">`);
    expect(res.body).toContain(`<title>${view}`);
    const config = JSON.parse(/<script type="application\/json" id="stream-config">(.*?)<\/script>/s.exec(res.body)?.[1] ?? '{}');
    expect(config.texts['connection-lost']).toBe(STREAM_TEXTS[locale as keyof typeof STREAM_TEXTS]['connection-lost']);
    expect(config.texts['connection-lost']).not.toBe(STREAM_TEXTS.en['connection-lost']);
  }
  const thai = (await server.app.inject(`/api/streams/${record.event.id}?locale=th-TH`)).body;
  expect(thai).toContain('<span id="badge" class="badge">สด</span>');
});

it('keeps every value slot of the English stream texts in each translation', () => {
  const slots = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
  for (const texts of Object.values(STREAM_TEXTS)) {
    for (const [key, english] of Object.entries(STREAM_TEXTS.en)) {
      expect([key, slots(texts[key as keyof typeof texts])]).toEqual([key, slots(english)]);
    }
  }
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
