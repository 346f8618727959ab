import { badgeFor, footerItems, footerTap, highlightedItem, kironCondition, type FooterConfig } from './footer-items';

const base: FooterConfig = {
  hamburgerMenu: true,
  enableMyBets: true,
  kiron: false,
  rootPage: 'live',
  compact: false,
  slipInPage: true,
};
const tap = { locale: 'en', pathname: '/en/sports', loggedIn: true };

it("lists the sections, My Bets, Betslip and Menu last, within the thumb's reach", () => {
  expect(footerItems(base)).toEqual(['live', 'sports', 'my-bets', 'betslip', 'menu']);
});

it('puts My account where Menu was when the brand has no hamburger menu', () => {
  expect(footerItems({ ...base, hamburgerMenu: false })).toEqual(['live', 'sports', 'my-bets', 'betslip', 'account']);
});

it('hides My Bets unless enable_my_bets is on', () => {
  expect(footerItems({ ...base, enableMyBets: false })).not.toContain('my-bets');
});

it('leaves Virtuals to the side menu where there is one, and shows it only when its condition holds', () => {
  expect(footerItems({ ...base, kiron: true })).not.toContain('kiron');
  expect(footerItems({ ...base, hamburgerMenu: false })).not.toContain('kiron');
  expect(footerItems({ ...base, hamburgerMenu: false, kiron: true })).toEqual([
    'live',
    'sports',
    'kiron',
    'my-bets',
    'betslip',
    'account',
  ]);
  expect(kironCondition(true, 'KES')).toBe(true);
  expect(kironCondition(true, 'USDT')).toBe(false);
  expect(kironCondition(false, 'KES')).toBe(false);
});

it('never has more than six items, so each keeps its icon and label on a 320 px screen', () => {
  for (const hamburgerMenu of [true, false])
    for (const kiron of [true, false]) expect(footerItems({ ...base, hamburgerMenu, kiron }).length).toBeLessThanOrEqual(6);
});

it('leaves Betslip out when the embedding app hosts the slip', () => {
  expect(footerItems({ ...base, slipInPage: false })).toEqual(['live', 'sports', 'my-bets', 'menu']);
  expect(footerItems({ ...base, compact: true, slipInPage: false })).toEqual(['my-bets']);
});

it('puts Sports before Live when the root page is the prematch page', () => {
  const items = footerItems({ ...base, rootPage: 'prematch' });
  expect(items.indexOf('sports')).toBeLessThan(items.indexOf('live'));
});

it('shows only My Bets and Betslip in compact modes', () => {
  expect(footerItems({ ...base, compact: true })).toEqual(['my-bets', 'betslip']);
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
