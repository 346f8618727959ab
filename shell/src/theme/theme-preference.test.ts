import { themeInForce, type ThemeSources } from './theme-preference';

const sources: ThemeSources = { query: null, player: null, settingsDefault: undefined, brandDefault: 'dark' };

it("uses the brand build's default until the settings name one", () => {
  expect(themeInForce(sources)).toBe('dark');
  expect(themeInForce({ ...sources, settingsDefault: 'light' })).toBe('light');
});

it("puts the player's saved theme above the brand default", () => {
  expect(themeInForce({ ...sources, settingsDefault: 'light', player: 'system' })).toBe('system');
});

it('lets ?theme= win for the page view, and ignores an invalid one', () => {
  expect(themeInForce({ ...sources, player: 'light', query: 'dark' })).toBe('dark');
  expect(themeInForce({ ...sources, player: 'light', query: 'neon' })).toBe('light');
});
