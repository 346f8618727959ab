import type { Market } from '@sportsbook/contracts';
import { groupMarketsByPeriod } from './market-groups';

const market = (id: number, period: string, status: Market['status'] = 'OPEN', hidden = [false], code = 'X'): Market =>
  ({
    id,
    status,
    marketTypeCode: code,
    period: { fullAbbreviation: period },
    outcomes: hidden.map((h, i) => ({ id: id * 10 + i, hidden: h })),
  }) as Market;

it('groups markets by period in the order they come', () => {
  const groups = groupMarketsByPeriod([market(1, 'FT'), market(2, 'H1'), market(3, 'FT')]);
  expect(groups.map((g) => [g.period, g.markets.map((m) => m.id)])).toEqual([
    ['FT', [1, 3]],
    ['H1', [2]],
  ]);
});

it('drops removed markets and markets with every outcome hidden, keeps suspended ones', () => {
  const groups = groupMarketsByPeriod([
    market(1, 'FT', 'CLOSED'),
    market(2, 'FT', 'SETTLED'),
    market(3, 'FT', 'LTS'),
    market(4, 'FT', 'RESULTED'),
    market(5, 'FT', 'OPEN', [true, true]),
    market(6, 'FT', 'SUSPENDED'),
  ]);
  expect(groups.map((g) => g.markets.map((m) => m.id))).toEqual([[6]]);
});

it('puts the sport’s featured market types first, keeping the event’s order for the rest', () => {
  const groups = groupMarketsByPeriod(
    [
      market(1, 'FT', 'OPEN', [false], 'AHCP'),
      market(2, 'FT', 'OPEN', [false], 'ZZZ'),
      market(3, 'FT', 'OPEN', [false], 'MRES'),
      market(4, 'FT', 'OPEN', [false], 'YYY'),
    ],
    ['MRES', 'AHCP'],
  );
  expect(groups[0]?.markets.map((m) => m.id)).toEqual([3, 1, 2, 4]);
});
