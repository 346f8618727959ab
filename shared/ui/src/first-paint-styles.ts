/**
 * Styles the page's server paints with before any script runs (shared/serve's first paint) and
 * the components then render with: written once here, as style objects emotion takes and the server
 * writes out as CSS (cssText), so the server's copy of the frame and of the home page's highlights
 * has the components' exact size and place. Nothing here may import React or emotion:
 * the shell's server reads it too.
 */
import { color, mq } from './theme';

/** Style rules: declarations (camelCase, as emotion takes them) and nested rules (media queries, selectors). */
export interface StyleRules {
  [property: string]: string | StyleRules;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The rules as CSS text, nested rules kept nested (native CSS nesting, as emotion's). */
export function cssText(rules: StyleRules): string {
  return Object.entries(rules)
    .map(([key, value]) => (typeof value === 'string' ? `${kebab(key)}:${value};` : `${key}{${cssText(value)}}`))
    .join('');
}

/** The page's own rules, after the theme's :root variables. */
export const PAGE_STYLES: StyleRules = {
  '*, *::before, *::after': { boxSizing: 'border-box' },
  body: {
    margin: '0',
    background: color('background'),
    color: color('text'),
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    fontSize: '15px',
    lineHeight: '1.4',
  },
  a: { color: 'inherit' },
};

/** Spec §2 Layouts: one column on mobile; left menu, centre and a 380 px (420 px extra-wide) right column from 1024 px. */
export const FRAME_BODY_STYLES: StyleRules = {
  flex: '1',
  width: '100%',
  maxWidth: '1920px',
  margin: '0 auto',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '16px',
  padding: '0 12px 80px',
  [mq.desktop]: { gridTemplateColumns: '200px minmax(0, 1fr) 380px', paddingBottom: '24px' },
  [mq.wide]: { gridTemplateColumns: '240px minmax(0, 1fr) 380px' },
  [mq.extraWide]: { gridTemplateColumns: '260px minmax(0, 1fr) 420px' },
};

/** The header's rows: one on mobile, the bar and the main navigation on desktop, and the border. */
export const HEADER_ROW_PX = 56;
export const HEADER_SECOND_ROW_PX = 44;

/** The brand's logo in the header: its largest box, narrower on mobile where the controls share the row. */
export const LOGO_MAX = { width: 160, height: 40, mobileWidth: 140 } as const;

/** The home page's highlights: a swipeable row on a phone, a grid on desktop. */
export const HIGHLIGHT_CARDS_STYLES: StyleRules = {
  listStyle: 'none',
  margin: '0',
  padding: '0',
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(260px, 85%)',
  gap: '12px',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  [mq.desktop]: { gridAutoFlow: 'row', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', overflowX: 'visible' },
};

export const HIGHLIGHT_CARD_STYLES: StyleRules = {
  scrollSnapAlign: 'start',
  background: color('surface'),
  borderRadius: '8px',
  padding: '12px',
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
};

/** The card's league and start time. */
export const HIGHLIGHT_META_STYLES: StyleRules = {
  fontSize: '12px',
  color: color('textMuted'),
  display: 'flex',
  justifyContent: 'space-between',
  gap: '8px',
};

/** The card's row of prices. */
export const HIGHLIGHT_ODDS_STYLES: StyleRules = { display: 'flex', gap: '6px', '& > *': { flex: '1', minWidth: '0' } };

/** An odds button's box: a caption line over a price line. */
export const ODDS_BOX_STYLES: StyleRules = {
  minWidth: '64px',
  minHeight: '44px',
  padding: '4px 8px',
  borderRadius: '6px',
  border: `1px solid ${color('border')}`,
  background: color('surfaceRaised'),
  color: color('text'),
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
};

/**
 * The price line of an odds button. Its line is 1.2 em so that a caption over it still fits the
 * button's 44 px: captioned or not, every odds button is as tall, and so is every coupon row of a
 * kind (a phone's coupon holds its rows off screen at that height).
 */
export const ODDS_PRICE_STYLES: StyleRules = { lineHeight: '1.2' };

/** The caption line of an odds button. */
export const ODDS_CAPTION_STYLES: StyleRules = {
  fontSize: '11px',
  opacity: '0.8',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};
