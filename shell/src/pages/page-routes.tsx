import { PAGE_MODULE_ROUTES, type ExposedModuleId, type ExposedModuleProps } from '@sportsbook/contracts';
import { RemoteModule } from '../federation/remote-module';

type PageModuleId = (typeof PAGE_MODULE_ROUTES)[number]['id'];

/** What the shell hands each routed page module. */
const PAGE_PROPS: { [Id in PageModuleId]: ExposedModuleProps[Id] } = {
  'mfe_prematch/PrematchPage': {},
  'mfe_live/LivePage': {},
  'mfe_betslip/MyBets': { variant: 'page' },
  'mfe_account/AccountPages': {},
  'mfe_jackpot/JackpotPage': {},
};

const element = <Id extends PageModuleId>(id: Id) => <RemoteModule id={id as ExposedModuleId} props={PAGE_PROPS[id]} />;

/** The pages (under /:locale) whose main column is one remote module, from the contract's table. */
export const PAGE_ROUTES = PAGE_MODULE_ROUTES.map((route) => ({ ...route, element: element(route.id) }));
