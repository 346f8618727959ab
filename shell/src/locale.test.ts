import { localeFromPath, redirectForUnknownLocale, switchLocale } from './locale';

it('reads a supported locale from the first path segment', () => {
  expect(localeFromPath('/fr/sports')).toBe('fr');
  expect(localeFromPath('/xx/sports')).toBe('en');
  expect(localeFromPath('/')).toBe('en');
});

it.each([
  ['/de/sports', '/en/sports'],
  ['/sports/10001', '/en/sports/10001'],
  ['/', '/en/'],
  ['/zz', '/en/'],
])('redirects %s with an unknown locale to %s', (from, to) => {
  expect(redirectForUnknownLocale(from)).toBe(to);
});

it('leaves supported locales and numeric paths over 400 alone', () => {
  expect(redirectForUnknownLocale('/pt/live/sport/')).toBeNull();
  expect(redirectForUnknownLocale('/404')).toBeNull();
  expect(redirectForUnknownLocale('/400')).toBe('/en/400');
});

it('keeps the path when switching language', () => {
  expect(switchLocale('/en/live/sport/', 'es')).toBe('/es/live/sport');
  expect(switchLocale('/en/', 'fr')).toBe('/fr/');
});

it("takes only the brand's own languages, sending any other to the same path in English", () => {
  const eu = ['en', 'es', 'fr', 'pt'];
  const vn = ['en', 'vi', 'th', 'zh', 'id', 'es', 'fr', 'pt'];
  expect(redirectForUnknownLocale('/vi/sports', eu)).toBe('/en/sports');
  expect(redirectForUnknownLocale('/vi/sports', vn)).toBeNull();
  expect(localeFromPath('/th/live/sport/', eu)).toBe('en');
  expect(localeFromPath('/th/live/sport/', vn)).toBe('th');
});
