import type { ThemeMode } from '@sportsbook/contracts';
import { resolveThemePreference, type ThemePreference } from '@sportsbook/ui';

export interface ThemeSources {
  /** `?theme=` of this page view. */
  query: string | null;
  /** What the player saved (the `theme` bus topic), while that player is logged in. */
  player: ThemeMode | null;
  /** The operator's default_theme_mode for the brand (settings). */
  settingsDefault: string | null | undefined;
  /** The brand build's own default, in force until the settings arrive or when they have none. */
  brandDefault: ThemePreference;
}

/** Spec §2: a valid `?theme=` wins, then the player's choice, then the brand's default from settings. */
export const themeInForce = (sources: ThemeSources): ThemePreference =>
  resolveThemePreference(sources.query, sources.player, sources.settingsDefault, sources.brandDefault);
