import { isVirtualGameLink, virtualGamesLinkShown, withoutUnavailableGames } from './virtual-games';

it('recognises links to game pages with or without the locale', () => {
  expect(isVirtualGameLink('/sports/kiron')).toBe(true);
  expect(isVirtualGameLink('/en/sports/leap/42')).toBe(true);
  expect(isVirtualGameLink('lotto')).toBe(true);
  expect(isVirtualGameLink('/sports/240-FOOT')).toBe(false);
  expect(isVirtualGameLink('/sports')).toBe(false);
  expect(isVirtualGameLink('/lottery-results')).toBe(false);
});

it('offers the virtual-games link in every currency but tether', () => {
  expect(virtualGamesLinkShown('EUR')).toBe(true);
  expect(virtualGamesLinkShown('KES')).toBe(true);
  expect(virtualGamesLinkShown('USDT')).toBe(false);
  expect(virtualGamesLinkShown('usdt')).toBe(false);
});

it("removes the operator's game links from a tether player's navigation only", () => {
  const links = [
    { id: 1, url: '/sports' },
    { id: 2, url: '/sports/kiron' },
    { id: 3, url: '/powerball' },
  ];
  expect(withoutUnavailableGames(links, 'USDT').map((link) => link.id)).toEqual([1]);
  expect(withoutUnavailableGames(links, 'EUR')).toEqual(links);
});
