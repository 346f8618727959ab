import { compareCodes } from './compare-codes';

it('orders ids and ISO timestamps as their characters do, equal ones together', () => {
  expect(['mfe_live', 'mfe_account', 'mfe_betslip', 'mfe_live'].sort(compareCodes)).toEqual([
    'mfe_account',
    'mfe_betslip',
    'mfe_live',
    'mfe_live',
  ]);
  expect(['2026-11-26T10:00:00Z', '2026-11-26T09:30:00Z'].sort(compareCodes)).toEqual([
    '2026-11-26T09:30:00Z',
    '2026-11-26T10:00:00Z',
  ]);
  expect(compareCodes('B', 'a')).toBeLessThan(0);
});
