import {
  REMOTE_NAMES,
  REMOTE_TELEMETRY_MAX_BYTES,
  REMOTE_TELEMETRY_MAX_ERRORS,
  remoteTelemetrySchema,
  type RemoteTelemetry,
} from '@sportsbook/contracts';
import * as v from '@sportsbook/schema';
import { BEACON_DELAY_MS, BEACON_MAX_REPORTS, remoteBeacon } from './remote-beacon';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function harness(at = 850) {
  const sent: string[] = [];
  const beacon = remoteBeacon(
    (body) => sent.push(body),
    () => at,
  );
  /** Every report sent, each checked against the contract the server reads it with. */
  const reports = () =>
    sent.map((body) => {
      expect(body.length).toBeLessThanOrEqual(REMOTE_TELEMETRY_MAX_BYTES);
      const result = v.safeParse(remoteTelemetrySchema, JSON.parse(body));
      expect(result.issues).toBeUndefined();
      return result.output as RemoteTelemetry;
    });
  return { beacon, sent, reports };
}

it('sends one report for the remotes a page loaded, once they have settled and the page is quiet', () => {
  const { beacon, sent, reports } = harness();
  beacon.started('mfe_prematch', '1.0.0-aaa');
  beacon.started('mfe_live', '1.1.0-bbb');
  beacon.rendered('mfe_prematch');
  beacon.failed('mfe_live', new Error('entry 404'));
  jest.advanceTimersByTime(BEACON_DELAY_MS - 1);
  expect(sent).toHaveLength(0);
  jest.advanceTimersByTime(1);
  expect(reports()).toEqual([
    {
      remotes: [
        { remote: 'mfe_prematch', version: '1.0.0-aaa', load: true, failed: false, errors: 0, renderMs: 850 },
        { remote: 'mfe_live', version: '1.1.0-bbb', load: true, failed: true, errors: 0, renderMs: null },
      ],
    },
  ]);
  jest.advanceTimersByTime(60_000);
  expect(sent).toHaveLength(1);
});

it('counts a failed load once, not again as an error its box caught; later errors go in a later report', () => {
  const { beacon, reports } = harness();
  beacon.started('mfe_live', '1.1.0-bbb');
  const failure = new Error('entry 404');
  beacon.failed('mfe_live', failure);
  beacon.caught('mfe_live', failure);
  jest.advanceTimersByTime(BEACON_DELAY_MS);
  beacon.caught('mfe_live', new Error('render threw'));
  jest.advanceTimersByTime(BEACON_DELAY_MS);
  expect(reports().map((report) => report.remotes[0])).toEqual([
    { remote: 'mfe_live', version: '1.1.0-bbb', load: true, failed: true, errors: 0, renderMs: null },
    { remote: 'mfe_live', version: '1.1.0-bbb', load: false, failed: false, errors: 1, renderMs: null },
  ]);
});

it('sends a load still under way when the page is left, and nothing for a remote never asked for', () => {
  const { beacon, reports } = harness();
  beacon.rendered('mfe_jackpot');
  beacon.started('mfe_live');
  beacon.flush(true);
  expect(reports()).toEqual([
    { remotes: [{ remote: 'mfe_live', version: 'unreleased', load: true, failed: false, errors: 0, renderMs: null }] },
  ]);
});

it('bounds a page that keeps failing: a few reports, each small, errors capped', () => {
  const { beacon, sent, reports } = harness(999_999);
  for (const remote of REMOTE_NAMES) beacon.started(remote, `1.0.0-${'f'.repeat(58)}`);
  for (let round = 0; round < 50; round += 1) {
    for (const remote of REMOTE_NAMES) {
      for (let n = 0; n < 30; n += 1) beacon.caught(remote, new Error('again'));
      beacon.rendered(remote);
    }
    jest.advanceTimersByTime(BEACON_DELAY_MS);
    beacon.flush(true);
  }
  expect(sent).toHaveLength(BEACON_MAX_REPORTS);
  const first = reports()[0]?.remotes ?? [];
  expect(first).toHaveLength(REMOTE_NAMES.length);
  expect(first.every((entry) => entry.errors === REMOTE_TELEMETRY_MAX_ERRORS && entry.renderMs === 120_000)).toBe(true);
});
