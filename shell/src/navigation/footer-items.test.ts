import { badgeFor, footerItems, footerTap, highlightedItem, kironCondition, type FooterConfig } from './footer-items';

const base: FooterConfig = {
  hamburgerMenu: true,
  enableMyBets: true,
  kiron: false,
  promotions: true,
  rootPage: 'live',
  compact: false,
  slipInPage: true,
};
const tap = { locale: 'en', pathname: '/en/sports', loggedIn: true, promotionsUrl: null };

it('lists the default items in the order of the spec table', () => {
  expect(footerItems(base)).toEqual(['menu', 'live', 'sports', 'betslip', 'my-bets', 'promotions']);
});

it('adds My account and removes Promotions when the hamburger menu is off', () => {
  const items = footerItems({ ...base, hamburgerMenu: false });
  expect(items).toContain('account');
  expect(items).not.toContain('promotions');
  expect(items).not.toContain('menu');
});

it('hides My Bets unless enable_my_bets is on', () => {
  expect(footerItems({ ...base, enableMyBets: false })).not.toContain('my-bets');
});

it('hides Promotions when the kiron condition holds', () => {
  expect(footerItems({ ...base, kiron: true })).not.toContain('promotions');
});

it('hides Promotions when the promotions flag is off', () => {
  expect(footerItems({ ...base, promotions: false })).not.toContain('promotions');
});

it('shows Kiron only when its condition holds', () => {
  expect(footerItems(base)).not.toContain('kiron');
  expect(footerItems({ ...base, kiron: true })).toContain('kiron');
  expect(kironCondition(true, 'KES')).toBe(true);
  expect(kironCondition(true, 'USDT')).toBe(false);
  expect(kironCondition(false, 'KES')).toBe(false);
});

it('leaves Betslip out when the embedding app hosts the slip', () => {
  expect(footerItems({ ...base, slipInPage: false })).toEqual(['menu', 'live', 'sports', 'my-bets', 'promotions']);
  expect(footerItems({ ...base, compact: true, slipInPage: false })).toEqual(['my-bets']);
});

it('puts Pre-events before Live when the root page is the prematch page', () => {
  const items = footerItems({ ...base, rootPage: 'prematch' });
  expect(items.indexOf('sports')).toBeLessThan(items.indexOf('live'));
});

it('shows only Betslip and My Bets in compact modes', () => {
  expect(footerItems({ ...base, compact: true })).toEqual(['betslip', 'my-bets']);
});

it('opens the login flow for My account or My Bets while logged out', () => {
  expect(footerTap('account', { ...tap, loggedIn: false })).toEqual({ kind: 'login', returnTo: '/en/account' });
  expect(footerTap('my-bets', { ...tap, loggedIn: false })).toEqual({ kind: 'login', returnTo: '/en/open_bets' });
  expect(footerTap('account', tap)).toEqual({ kind: 'navigate', to: '/en/account' });
});

it('goes back when My Bets is tapped on a my-bets page', () => {
  expect(footerTap('my-bets', { ...tap, pathname: '/en/open_bets' })).toEqual({ kind: 'back' });
  expect(footerTap('my-bets', { ...tap, pathname: '/en/account/mybets' })).toEqual({ kind: 'back' });
  expect(footerTap('my-bets', tap)).toEqual({ kind: 'navigate', to: '/en/open_bets' });
});

it('sends Promotions to a configured promotions URL', () => {
  expect(footerTap('promotions', { ...tap, promotionsUrl: 'https://promo.example' })).toEqual({
    kind: 'navigate',
    to: 'https://promo.example',
  });
});

it('highlights nothing while the betslip, the My Bets modal or an open_bets page shows', () => {
  const items = footerItems(base);
  const context = { pathname: '/en/live/sport/', betslipOpen: false, myBetsModalOpen: false };
  expect(highlightedItem(items, context)).toBe('live');
  expect(highlightedItem(items, { ...context, betslipOpen: true })).toBeNull();
  expect(highlightedItem(items, { ...context, myBetsModalOpen: true })).toBeNull();
  expect(highlightedItem(items, { ...context, pathname: '/en/open_bets' })).toBeNull();
});

it('widens the count badge beyond 99', () => {
  expect(badgeFor(0)).toBeNull();
  expect(badgeFor(99)).toEqual({ text: '99', wide: false });
  expect(badgeFor(100)).toEqual({ text: '100', wide: true });
});
