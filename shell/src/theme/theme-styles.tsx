import { Global, css } from '@emotion/react';
import { themeRootCss, type ThemePreference } from '@sportsbook/ui';
import { useThemeInForce } from './use-theme';

const globalStyles = (theme: ThemePreference) => css`
  ${themeRootCss(theme)}
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  body {
    margin: 0;
    background: var(--sb-background);
    color: var(--sb-text);
    font-family:
      system-ui,
      -apple-system,
      'Segoe UI',
      Roboto,
      sans-serif;
    font-size: 15px;
    line-height: 1.4;
  }
  a {
    color: inherit;
  }
`;

/** The page's global styles in the theme in force; re-rendered when the player's theme changes. */
export function ThemeStyles({ query }: { query: string | null }) {
  const theme = useThemeInForce(query);
  return <Global styles={globalStyles(theme)} />;
}
