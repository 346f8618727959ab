import { createBus } from '@sportsbook/bus';
import { LOGGED_OUT } from '@sportsbook/contracts';
import { fakeApi } from '@sportsbook/http/testing';
import { createBetslipStore } from '../betslip/betslip-store';
import { memoryStorage } from '../testing/selections';
import { followDefaultStake } from '../preferences/default-stake';
import { getAccountPrefs } from '../api-calls/account-prefs';
import { getPromotionalInfo } from '../api-calls/account-info';

const INFO = {
  accountId: '100001',
  username: 'demo',
  currency: 'EUR',
  nonBettor: false,
  nonDepositor: false,
  firstLoginTime: null,
  wasSetRealMoneyBonuses: false,
  realMoneyBonuses: false,
};
const PREFS = {
  price_format: 'euro',
  layout: 'euro',
  default_stake: 3,
  sort_by: 'time',
  accept_higher_odds: false,
  theme: 'system',
};

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

it('reads the promotional info that keeps to the contract', async () => {
  const answer = { ...INFO, promotionalInfo: { promoCash: 0, excludedFromPromotions: true } };
  fakeApi(() => ({ body: answer }));
  await expect(getPromotionalInfo('100001')).resolves.toEqual(answer);
});

it('refuses promotional info that drifted, rather than read an excluded player as eligible', async () => {
  // A 0 for "excluded" would read as "not excluded" and offer extra winnings the API will not pay.
  fakeApi(() => ({ body: { ...INFO, promotionalInfo: { promoCash: 0, excludedFromPromotions: 0 } } }));
  await expect(getPromotionalInfo('100001')).rejects.toMatchObject({
    name: 'AnswerDriftError',
    field: 'promotionalInfo.excludedFromPromotions',
  });
  expect(logged).toHaveBeenCalledWith(
    expect.stringContaining('GET /xapi/rest/accounts/:accountId/info answered out of contract'),
  );
});

it('refuses preferences whose default stake drifted, and the slip keeps no default stake', async () => {
  fakeApi(() => ({ body: { ...PREFS, default_stake: '3' } }));
  await expect(getAccountPrefs('100001')).rejects.toMatchObject({ name: 'AnswerDriftError', field: 'default_stake' });
  const bus = createBus();
  bus.setState('session', LOGGED_OUT);
  const slip = createBetslipStore(bus, { storage: memoryStorage(), maxBets: () => 15, precision: () => 2 });
  followDefaultStake(bus, slip);
  bus.setState('session', { ...LOGGED_OUT, loggedIn: true, accountId: '100001', username: 'demo', expiresAt: 1 });
  const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(slip.store.getState().defaultStake).toBe(0);
  expect(warned).toHaveBeenCalledWith('[betslip] account preferences unavailable', expect.anything());
  warned.mockRestore();
});
