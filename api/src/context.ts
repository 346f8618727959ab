/** The services every route module is given; built once per server in server.ts. */
import type { AccountStore } from './accounts/account-store';
import type { AuthService } from './auth/auth-service';
import type { BettingService } from './betting/betting-service';
import type { RetailCodes } from './betting/retail-codes';
import type { Catalogue } from './catalogue/catalogue';
import type { Db } from './db/database';
import type { Jackpots } from './jackpot/jackpots';
import type { LiveSimulator } from './live/simulator';
import type { PlayLimits } from './safer-play/play-limits';
import type { Wallets } from './wallet/wallet';

export interface AppContext {
  clock: () => number;
  db: Db;
  catalogue: Catalogue;
  simulator: LiveSimulator;
  jackpots: Jackpots;
  accounts: AccountStore;
  wallets: Wallets;
  playLimits: PlayLimits;
  auth: AuthService;
  betting: BettingService;
  retailCodes: RetailCodes;
  startedAt: number;
  version: string;
}
