import { css } from '@emotion/react';
import type { SubmenuLink } from '@sportsbook/contracts';
import { color, CONTENT_FRESH_MS, useServerData, useBusState } from '@sportsbook/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '@sportsbook/routing';
import { currentBrand } from '../brands/current-brand';
import { fetchSubmenu } from '../navigation/fetch-submenu';
import {
  currentSection,
  matchesUrlPattern,
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
  const links =
    main.length > 0
      ? main.map((link) => ({
          key: `submenu-${link.id}`,
          to: link.url === '/sports' ? root : submenuLink(link, locale),
          label: labelOf(link),
        }))
      : [
          { key: 'sports', to: root, label: t('sports') },
          { key: 'live', to: `/${locale}/live/sport/`, label: t('live') },
          { key: 'jackpot', to: `/${locale}/jackpot`, label: t('jackpot') },
          ...(virtualGamesLinkShown(currency) ? [{ key: 'virtuals', to: `/${locale}/sports/kiron`, label: t('virtuals') }] : []),
        ];
  const { shown, more } = splitOverflow(links, VISIBLE_LINKS);
  const promotionsPresent = fixed.some((link) => link.name.toLowerCase() === 'promotions');
  const right = [
    ...(currentBrand.promotions && !promotionsPresent
      ? [{ key: 'promotions', to: currentBrand.promotionsUrl ?? `/${locale}/promotions`, label: t('promotions') }]
      : []),
    ...fixed.map((link) => ({ key: `fixed-${link.id}`, to: submenuLink(link, locale), label: labelOf(link) })),
  ];
  // One section is the page's, even where one link's path continues another's (Sports, Virtuals).
  const current = currentSection(
    [...links, ...right].map((link) => link.to),
    pathname,
  );
  const linkTo = (link: { key: string; to: string; label: string }) => (
    <Link key={link.key} to={link.to} aria-current={link.to === current ? 'page' : undefined}>
      {link.label}
    </Link>
  );
  return (
    <nav css={nav} aria-label={t('main-navigation')}>
      {shown.map(linkTo)}
      {more.length > 0 && (
        <HoverMenu label={t('more')} trigger={<span>{t('more')}</span>}>
          {more.map((link) => (
            <li key={link.key}>{linkTo(link)}</li>
          ))}
        </HoverMenu>
      )}
      <div css={fixedEntries}>{right.map(linkTo)}</div>
    </nav>
  );
}
