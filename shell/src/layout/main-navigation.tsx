import { css } from '@emotion/react';
import type { SubmenuLink } from '@sportsbook/contracts';
import { color, CONTENT_FRESH_MS, useServerData, useBusState } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { Link, useLocation } from '@sportsbook/routing';
import { currentBrand } from '../brands/current-brand';
import { fetchSubmenu } from '../navigation/fetch-submenu';
import {
  currentSection,
  matchesUrlPattern,
  oncePerDestination,
  partitionSubmenu,
  sectionKeyFor,
  splitOverflow,
  sportsRoot,
} from '../navigation/sub-navigation';
import { virtualGamesLinkShown, withoutUnavailableGames } from '../navigation/virtual-games';
import { useSettings } from '../settings/settings-store';
import { HoverMenu } from './hover-menu';

const VISIBLE_LINKS = 6;

const nav = css`
  display: flex;
  align-items: center;
  gap: 4px;
  min-width: 0;
  a {
    padding: 8px 10px;
    border-radius: 6px;
    text-decoration: none;
    white-space: nowrap;
  }
  a[aria-current='page'] {
    background: ${color('surfaceRaised')};
    color: ${color('accent')};
  }
`;

const fixedEntries = css`
  margin-left: auto;
  display: flex;
  gap: 4px;
`;

const submenuLink = (link: SubmenuLink, locale: string) =>
  /^https?:/.test(link.url) ? link.url : `/${locale}/${link.url.replace(/^\/+/, '')}`;

/** The operator's submenu for the site's layout, split into the main links and the fixed right entries. */
function useOperatorSubmenu(currency: string) {
  const subheaderId = useSettings(
    (s) => s?.page_layouts?.find((layout) => matchesUrlPattern(layout.url, '/*'))?.branding_header_id,
  );
  const submenu = useServerData(
    ['submenu', subheaderId],
    (signal) => (subheaderId === undefined ? Promise.resolve({ submenu_links: [] }) : fetchSubmenu(subheaderId, signal)),
    { freshMs: CONTENT_FRESH_MS },
  );
  return partitionSubmenu(withoutUnavailableGames(submenu.status === 'ready' ? submenu.data.submenu_links : [], currency));
}

/** Desktop sub-navigation of spec §2: built-in sections, the operator's submenu, More, fixed right entries. */
export function MainNavigation({ locale }: { locale: string }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const currency = useBusState('session')?.currency ?? currentBrand.currency;
  const { main, fixed } = useOperatorSubmenu(currency);
  const root = `/${locale}/${sportsRoot(currentBrand.rootPage)}`;
  const labelOf = (link: SubmenuLink) => {
    const key = sectionKeyFor(link.url);
    return key ? t(key) : link.name;
  };
  // The operator's submenu is the navigation; the built-in sections stand in while it is missing.
  const links = oncePerDestination(
    main.length > 0
      ? main.map((link) => ({ to: link.url === '/sports' ? root : submenuLink(link, locale), label: labelOf(link) }))
      : [
          { to: root, label: t('sports') },
          { to: `/${locale}/live/sport/`, label: t('live') },
          { to: `/${locale}/jackpot`, label: t('jackpot') },
          ...(virtualGamesLinkShown(currency) ? [{ to: `/${locale}/sports/kiron`, label: t('virtuals') }] : []),
        ],
  );
  const { shown, more } = splitOverflow(links, VISIBLE_LINKS);
  const promotionsPresent = fixed.some((link) => link.name.toLowerCase() === 'promotions');
  const right = oncePerDestination([
    ...(currentBrand.promotions && !promotionsPresent
      ? [{ to: currentBrand.promotionsUrl ?? `/${locale}/promotions`, label: t('promotions') }]
      : []),
    ...fixed.map((link) => ({ to: submenuLink(link, locale), label: labelOf(link) })),
  ]);
  // One section is the page's, even where one link's path continues another's (Sports, Virtuals).
  const current = currentSection(
    [...links, ...right].map((link) => link.to),
    pathname,
  );
  // Keyed by destination: when the operator's submenu replaces the built-in sections, a link to the
  // same place stays the same element, so a keyboard player's focus on it is not lost.
  const linkTo = (link: { to: string; label: string }) => (
    <Link key={link.to} to={link.to} aria-current={link.to === current ? 'page' : undefined}>
      {link.label}
    </Link>
  );
  return (
    <nav css={nav} aria-label={t('main-navigation')}>
      {shown.map(linkTo)}
      {more.length > 0 && (
        <HoverMenu label={t('more')} trigger={<span>{t('more')}</span>}>
          {more.map((link) => (
            <li key={link.to}>{linkTo(link)}</li>
          ))}
        </HoverMenu>
      )}
      <div css={fixedEntries}>{right.map(linkTo)}</div>
    </nav>
  );
}
