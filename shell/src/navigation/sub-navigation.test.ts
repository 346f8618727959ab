import {
  currentSection,
  matchesUrlPattern,
  oncePerDestination,
  partitionSubmenu,
  sectionKeyFor,
  sportsRoot,
  splitOverflow,
} from './sub-navigation';

it('roots sports at live/sport on a Live root page, otherwise at sports', () => {
  expect(sportsRoot('live')).toBe('live/sport/');
  expect(sportsRoot('prematch')).toBe('sports');
});

it('collapses overflow links into More', () => {
  expect(splitOverflow([1, 2, 3], 3)).toEqual({ shown: [1, 2, 3], more: [] });
  expect(splitOverflow([1, 2, 3, 4, 5], 3)).toEqual({ shown: [1, 2], more: [3, 4, 5] });
});

it('keeps only the fixed right entries that are present, in their fixed order', () => {
  const links = [
    { id: 1, name: 'Chat', url: '/chat' },
    { id: 2, name: 'Football', url: '/sports/foot' },
    { id: 3, name: 'Promotions', url: '/promotions' },
  ];
  const { main, fixed } = partitionSubmenu(links);
  expect(main.map((l) => l.name)).toEqual(['Football']);
  expect(fixed.map((l) => l.name)).toEqual(['Promotions', 'Chat']);
});

it('shows a destination the operator names twice once, under its first name', () => {
  const links = [
    { to: '/en/sports', label: 'Sports' },
    { to: '/en/live/sport/', label: 'Live' },
    { to: '/en/sports', label: 'Football and more' },
  ];
  expect(oncePerDestination(links).map((link) => link.label)).toEqual(['Sports', 'Live']);
});

it('matches page layout URL patterns', () => {
  expect(matchesUrlPattern('/*', '/en/sports')).toBe(true);
  expect(matchesUrlPattern('/*/sports/10001*', '/en/sports/10001')).toBe(true);
  expect(matchesUrlPattern('/*/sports/10001*', '/en/sports/10002')).toBe(false);
});

it("names the product's own sections with their translation keys", () => {
  expect(sectionKeyFor('/sports')).toBe('sports');
  expect(sectionKeyFor('/live/sport/')).toBe('live');
  expect(sectionKeyFor('/sports/esports')).toBeUndefined();
});

describe('currentSection', () => {
  const links = ['/en/sports', '/en/live/sport/', '/en/jackpot', '/en/sports/kiron', '/en/promotions'];

  it('highlights only the most specific section: a virtual game is Virtuals, not Sports too', () => {
    expect(currentSection(links, '/en/sports/kiron')).toBe('/en/sports/kiron');
    expect(currentSection(links, '/en/sports/kiron/race/3')).toBe('/en/sports/kiron');
    expect(currentSection(links, '/en/sports/soccer/england')).toBe('/en/sports');
    expect(currentSection(links, '/en/sports')).toBe('/en/sports');
  });

  it('matches whole segments, with or without a trailing slash or a query', () => {
    expect(currentSection(links, '/en/live/sport')).toBe('/en/live/sport/');
    expect(currentSection(links, '/en/live/sport/?filter=1')).toBe('/en/live/sport/');
    expect(currentSection(links, '/en/sportsbook-news')).toBeNull();
    expect(currentSection(links, '/en/account')).toBeNull();
  });
});
