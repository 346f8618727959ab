import { eventFrames, liveFrames, snapshot } from '../testing/recorded-feed/recorded';
import { parseFeedFrame, validEvents } from './feed-message';

const quiet = () => ({ warn: jest.fn() });

it('accepts every message the API recorded', () => {
  const log = quiet();
  for (const frame of [...liveFrames, ...eventFrames])
    expect(parseFeedFrame(JSON.stringify(frame), log)).toHaveLength(frame.length);
  expect(log.warn).not.toHaveBeenCalled();
});

it('logs and drops malformed messages and keeps the good ones of the frame', () => {
  const log = quiet();
  const good = { t: 'o', e: 1, m: 100, o: 10000, cp: { cu: { d: 2.5 } } };
  const frame = [
    good,
    { t: 'o', e: 1, m: 100 },
    { t: 'x' },
    null,
    { t: 'm', e: 1, m: 2, mt: 1, pt: 1, s: 'BROKEN' },
    { t: 'o', e: 1, m: 1, o: 1, cp: { cu: { d: 0.5 } } },
  ];
  expect(parseFeedFrame(JSON.stringify(frame), log)).toEqual([good]);
  expect(log.warn).toHaveBeenCalledTimes(5);
});

it('drops frames that are not JSON arrays, without throwing', () => {
  const log = quiet();
  expect(parseFeedFrame('not json', log)).toEqual([]);
  expect(parseFeedFrame('{"t":"pong"}', log)).toEqual([]);
  expect(parseFeedFrame(new ArrayBuffer(2), log)).toEqual([]);
  expect(log.warn).toHaveBeenCalledTimes(3);
});

it('rejects a snapshot whose event is malformed, since the store would be rebuilt from it', () => {
  const log = quiet();
  const broken = { ...snapshot, events: [{ ...snapshot.events[0], markets: [{ id: 'x' }] }] };
  expect(parseFeedFrame(JSON.stringify([broken]), log)).toEqual([]);
});

it('keeps the valid events of an HTTP answer', () => {
  const log = quiet();
  const [first] = snapshot.events;
  expect(validEvents({ events: [first, { id: 1 }] }, log)).toEqual([first]);
  expect(validEvents({ nothing: true }, log)).toEqual([]);
  expect(log.warn).toHaveBeenCalledTimes(2);
});
