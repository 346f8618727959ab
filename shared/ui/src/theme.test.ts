import { contrastRatio } from '@sportsbook/contracts';
import { palettes, paletteVariables, resolveThemePreference, themeRootCss } from './theme';

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

const contrast = contrastRatio;

it.each(['dark', 'light'] as const)(
  'keeps every odds button readable (4.5:1) in the %s theme, a moving price flashing included',
  (mode) => {
    const p = palettes[mode];
    for (const background of [p.surfaceRaised, p.upTint, p.downTint]) {
      expect(contrast(p.text, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(p.textMuted, background)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(p.up, p.surfaceRaised)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(p.up, p.upTint)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(p.down, p.surfaceRaised)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(p.down, p.downTint)).toBeGreaterThanOrEqual(4.5);
  },
);
