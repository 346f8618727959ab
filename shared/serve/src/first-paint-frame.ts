import {
  apiGetKey,
  eventHref,
  eventsResponseSchema,
  HOME_HIGHLIGHTS_QUERY,
  HOME_MODULES,
  isEmbedded,
  SERVER_PAINT_ATTRIBUTE,
  type BrandConfig,
  type PageAnswers,
  type SportEvent,
} from '@sportsbook/contracts';
import * as v from '@sportsbook/schema';
import {
  cssText,
  FRAME_BODY_STYLES,
  HEADER_ROW_PX,
  HEADER_SECOND_ROW_PX,
  HIGHLIGHT_CARD_STYLES,
  HIGHLIGHT_CARDS_STYLES,
  HIGHLIGHT_META_STYLES,
  HIGHLIGHT_ODDS_STYLES,
  LOGO_MAX,
  ODDS_BOX_STYLES,
  ODDS_CAPTION_STYLES,
  ODDS_PRICE_STYLES,
  PAGE_STYLES,
} from '@sportsbook/ui/first-paint-styles';
import { formatStartTime } from '@sportsbook/ui/format';
import { color, mq, resolveThemePreference, themeRootCss } from '@sportsbook/ui/theme';
import { escapeHtml } from './html-text';

const HIGHLIGHTS_KEY = apiGetKey('/xapi/rest/events', HOME_HIGHLIGHTS_QUERY);

/**
 * The frame's rules as the shell's components have them (first-paint-styles): the page's own, the
 * header's height on each layout, the left menu's empty column on desktop, and the highlights' cards.
 */
const FRAME_CSS =
  cssText(PAGE_STYLES) +
  cssText({
    '.sb-fp-header': {
      background: color('surface'),
      borderBottom: `1px solid ${color('border')}`,
      height: `${HEADER_ROW_PX}px`,
      [mq.desktop]: { height: `${HEADER_ROW_PX + HEADER_SECOND_ROW_PX + 1}px` },
    },
    '.sb-fp-logo': {
      height: `${HEADER_ROW_PX - 1}px`,
      padding: '0 12px',
      display: 'flex',
      alignItems: 'center',
      [mq.desktop]: { height: `${HEADER_ROW_PX}px` },
    },
    '.sb-fp-logo > img': {
      display: 'block',
      maxWidth: `${LOGO_MAX.mobileWidth}px`,
      maxHeight: `${LOGO_MAX.height}px`,
      width: 'auto',
      height: 'auto',
      [mq.desktop]: { maxWidth: `${LOGO_MAX.width}px` },
    },
    '.sb-fp-body': FRAME_BODY_STYLES,
    '.sb-fp-side': { display: 'none', [mq.desktop]: { display: 'block' } },
    '.sb-fp-cards': HIGHLIGHT_CARDS_STYLES,
    '.sb-fp-card': HIGHLIGHT_CARD_STYLES,
    '.sb-fp-meta': HIGHLIGHT_META_STYLES,
    '.sb-fp-meta > time': { visibility: 'hidden' },
    '.sb-fp-odds': HIGHLIGHT_ODDS_STYLES,
    '.sb-fp-odds > span': ODDS_BOX_STYLES,
    '.sb-fp-odds > span > span:first-child': ODDS_CAPTION_STYLES,
    '.sb-fp-odds > span > span:last-child': ODDS_PRICE_STYLES,
  });

/** The home page's highlights as the API answered the page's own request, or none. */
function highlightsOf(answers: PageAnswers): SportEvent[] {
  const answer = answers[HIGHLIGHTS_KEY];
  const parsed = answer ? v.safeParse(eventsResponseSchema, answer.body) : undefined;
  return parsed?.success ? parsed.output.events : [];
}

/**
 * A highlight's card in the module's markup: its league, its name linking to its page, and its
 * prices' row. The prices and start time are left to the module: they depend on the player's odds
 * format and time zone, which only the browser knows. The time keeps its room (in UTC, unseen), so
 * a long league name wraps as it will in the module's card.
 */
function highlightCard(event: SportEvent, locale: string): string {
  const league = event.eventPaths.at(-1)?.description ?? '';
  const prices =
    event.markets.length > 0
      ? `<div class="sb-fp-odds" aria-hidden="true"><span><span>&nbsp;</span><span>&nbsp;</span></span></div>`
      : '';
  return (
    `<li class="sb-fp-card"><div class="sb-fp-meta"><span>${escapeHtml(league)}</span>` +
    `<time>${escapeHtml(formatStartTime(event.startTime, locale, 'UTC'))}</time></div>` +
    `<a href="${escapeHtml(eventHref(locale, event))}">${escapeHtml(event.description)}</a>${prices}</li>`
  );
}

export interface FramePage {
  /** The page's path, /{locale}/…; only the home page (/{locale}/) shows highlights. */
  pathname: string;
  /** The page's query string (spec §2 query params: ?theme=, ?embedded=). */
  search: string;
  answers: PageAnswers;
}

/** The highlights the home page's server paints, when the page is the home page and the API answered. */
function firstHighlights({ pathname, answers }: FramePage, brand: BrandConfig): string {
  const [, locale = '', ...rest] = pathname.split('/');
  const home = rest.every((segment) => segment === '');
  if (!home || !(brand.languages as readonly string[]).includes(locale)) return '';
  const events = highlightsOf(answers);
  if (events.length === 0) return '';
  return `<ul ${SERVER_PAINT_ATTRIBUTE}="${HOME_MODULES[0]}" class="sb-fp-cards">${events.map((event) => highlightCard(event, locale)).join('')}</ul>`;
}

/**
 * The frame the shell will render, painted by the server in the shell's own sizes: the header with
 * the brand's logo, and on the home page the highlights in the main column, so a phone paints the
 * page's largest element before any script has run. Everything here is replaced by the
 * shell's first render, but the highlights, which the shell keeps until their module shows.
 */
export function firstPaintFrame(logo: string, page: FramePage, brand: BrandConfig): string {
  // Framed in an operator's page, the site has no header, and its frame is the parent's to paint.
  if (isEmbedded(page.search)) return '';
  const theme = resolveThemePreference(new URLSearchParams(page.search).get('theme'), brand.defaultTheme);
  return (
    `<style>${themeRootCss(theme).replace(/\s*\n\s*/g, '')}${FRAME_CSS}</style>` +
    `<div class="sb-fp-header"><div class="sb-fp-logo">${logo}</div></div>` +
    `<div class="sb-fp-body"><div class="sb-fp-side"></div><div>${firstHighlights(page, brand)}</div></div>`
  );
}
