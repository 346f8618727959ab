import { HOME_MODULES, pageFirstModulesAt, remotesStartedAt } from './page-modules';

it("names the remote modules the page in the address bar loads first, and no other page's", () => {
  // The home page's highlights, its largest paint, load before the boxes below them.
  expect(pageFirstModulesAt('/en/')).toEqual([HOME_MODULES[0]]);
  expect(pageFirstModulesAt('/fr')).toEqual(['mfe_prematch/HomeHighlights']);
  expect(pageFirstModulesAt('/en/sports')).toEqual(['mfe_prematch/PrematchPage']);
  expect(pageFirstModulesAt('/en/sports/football/england')).toEqual(['mfe_prematch/PrematchPage']);
  expect(pageFirstModulesAt('/en/events/123-a-v-b')).toEqual(['mfe_prematch/PrematchPage']);
  expect(pageFirstModulesAt('/en/live/sport/')).toEqual(['mfe_live/LivePage']);
  expect(pageFirstModulesAt('/en/open_bets')).toEqual(['mfe_betslip/MyBets']);
  expect(pageFirstModulesAt('/en/account/balances')).toEqual(['mfe_account/AccountPages']);
  expect(pageFirstModulesAt('/en/open_bets/1')).toEqual([]);
  expect(pageFirstModulesAt('/en/sportsbook')).toEqual([]);
  expect(pageFirstModulesAt('/en/promotions')).toEqual([]);
  expect(pageFirstModulesAt('/en/no-such-page')).toEqual([]);
});

it('names the remotes a page loads in its first seconds on any screen: its own, the slip, the account for a player', () => {
  const visitor = { player: false };
  // The home page's boxes below its highlights are its own too: the live box comes from the live remote.
  expect(remotesStartedAt('/en/', visitor)).toEqual(['mfe_prematch', 'mfe_live', 'mfe_betslip']);
  expect(remotesStartedAt('/en/sports/football', visitor)).toEqual(['mfe_prematch', 'mfe_betslip']);
  // A phone's live page shows no sports menu: the prematch remote is not among them.
  expect(remotesStartedAt('/en/live/sport/', visitor)).toEqual(['mfe_live', 'mfe_betslip']);
  expect(remotesStartedAt('/en/promotions', visitor)).toEqual(['mfe_betslip']);
  expect(remotesStartedAt('/en/sports', { player: true })).toEqual(['mfe_prematch', 'mfe_betslip', 'mfe_account']);
});
