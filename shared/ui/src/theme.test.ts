import { paletteVariables, resolveThemePreference, themeRootCss } from './theme';

it('lets ?theme= override the setting and the brand default, ignoring unknown values', () => {
  expect(resolveThemePreference('light', 'dark', 'system')).toBe('light');
  expect(resolveThemePreference('purple', 'dark', 'system')).toBe('dark');
  expect(resolveThemePreference(null, undefined, 'light')).toBe('light');
  expect(resolveThemePreference(null)).toBe('system');
});

it('writes one palette for a fixed theme and both for system', () => {
  const light = themeRootCss('light');
  expect(light).toContain(`--sb-background: ${paletteVariables('light')['--sb-background']}`);
  expect(light).not.toContain('prefers-color-scheme');
  const system = themeRootCss('system');
  expect(system).toContain('@media (prefers-color-scheme: light)');
  expect(system).toContain(paletteVariables('dark')['--sb-background']);
});
