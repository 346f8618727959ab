/** Design tokens and the breakpoints of spec §2 Layouts. */
export const breakpoints = {
  /** Desktop layout from this width. */
  desktop: 1024,
  wide: 1366,
  extraWide: 1700,
} as const;

export const mq = {
  mobile: `@media (max-width: ${breakpoints.desktop - 1}px)`,
  desktop: `@media (min-width: ${breakpoints.desktop}px)`,
  wide: `@media (min-width: ${breakpoints.wide}px)`,
  extraWide: `@media (min-width: ${breakpoints.extraWide}px)`,
} as const;

export type ThemeMode = 'dark' | 'light';

export interface Palette {
  background: string;
  surface: string;
  surfaceRaised: string;
  text: string;
  textMuted: string;
  accent: string;
  accentText: string;
  border: string;
  selected: string;
  selectedText: string;
  danger: string;
  success: string;
  up: string;
  down: string;
  /** A price that moved flashes in these: light enough (or dark enough) that the button's text keeps its contrast. */
  upTint: string;
  downTint: string;
}

export const palettes: Record<ThemeMode, Palette> = {
  dark: {
    background: '#0f1720',
    surface: '#18232f',
    surfaceRaised: '#22303f',
    text: '#f2f5f8',
    textMuted: '#a9b6c4',
    accent: '#ffc83d',
    accentText: '#1a1300',
    border: '#2e3e50',
    selected: '#ffc83d',
    selectedText: '#1a1300',
    danger: '#ff7a7a',
    success: '#5fd68a',
    up: '#5fd68a',
    down: '#ff7a7a',
    upTint: '#17402a',
    downTint: '#4a1d1d',
  },
  light: {
    background: '#f3f5f7',
    surface: '#ffffff',
    surfaceRaised: '#eef1f4',
    text: '#14202b',
    textMuted: '#4c5c6b',
    accent: '#0b6bcb',
    accentText: '#ffffff',
    border: '#d5dde5',
    selected: '#0b6bcb',
    selectedText: '#ffffff',
    danger: '#b3261e',
    success: '#177034',
    up: '#177034',
    down: '#b3261e',
    upTint: '#dff3e6',
    downTint: '#fbe1de',
  },
};

/** Theme values are CSS custom properties so a theme switch restyles every remote at once. */
export const color = (name: keyof Palette): string => `var(--sb-${name})`;

export function paletteVariables(mode: ThemeMode): Record<string, string> {
  return Object.fromEntries(Object.entries(palettes[mode]).map(([key, value]) => [`--sb-${key}`, value]));
}

/** What a player or brand asks for; 'system' follows the device's colour scheme. */
export type ThemePreference = ThemeMode | 'system';
export const THEME_PREFERENCES: readonly ThemePreference[] = ['dark', 'light', 'system'];

export const isThemePreference = (value: unknown): value is ThemePreference =>
  typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value);

/**
 * The preference in force: a valid `?theme=` wins (spec §2 query params), then the player's or
 * operator's setting, then the brand default.
 */
export function resolveThemePreference(query: string | null, ...fallbacks: (string | null | undefined)[]): ThemePreference {
  return [query, ...fallbacks].find(isThemePreference) ?? 'system';
}

const declarations = (mode: ThemeMode): string =>
  Object.entries(paletteVariables(mode))
    .map(([key, value]) => `${key}: ${value};`)
    .join('\n');

/** The :root rules of a preference; 'system' switches on prefers-color-scheme, dark first. */
export function themeRootCss(preference: ThemePreference): string {
  if (preference !== 'system') return `:root { color-scheme: ${preference}; ${declarations(preference)} }`;
  return `:root { color-scheme: dark light; ${declarations('dark')} }
@media (prefers-color-scheme: light) { :root { ${declarations('light')} } }`;
}
