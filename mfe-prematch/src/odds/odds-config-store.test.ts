import { fakeApi } from '@sportsbook/http/testing';
import { PRICING_WAIT_MS, loadOddsConfig, oddsConfigStore, resetOddsConfigStore } from './odds-config-store';

const respond = (status: number, body: unknown) => fakeApi(() => ({ status, body }));

beforeEach(() => resetOddsConfigStore());

it('loads the ladder and margins and the power odds once', async () => {
  const fetchMock = respond(200, { margins: [{ brandMarginType: 'DEFAULT', margin: 5 }], odds: 'DEFAULT=1.5,2' });
  await loadOddsConfig();
  await loadOddsConfig();
  expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
    '/xapi/rest/oddsLadderAndMargins/0?type=POWER_ODDS',
    '/xapi/rest/oddsLadderAndMargins/1',
  ]);
  expect(oddsConfigStore.getState().config.ladders.get('DEFAULT')).toEqual([1.5, 2]);
});

it('keeps the brand config when power odds are unavailable', async () => {
  fakeApi(({ href }) => (href.includes('/0?') ? { status: 500, body: null } : { body: { margins: [], odds: 'DEFAULT=1.5' } }));
  await loadOddsConfig();
  expect(oddsConfigStore.getState()).toMatchObject({ status: 'ready', config: { margins: [] } });
});

it('keeps feed prices when the endpoint fails', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  respond(404, { statusCode: 404, code: 'NOT_FOUND', message: 'no' });
  await loadOddsConfig();
  expect(oddsConfigStore.getState()).toMatchObject({ status: 'unavailable', config: { margins: [] } });
  expect(error).toHaveBeenCalled();
  error.mockRestore();
});

it('stops holding prices back when the config is slow, and applies it once it comes', async () => {
  jest.useFakeTimers();
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  fakeApi(async ({ href }) => {
    if (href.includes('/0?')) return { body: { margins: [], odds: '' } };
    await answered;
    return { body: { margins: [], odds: 'DEFAULT=1.5' } };
  });
  const loading = loadOddsConfig();
  jest.advanceTimersByTime(PRICING_WAIT_MS);
  expect(oddsConfigStore.getState().status).toBe('slow');
  answer();
  await loading;
  expect(oddsConfigStore.getState()).toMatchObject({ status: 'ready' });
  expect(oddsConfigStore.getState().config.ladders.get('DEFAULT')).toEqual([1.5]);
  jest.useRealTimers();
});
