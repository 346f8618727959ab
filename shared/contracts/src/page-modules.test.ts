import { HOME_MODULES, pageModulesAt } from './page-modules';

it("names the remote modules of the page in the address bar, and no other page's", () => {
  expect(pageModulesAt('/en/')).toEqual([...HOME_MODULES]);
  expect(pageModulesAt('/fr')).toEqual([...HOME_MODULES]);
  expect(pageModulesAt('/en/sports')).toEqual(['mfe_prematch/PrematchPage']);
  expect(pageModulesAt('/en/sports/football/england')).toEqual(['mfe_prematch/PrematchPage']);
  expect(pageModulesAt('/en/events/123-a-v-b')).toEqual(['mfe_prematch/PrematchPage']);
  expect(pageModulesAt('/en/live/sport/')).toEqual(['mfe_live/LivePage']);
  expect(pageModulesAt('/en/open_bets')).toEqual(['mfe_betslip/MyBets']);
  expect(pageModulesAt('/en/account/balances')).toEqual(['mfe_account/AccountPages']);
  expect(pageModulesAt('/en/open_bets/1')).toEqual([]);
  expect(pageModulesAt('/en/sportsbook')).toEqual([]);
  expect(pageModulesAt('/en/promotions')).toEqual([]);
  expect(pageModulesAt('/en/no-such-page')).toEqual([]);
});
