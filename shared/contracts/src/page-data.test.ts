import { apiGetKey } from './page-answers';
import { HOME_HIGHLIGHTS_QUERY, pageDataAt } from './page-data';

it('names a request the same whatever order its query was written in, leaving empty values out', () => {
  expect(apiGetKey('/xapi/rest/events', { page: 2, eventPathIds: '10001', ids: undefined, dateFrom: '' })).toBe(
    apiGetKey('/xapi/rest/events', { eventPathIds: '10001', page: 2 }),
  );
  expect(apiGetKey('/xapi/rest/events', { includeMarkets: true })).toBe('/xapi/rest/events?includeMarkets=true');
  expect(apiGetKey('/xapi/rest/oddsLadderAndMargins/1')).toBe('/xapi/rest/oddsLadderAndMargins/1');
});

it('asks first, for the home page, for its highlights and what their prices depend on, once each', () => {
  const keys = pageDataAt('/en/').map((get) => apiGetKey(get.path, get.query));
  expect(keys).toEqual([
    apiGetKey('/xapi/rest/events', HOME_HIGHLIGHTS_QUERY),
    '/xapi/rest/oddsLadderAndMargins/1',
    '/xapi/rest/oddsLadderAndMargins/0?type=POWER_ODDS',
  ]);
});

it('asks nothing first for a page whose modules ask for their own data', () => {
  expect(pageDataAt('/en/sports')).toEqual([]);
  expect(pageDataAt('/en/live/sport/')).toEqual([]);
});
