import type { Bus } from '@sportsbook/bus';
import {
  ODDS_FORMATS,
  THEME_MODES,
  type AccountPrefs,
  type BrandConfig,
  type OddsFormat,
  type ThemeMode,
} from '@sportsbook/contracts';

/** The odds formats a player may choose: the page's brand's, or all of spec §5 without a brand. */
export interface OddsChoice {
  offered: readonly OddsFormat[];
  fallback: OddsFormat;
}

export const oddsChoiceOf = (brand: BrandConfig | undefined): OddsChoice =>
  brand ? { offered: brand.oddsFormats, fallback: brand.defaultOddsFormat } : { offered: ODDS_FORMATS, fallback: 'euro' };

/** Spec §5: a default of uk, anything unknown or a format the brand does not offer falls back to the brand's default. */
export function normaliseOddsFormat(value: string | null | undefined, choice: OddsChoice = oddsChoiceOf(undefined)): OddsFormat {
  const format = (value ?? '').trim().toLowerCase();
  return (choice.offered as readonly string[]).includes(format) ? (format as OddsFormat) : choice.fallback;
}

export const LAYOUTS = ['euro', 'asian', 'thai'] as const;
export const SORT_ORDERS = ['time', 'competition'] as const;
export const THEMES = ['system', 'dark', 'light'] as const;
const MAX_DEFAULT_STAKE = 1e9;

/** A default stake typed by the player: commas stripped (spec §5), 0 or more, two decimals. */
export function parseDefaultStake(text: string): number | null {
  const cleaned = text.replace(/,/g, '').trim();
  if (cleaned === '' || !/^\d+(\.\d*)?$/.test(cleaned)) return null;
  const value = Math.round(Number(cleaned) * 100) / 100;
  return Number.isFinite(value) && value <= MAX_DEFAULT_STAKE ? value : null;
}

/** Only the fields the player changed, so a PATCH never overwrites what it did not touch. */
export function changedPrefs(saved: AccountPrefs, edited: AccountPrefs): Partial<AccountPrefs> {
  return Object.fromEntries(
    (Object.keys(edited) as Array<keyof AccountPrefs>)
      .filter((key) => edited[key] !== saved[key])
      .map((key) => [key, edited[key]]),
  ) as Partial<AccountPrefs>;
}

const isThemeMode = (value: unknown): value is ThemeMode => (THEME_MODES as readonly unknown[]).includes(value);

/**
 * The saved preferences that apply site-wide: the odds format (`odds-format`) and the theme
 * (`theme`, applied by the shell at once). Sent after a save and when the saved ones load after login.
 */
export function publishPreferences(bus: Bus, prefs: Pick<AccountPrefs, 'price_format' | 'theme'>): void {
  bus.setState('odds-format', { format: normaliseOddsFormat(prefs.price_format) });
  if (isThemeMode(prefs.theme)) bus.setState('theme', { mode: prefs.theme });
}
