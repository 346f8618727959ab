import { snapshot } from '../testing/recorded-feed/recorded';
import { BOTS_GROUP, groupEvents, isBotEvent, sportTabs } from './group-events';

const event = (id: number, sportCode: 'FOOT' | 'EFOT' | 'EBSK', paths: Array<[number, string]>, slug = `e${id}`) => ({
  id,
  slug,
  sportCode,
  eventPaths: paths.map(([pathId, description]) => ({ id: pathId, description, slug: `${pathId}-x` })),
});

it('groups by sport, competition and league in the order the API ranks them', () => {
  const groups = groupEvents([
    event(1, 'FOOT', [
      [240, 'Football'],
      [1001, 'England'],
      [3001, 'Premier League'],
    ]),
    event(2, 'FOOT', [
      [240, 'Football'],
      [1002, 'Spain'],
      [3004, 'LaLiga'],
    ]),
    event(3, 'FOOT', [
      [240, 'Football'],
      [1001, 'England'],
      [3001, 'Premier League'],
    ]),
    event(4, 'FOOT', [
      [240, 'Football'],
      [1001, 'England'],
      [3002, 'Championship'],
    ]),
  ]);
  expect(groups).toEqual([
    {
      key: '240',
      title: 'Football',
      competitions: [
        {
          id: 1001,
          title: 'England',
          leagues: [
            { id: 3001, title: 'Premier League', eventIds: [1, 3] },
            { id: 3002, title: 'Championship', eventIds: [4] },
          ],
        },
        { id: 1002, title: 'Spain', leagues: [{ id: 3004, title: 'LaLiga', eventIds: [2] }] },
      ],
    },
  ]);
});

it('puts the EFOT and EBSK bot events together in one group', () => {
  const groups = groupEvents([
    event(
      1,
      'EFOT',
      [
        [2301, 'eFootball'],
        [1501, 'International'],
        [3502, 'eSoccer Bots'],
      ],
      'a-vs-b---bots',
    ),
    event(
      2,
      'EFOT',
      [
        [2301, 'eFootball'],
        [1501, 'International'],
        [3501, 'eSoccer H2H'],
      ],
      'c-vs-d',
    ),
    event(
      3,
      'EBSK',
      [
        [2302, 'eBasketball'],
        [1601, 'International'],
        [3602, 'eBasketball Bots'],
      ],
      'e-vs-f---bots',
    ),
  ]);
  expect(groups.map((g) => g.key)).toEqual([BOTS_GROUP, '2301']);
  expect(groups[0]?.competitions.flatMap((c) => c.leagues.flatMap((l) => l.eventIds))).toEqual([1, 3]);
});

it('tells bot events by sport code and slug suffix', () => {
  expect(isBotEvent({ sportCode: 'EFOT', slug: 'x---bots' })).toBe(true);
  expect(isBotEvent({ sportCode: 'FOOT', slug: 'x---bots' })).toBe(false);
  expect(isBotEvent({ sportCode: 'EBSK', slug: 'x-bots' })).toBe(false);
});

it('keeps a league without competition under its sport', () => {
  const [group] = groupEvents([
    event(1, 'FOOT', [
      [240, 'Football'],
      [3900, 'Friendlies'],
    ]),
  ]);
  expect(group?.competitions).toEqual([{ id: null, title: '', leagues: [{ id: 3900, title: 'Friendlies', eventIds: [1] }] }]);
});

it('makes one sport tab per sport with its count and the live/sport/{id}-{CODE} segment', () => {
  const tabs = sportTabs(snapshot.events);
  expect(tabs.reduce((sum, tab) => sum + tab.count, 0)).toBe(snapshot.events.length);
  for (const tab of tabs) expect(tab.segment).toMatch(new RegExp(`^\\d+-${tab.sportCode}$`));
});
