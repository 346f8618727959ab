import type { ActiveJackpotsResponse, EventsResponse } from '@sportsbook/contracts';
import { activeJackpotsResponseSchema } from '@sportsbook/contracts';
import { contractAnswer } from '../testing/contract-check';
import { TEST_NOW, serverForFile } from '../testing/test-server';

const api = serverForFile();

function active(brand?: string): Promise<ActiveJackpotsResponse> {
  return contractAnswer<ActiveJackpotsResponse>(
    api.app,
    { url: '/xapi/rest/jackpotbetweb/active', headers: brand ? { 'x-sb-brand': brand } : {} },
    activeJackpotsResponseSchema,
  );
}

it('offers open jackpots over upcoming football matches', async () => {
  const { jackpots } = await active();
  expect(jackpots.length).toBeGreaterThanOrEqual(2);
  for (const jackpot of jackpots) {
    expect(Date.parse(jackpot.closesAt)).toBeGreaterThan(TEST_NOW);
    expect(jackpot.currency).toBe('EUR');
    const res = await api.app.inject(`/xapi/rest/events?ids=${jackpot.eventIds.join(',')}&eventsPerPage=50`);
    const { events } = res.json<EventsResponse>();
    expect(events).toHaveLength(jackpot.eventIds.length);
    expect(events.every((e) => e.sportCode === 'FOOT' && e.markets.some((m) => m.marketTypeCode === 'MRES'))).toBe(true);
    expect(Math.min(...events.map((e) => Date.parse(e.startTime)))).toBe(Date.parse(jackpot.closesAt));
  }
});

it('states prizes in the brand currency', async () => {
  const [eu, ke] = await Promise.all([active('eu'), active('ke')]);
  expect(ke.jackpots[0]?.currency).toBe('KES');
  expect(ke.jackpots[0]?.jackpotPrize).toBe((eu.jackpots[0]?.jackpotPrize ?? 0) * 140);
});
