import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, REMOTE_TELEMETRY_PATH, type RemoteReport } from '@sportsbook/contracts';
import { loadBrands } from '../brands';
import { createShellServer } from '../shell-server';
import { clientRate } from './client-rate';
import { remoteTelemetry } from './remote-telemetry';
import { DEFAULT_TELEMETRY_CONFIG, telemetryConfigFrom, type TelemetryConfig } from './telemetry-config';

const temporary = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));
const root = temporary('sb-shell-');
fs.writeFileSync(path.join(root, 'index.html'), '<html><head></head><body></body></html>');
const registry = path.join(temporary('sb-registry-'), 'eu.json');
fs.writeFileSync(
  registry,
  JSON.stringify({
    brand: 'eu',
    remotes: {
      ...Object.fromEntries(
        REMOTE_NAMES.map((name) => [name, { manifest: `http://{hostname}:{port:${name}}/mf-manifest.json` }]),
      ),
      mfe_live: {
        manifest: 'http://{hostname}:{port:mfe_live}/releases/{version}/mf-manifest.json',
        stable: '1.0.0-aaa',
        previous: '0.9.0-zzz',
        canary: { version: '1.1.0-bbb', share: 30 },
      },
    },
  }),
);

const TOKEN = 'scrape-me';
const config = (overrides: Partial<TelemetryConfig> = {}): TelemetryConfig => ({
  ...DEFAULT_TELEMETRY_CONFIG,
  metricsToken: TOKEN,
  ...overrides,
});

async function site(settings = config()) {
  const telemetry = remoteTelemetry(settings);
  const app = await createShellServer({
    root,
    apiUrl: 'http://127.0.0.1:9',
    remotesManifestFile: () => registry,
    portOf: () => 4102,
    brands: loadBrands(path.resolve(__dirname, '../../../../shell/brands'), 'eu'),
    publicHost: 'sports.example',
    preloadRemoteModules: false,
    telemetry,
  });
  return { app, telemetry };
}

const live = (version: string, overrides: Partial<RemoteReport> = {}): RemoteReport => ({
  remote: 'mfe_live',
  version,
  load: true,
  failed: false,
  errors: 0,
  renderMs: 800,
  ...overrides,
});
const HOST = 'sports.example';
const beacon = (body: string, headers: Record<string, string> = {}, remoteAddress = '203.0.113.7') => ({
  method: 'POST' as const,
  url: REMOTE_TELEMETRY_PATH,
  remoteAddress,
  headers: { host: HOST, origin: `https://${HOST}`, 'content-type': 'text/plain;charset=UTF-8', ...headers },
  payload: body,
});
const report = (...remotes: RemoteReport[]) => JSON.stringify({ remotes });
const metricsOf = async (app: Awaited<ReturnType<typeof site>>['app']) =>
  (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;

describe('the pages’ reports on remote versions', () => {
  it('counts a same-origin report by brand × remote × version, for Prometheus and for the console', async () => {
    const { app, telemetry } = await site();
    for (const entry of [live('1.1.0-bbb', { failed: true, renderMs: null }), live('1.0.0-aaa')])
      expect((await app.inject(beacon(report(entry)))).statusCode).toBe(204);
    const twice = report(live('1.0.0-aaa'), live('1.0.0-aaa', { load: false, errors: 1 }));
    expect((await app.inject(beacon(twice))).statusCode).toBe(400);
    const text = await metricsOf(app);
    expect(text).toContain('sb_remote_loads_total{brand="eu",remote="mfe_live",version="1.1.0-bbb"} 1');
    expect(text).toContain('sb_remote_load_failures_total{brand="eu",remote="mfe_live",version="1.1.0-bbb"} 1');
    expect(text).toContain('sb_remote_first_render_seconds_bucket{le="1",brand="eu",remote="mfe_live",version="1.0.0-aaa"} 1');
    const health = telemetry.reader.health('eu');
    expect(health.find((entry) => entry.version === '1.1.0-bbb')).toMatchObject({ loads: 1, loadFailures: 1, errorRate: 1 });
    expect(health.find((entry) => entry.version === '1.0.0-aaa')).toMatchObject({ loads: 1, errorRate: 0, renderP75Ms: 1000 });
    expect(telemetry.reader.health('ke')).toEqual([]);
    await app.close();
  });

  it('serves /metrics to the operator’s token only, and not at all without one configured', async () => {
    const { app } = await site();
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/metrics', headers: { authorization: 'Bearer guess' } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(200);
    await app.close();
    const closed = await site(config({ metricsToken: null }));
    expect((await closed.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
    await closed.app.close();
  });

  it('drops and counts what it cannot believe: cross-site, oversized, malformed, unknown remote or version', async () => {
    const { app, telemetry } = await site();
    const good = report(live('1.0.0-aaa'));
    const refused: Array<[ReturnType<typeof beacon>, number]> = [
      [beacon(good, { origin: 'https://evil.example' }), 403],
      [beacon(good, { origin: '' }), 403],
      [beacon(`{"remotes":[],"pad":"${'x'.repeat(4_000)}"}`), 413],
      [beacon('{not json'), 400],
      [beacon(report({ ...live('1.0.0-aaa'), remote: 'mfe_evil' as 'mfe_live' })), 400],
      [beacon(report(live('1.0.0-aaa', { errors: -1 }))), 400],
      [beacon(JSON.stringify({ remotes: [{ ...live('1.0.0-aaa'), player: 'ana@example.com' }] })), 400],
      [beacon(report(live('6.6.6-forged'))), 400],
      [beacon(report({ ...live('unreleased'), remote: 'mfe_live' })), 400],
    ];
    for (const [request, status] of refused) expect((await app.inject(request)).statusCode).toBe(status);
    const text = await metricsOf(app);
    expect(text).toContain('sb_telemetry_reports_dropped_total{reason="cross_site"} 2');
    expect(text).toContain('sb_telemetry_reports_dropped_total{reason="oversized"} 1');
    expect(text).toContain('sb_telemetry_reports_dropped_total{reason="malformed"} 4');
    expect(text).toContain('sb_telemetry_reports_dropped_total{reason="unknown_version"} 2');
    expect(telemetry.reader.health('eu')).toEqual([]);
    await app.close();
  });

  it('limits each client’s rate', async () => {
    const { app } = await site(config({ reportsPerMinute: 3 }));
    const statuses: number[] = [];
    for (let n = 0; n < 5; n += 1) statuses.push((await app.inject(beacon(report(live('1.0.0-aaa'))))).statusCode);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    expect((await app.inject(beacon(report(live('1.0.0-aaa')), {}, '198.51.100.1'))).statusCode).toBe(204);
    expect(await metricsOf(app)).toContain('sb_telemetry_reports_dropped_total{reason="rate_limited"} 2');
    await app.close();
  });

  it('stays within bounded memory under a flood of forged reports from many addresses', async () => {
    const { app, telemetry } = await site(config({ maxSeries: 2, reportsPerMinute: 1_000 }));
    for (let n = 0; n < 2_000; n += 1) {
      const version = ['1.0.0-aaa', '1.1.0-bbb', '0.9.0-zzz', `7.0.${n}-forged`][n % 4] ?? '';
      await app.inject(beacon(report(live(version)), {}, `10.0.${Math.floor(n / 250)}.${n % 250}`));
    }
    const versions = telemetry.reader.health('eu').map((entry) => entry.version);
    expect(versions.sort()).toEqual(['1.0.0-aaa', '1.1.0-bbb']);
    const text = await metricsOf(app);
    expect(text).toContain('sb_telemetry_reports_dropped_total{reason="unknown_version"} 500');
    expect(text).toContain('sb_telemetry_reports_dropped_total{reason="series_cap"} 500');
    expect(text.split('\n').filter((line) => line.startsWith('sb_remote_loads_total{'))).toHaveLength(2);
    await app.close();
  });
});

describe('the per-client rate limit', () => {
  it('tracks at most its cap of clients in a window, and forgets them all when it ends', () => {
    let now = 0;
    const rate = clientRate({ perWindow: 2, windowMs: 60_000, maxClients: 100, now: () => now });
    for (let n = 0; n < 10_000; n += 1) rate.allow(`10.1.${n >> 8}.${n & 255}`);
    expect(rate.size).toBe(100);
    expect(rate.allow('192.0.2.1')).toBe(false);
    now = 60_000;
    expect(rate.allow('192.0.2.1')).toBe(true);
    expect(rate.size).toBe(1);
  });
});

describe('the operator’s settings', () => {
  it('reads thresholds from the environment and refuses a value out of range', () => {
    const settings = telemetryConfigFrom({ METRICS_TOKEN: ' t ', ROLLBACK_ERRORS_MIN_LOADS: '3', ROLLBACK_RENDER_MARGIN: '0.2' });
    expect(settings.metricsToken).toBe('t');
    expect(settings.errorRule).toEqual({ ...DEFAULT_TELEMETRY_CONFIG.errorRule, minLoads: 3 });
    expect(settings.renderRule.margin).toBe(0.2);
    expect(() => telemetryConfigFrom({ ROLLBACK_ERRORS_CONFIDENCE: '95' })).toThrow(
      'ROLLBACK_ERRORS_CONFIDENCE=95 is out of range',
    );
  });
});
