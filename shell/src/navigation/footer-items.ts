import { virtualGamesLinkShown } from './virtual-games';

/** The mobile footer navigation of spec §2, as pure rules so each can be tested on its own. */
export type FooterItemId = 'menu' | 'live' | 'sports' | 'betslip' | 'my-bets' | 'kiron' | 'account';

export interface FooterConfig {
  hamburgerMenu: boolean;
  enableMyBets: boolean;
  /** Kiron virtuals offered (see kironCondition). */
  kiron: boolean;
  rootPage: 'prematch' | 'live';
  /** Modes in which only Betslip and My Bets show. */
  compact: boolean;
  /** False when the page that embeds the site hosts the slip itself (betslip-origin dafa_native_app). */
  slipInPage: boolean;
}

/** Virtual games are offered by the brand, but never for the tether currency (spec §6). */
export const kironCondition = (brandOffersKiron: boolean, currency: string): boolean =>
  brandOffersKiron && virtualGamesLinkShown(currency);

/**
 * Spec §2's items, at most six so that each keeps an icon and a short label at 320 px.
 * Where the brand has a side menu, Promotions and Virtuals live there instead; Menu, or My
 * account where there is no menu, comes last, within the thumb's reach.
 */
export function footerItems(config: FooterConfig): FooterItemId[] {
  const wanted = (id: FooterItemId): boolean => {
    switch (id) {
      case 'menu':
        return config.hamburgerMenu;
      case 'my-bets':
        return config.enableMyBets;
      case 'kiron':
        return config.kiron && !config.hamburgerMenu;
      case 'account':
        return !config.hamburgerMenu;
      case 'betslip':
        return config.slipInPage;
      default:
        return true;
    }
  };
  const sections: FooterItemId[] = config.rootPage === 'prematch' ? ['sports', 'live'] : ['live', 'sports'];
  const order: FooterItemId[] = [...sections, 'kiron', 'my-bets', 'betslip', 'menu', 'account'];
  const compactOnly = new Set<FooterItemId>(['betslip', 'my-bets']);
  return order.filter((id) => wanted(id) && (!config.compact || compactOnly.has(id)));
}

export type FooterTap =
  | { kind: 'navigate'; to: string }
  | { kind: 'back' }
  | { kind: 'login'; returnTo: string }
  | { kind: 'toggle-betslip' }
  | { kind: 'toggle-menu' };

export interface TapContext {
  locale: string;
  pathname: string;
  loggedIn: boolean;
}

const isMyBetsPath = (pathname: string): boolean => /\/open_bets(\/|$)|mybets/.test(pathname);

const TARGETS: Record<Exclude<FooterItemId, 'menu' | 'betslip'>, string> = {
  live: 'live/sport/',
  sports: 'sports',
  'my-bets': 'open_bets',
  kiron: 'sports/kiron',
  account: 'account',
};

export function footerTap(id: FooterItemId, context: TapContext): FooterTap {
  if (id === 'menu') return { kind: 'toggle-menu' };
  if (id === 'betslip') return { kind: 'toggle-betslip' };
  const to = `/${context.locale}/${TARGETS[id]}`;
  if ((id === 'account' || id === 'my-bets') && !context.loggedIn) return { kind: 'login', returnTo: to };
  if (id === 'my-bets' && isMyBetsPath(context.pathname)) return { kind: 'back' };
  return { kind: 'navigate', to };
}

export interface HighlightContext {
  pathname: string;
  betslipOpen: boolean;
  myBetsModalOpen: boolean;
}

/** The item whose page is showing, or none while the betslip, the My Bets modal or an open_bets page is up. */
export function highlightedItem(items: readonly FooterItemId[], context: HighlightContext): FooterItemId | null {
  if (context.betslipOpen || context.myBetsModalOpen || isMyBetsPath(context.pathname)) return null;
  const path = context.pathname.replace(/^\/[a-z]{2}(-[A-Z]{2})?/, '');
  const match = (id: FooterItemId): boolean => {
    switch (id) {
      case 'live':
        return path.startsWith('/live');
      case 'kiron':
        return path.startsWith('/sports/kiron');
      case 'sports':
        return (path.startsWith('/sports') && !path.startsWith('/sports/kiron')) || path.startsWith('/events');
      case 'account':
        return path.startsWith('/account');
      default:
        return false;
    }
  };
  return items.find(match) ?? null;
}

/** The betslip count badge: the real number, on a wider badge beyond 99. */
export const badgeFor = (count: number): { text: string; wide: boolean } | null =>
  count > 0 ? { text: String(count), wide: count > 99 } : null;
