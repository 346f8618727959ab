import type { MarketStatus } from '@sportsbook/contracts';
import { effectiveMarketStatus, isMarketLocked, isRemovedStatus } from './market-status';

it('removes LTS, settled, resulted and closed markets, and keeps open and suspended ones (spec §4)', () => {
  const statuses: MarketStatus[] = ['OPEN', 'SUSPENDED', 'LTS', 'SETTLED', 'RESULTED', 'CLOSED'];
  expect(statuses.filter(isRemovedStatus)).toEqual(['LTS', 'SETTLED', 'RESULTED', 'CLOSED']);
});

it('locks a suspended market and an open one under a feed alert', () => {
  expect(isMarketLocked({ status: 'OPEN', feedAlert: false })).toBe(false);
  expect(isMarketLocked({ status: 'SUSPENDED', feedAlert: false })).toBe(true);
  expect(effectiveMarketStatus({ status: 'OPEN', feedAlert: true })).toBe('SUSPENDED');
});
