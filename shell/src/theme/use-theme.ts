import { useBusState, type ThemePreference } from '@sportsbook/ui';
import { currentBrand } from '../brands/current-brand';
import { useSettings } from '../settings/settings-store';
import { themeInForce } from './theme-preference';

/** The theme the page shows now; it follows the `theme` topic, so a saved preference applies at once. */
export function useThemeInForce(query: string | null): ThemePreference {
  const loggedIn = useBusState('session')?.loggedIn ?? false;
  const player = useBusState('theme')?.mode ?? null;
  const settingsDefault = useSettings((s) => s?.default_theme_mode);
  // A theme saved by the last player does not outlive their session.
  return themeInForce({ query, player: loggedIn ? player : null, settingsDefault, brandDefault: currentBrand.defaultTheme });
}
