import { teamsOf } from './teams';

it('splits home and away', () => {
  expect(teamsOf('Real Almenar vs CD Villalba')).toEqual(['Real Almenar', 'CD Villalba']);
});

it('keeps a description without an opponent whole', () => {
  expect(teamsOf('Premier League 2026/27 - Winner')).toEqual(['Premier League 2026/27 - Winner']);
});
