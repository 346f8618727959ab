import { PRICING_WAIT_MS, loadOddsConfig, oddsConfigStore, resetOddsConfigStore } from './odds-config-store';

const respond = (status: number, body: unknown) =>
  jest.fn().mockResolvedValue({ ok: status < 400, status, json: () => Promise.resolve(body) });

beforeEach(() => resetOddsConfigStore());

it('loads the ladder and margins and the power odds once', async () => {
  const fetchMock = respond(200, { margins: [{ brandMarginType: 'DEFAULT', margin: 5 }], odds: 'DEFAULT=1.5,2' });
  global.fetch = fetchMock;
  await loadOddsConfig();
  await loadOddsConfig();
  expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
    '/xapi/rest/oddsLadderAndMargins/0?type=POWER_ODDS',
    '/xapi/rest/oddsLadderAndMargins/1',
  ]);
  expect(oddsConfigStore.getState().config.ladders.get('DEFAULT')).toEqual([1.5, 2]);
});

it('keeps the brand config when power odds are unavailable', async () => {
  global.fetch = jest.fn(async (url: string) =>
    url.includes('/0?')
      ? { ok: false, status: 500, json: () => Promise.resolve(null) }
      : { ok: true, status: 200, json: () => Promise.resolve({ margins: [], odds: 'DEFAULT=1.5' }) },
  ) as unknown as typeof fetch;
  await loadOddsConfig();
  expect(oddsConfigStore.getState()).toMatchObject({ status: 'ready', config: { margins: [] } });
});

it('keeps feed prices when the endpoint fails', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  global.fetch = respond(404, { statusCode: 404, code: 'NOT_FOUND', message: 'no' });
  await loadOddsConfig();
  expect(oddsConfigStore.getState()).toMatchObject({ status: 'unavailable', config: { margins: [] } });
  expect(error).toHaveBeenCalled();
  error.mockRestore();
});

it('stops holding prices back when the config is slow, and applies it once it comes', async () => {
  jest.useFakeTimers();
  let answer: (value: unknown) => void = () => undefined;
  global.fetch = jest.fn(
    (url: string) =>
      new Promise((resolve) => {
        const respondWith = (body: unknown) => resolve({ ok: true, status: 200, json: () => Promise.resolve(body) });
        if (url.includes('/0?')) respondWith({ margins: [], odds: '' });
        else answer = () => respondWith({ margins: [], odds: 'DEFAULT=1.5' });
      }),
  ) as unknown as typeof fetch;
  const loading = loadOddsConfig();
  jest.advanceTimersByTime(PRICING_WAIT_MS);
  expect(oddsConfigStore.getState().status).toBe('slow');
  answer(null);
  await loading;
  expect(oddsConfigStore.getState()).toMatchObject({ status: 'ready' });
  expect(oddsConfigStore.getState().config.ladders.get('DEFAULT')).toEqual([1.5]);
  jest.useRealTimers();
});
