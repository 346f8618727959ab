import { HOME_MODULES, pageModulesFor } from './page-routes';

it("starts loading the remote modules of the page in the address bar, and no other page's", () => {
  expect(pageModulesFor('/en/')).toEqual([...HOME_MODULES]);
  expect(pageModulesFor('/fr')).toEqual([...HOME_MODULES]);
  expect(pageModulesFor('/en/sports/football/england')).toEqual(['mfe_prematch/PrematchPage']);
  expect(pageModulesFor('/en/events/123-a-v-b')).toEqual(['mfe_prematch/PrematchPage']);
  expect(pageModulesFor('/en/live/sport/')).toEqual(['mfe_live/LivePage']);
  expect(pageModulesFor('/en/open_bets')).toEqual(['mfe_betslip/MyBets']);
  expect(pageModulesFor('/en/account/balances')).toEqual(['mfe_account/AccountPages']);
  expect(pageModulesFor('/en/promotions')).toEqual([]);
  expect(pageModulesFor('/en/no-such-page')).toEqual([]);
});
