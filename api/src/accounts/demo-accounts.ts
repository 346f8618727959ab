/**
 * The demo players (documented in api/README.md), one per login path and currency. Inserted on
 * start-up when missing, each with a funded wallet whose opening balance is a recorded deposit.
 * Hashes are precomputed (password "demo123", answer "rex") so start-up does not spend 300 ms in scrypt.
 */
import type { Db } from '../db/database';
import type { Wallets } from '../wallet/wallet';
import type { AccountStore, NewAccount } from './account-store';
import { recordMissingIdentities } from './identity';

export const DEMO_PASSWORD = 'demo123';
export const DEMO_SECURITY_ANSWER = 'rex';
const QUESTION = 'What was the name of your first pet?';
const ANSWER_HASH = 'Zk69SAPZvrVSUwWZ1gUMbw:1NhxSw3KPCUCDZJFNPDhMqyD_yCAI0J8YHYaE-H2TtI';

interface DemoAccount {
  account: Omit<NewAccount, 'createdAt' | 'email' | 'selfExcluded' | 'vipLevel' | 'securityQuestion' | 'securityAnswerHash'> &
    Partial<Pick<NewAccount, 'securityQuestion' | 'securityAnswerHash' | 'vipLevel'>>;
  deposit: number;
  promo?: number;
}

const player = (
  id: string,
  username: string,
  salt: string,
  hash: string,
  extra: Partial<DemoAccount['account']> = {},
): DemoAccount['account'] => ({
  id,
  username,
  passwordSalt: salt,
  passwordHash: hash,
  brand: 'eu',
  currency: 'EUR',
  locale: 'en',
  firstName: username[0]?.toUpperCase() + username.slice(1),
  lastName: 'Demo',
  countryCode: 'MT',
  status: 'ACTIVE',
  loginMode: 'PLAIN',
  ...extra,
});

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    account: player('100001', 'demo', 'hEAtgMOcUDkd3fCohT683w', '2icQvyqYNXMBuZg155Di0Ctuk86CbVeAlrm0klEBujA', { vipLevel: 2 }),
    deposit: 1000,
    promo: 10,
  },
  {
    account: player('100002', 'otp', 'TygjUnCv9otwvAWf2X238g', 'Pdy8vx-QfJltRXMMjHSXA7Vn2MbroZFiAT9QOzJjMEk', {
      loginMode: 'OTP',
    }),
    deposit: 500,
  },
  {
    account: player('100003', 'question', 'OEuQtdp9d2W4JpLvtRdg6g', 'ltCK0-n5Rx2350iGOtO0_W3G6v1MSTSTfD7vXRZQMa4', {
      loginMode: 'QUESTION',
      securityQuestion: QUESTION,
      securityAnswerHash: ANSWER_HASH,
    }),
    deposit: 500,
  },
  {
    account: player('100004', 'suspended', '13_2iPOaGrJioZ7373bCBQ', 'n4nN9CBQPXC4N_rgL2HH1lwKomuydBf87fzpB3eqjas', {
      status: 'SUSPENDED',
    }),
    deposit: 50,
  },
  {
    account: player('100005', 'locked', 'dCgMpOZgS3KM7uQq6v_1cg', 'NSm-lfpkKGzJ9gB3J7KMHzCjUV0dK0DzckHthEEoJu8', {
      status: 'LOCKED',
    }),
    deposit: 50,
  },
  {
    account: player('100006', 'pending', 'LvVepQeE3kzUg0pCWatkEA', 'LVYthicRZvGLuKjrJB8FJhMGOzfXaMijoqkm1RXXH_U', {
      status: 'PENDING_ACTIVATION',
    }),
    deposit: 0,
  },
  {
    account: player('100007', 'kenya', 'ppEZnwW9XcJLpvxDKaEe6g', 'VGG2i0bu409yLxBNaEAdYFs8v-XZK0Aw-MUDqhW_SG0', {
      brand: 'ke',
      currency: 'KES',
      countryCode: 'KE',
      firstName: 'Wanjiru',
    }),
    deposit: 100_000,
  },
  {
    account: player('100008', 'vietnam', '-Yb-nI06BK9sKMeMCAGMiw', '4y8asDlRSAC2Nt2PxyjQo0TMpQcOAEnWcPa00dcuq8k', {
      brand: 'vn',
      currency: 'VND',
      countryCode: 'VN',
      firstName: 'Minh',
    }),
    deposit: 20_000_000,
  },
  {
    // The account to try the safer-play tools on (a time-out locks it out): demo's own stays usable.
    account: player('100009', 'rested', '6l12x6l5j3iHI5uXfcniMQ', 'ugVE4HSzFS8pkKqxoPwNSEAAfUFMUcRXoPf49qNOipo'),
    deposit: 200,
  },
];

export function seedDemoAccounts(db: Db, accounts: AccountStore, wallets: Wallets, now: number): void {
  db.transaction(() => {
    for (const demo of DEMO_ACCOUNTS) {
      if (accounts.byId(demo.account.id)) continue;
      accounts.insert({
        securityQuestion: null,
        securityAnswerHash: null,
        vipLevel: 0,
        ...demo.account,
        email: `${demo.account.username}@demo.sportsbook.test`,
        selfExcluded: false,
        createdAt: now,
      });
      wallets.open(demo.account.id, demo.account.currency);
      if (demo.deposit > 0) {
        wallets.post(demo.account.id, {
          kind: 'DEPOSIT',
          pocket: 'REAL',
          amountMinor: demo.deposit * 100,
          description: 'Opening deposit',
        });
      }
      if (demo.promo) {
        wallets.post(demo.account.id, {
          kind: 'BONUS',
          pocket: 'PROMO',
          amountMinor: demo.promo * 100,
          description: 'Welcome free bet',
        });
      }
    }
    recordMissingIdentities(db, accounts.all());
  })();
}
