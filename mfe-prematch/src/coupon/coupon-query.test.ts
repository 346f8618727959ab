import { couponQuery } from './coupon-query';

const now = new Date('2026-11-21T10:00:00Z');

it('asks for 20 prematch events of the page with the player’s status filter', () => {
  expect(couponQuery({ eventPathIds: '240', sortByEventpath: true }, { period: 'all', status: 'OPEN', page: 3 }, now)).toEqual({
    periodType: 'PRE_MATCH',
    includeMarkets: true,
    eventPathIds: '240',
    sortByEventpath: true,
    marketStatus: 'OPEN',
    eventsPerPage: 20,
    page: 3,
  });
});

it('adds the period window', () => {
  const query = couponQuery({}, { period: 'today', status: 'OPEN,SUSPENDED', page: 1 }, now);
  expect([query.dateFrom, query.dateTo]).toEqual(['2026-11-21T10:00:00.000Z', '2026-11-22T10:00:00.000Z']);
});
