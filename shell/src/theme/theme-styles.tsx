import { Global, css } from '@emotion/react';
import { PAGE_STYLES, themeRootCss, type ThemePreference } from '@sportsbook/ui';
import { useThemeInForce } from './use-theme';

const globalStyles = (theme: ThemePreference) => [
  css`
    ${themeRootCss(theme)}
  `,
  css(PAGE_STYLES),
];

/** The page's global styles in the theme in force; re-rendered when the player's theme changes. */
export function ThemeStyles({ query }: { query: string | null }) {
  const theme = useThemeInForce(query);
  return <Global styles={globalStyles(theme)} />;
}
