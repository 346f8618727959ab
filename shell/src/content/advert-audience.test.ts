import type { AdvertAudience } from '@sportsbook/contracts';
import { advertVisible, audiencePlayerOf, needsAccountInfo, type AudiencePlayer } from './advert-audience';

const NOW = Date.parse('2026-01-10T12:00:00Z');
const anonymous: AudiencePlayer = {
  loggedIn: false,
  nonBettor: false,
  nonDepositor: false,
  firstLoginTime: null,
  justRegistered: false,
  excludedFromPromotions: false,
};
const player: AudiencePlayer = { ...anonymous, loggedIn: true, firstLoginTime: '2025-01-01T00:00:00Z' };

it('shows all and imported_list to everyone', () => {
  expect(advertVisible('all', anonymous, NOW)).toBe(true);
  expect(advertVisible('imported_list', anonymous, NOW)).toBe(true);
});

it('shows logged_out only when not logged in', () => {
  expect(advertVisible('logged_out', anonymous, NOW)).toBe(true);
  expect(advertVisible('logged_out', player, NOW)).toBe(false);
});

it('shows logged_in only when logged in', () => {
  expect(advertVisible('logged_in', player, NOW)).toBe(true);
  expect(advertVisible('logged_in', anonymous, NOW)).toBe(false);
});

it('splits deposited and not deposited players', () => {
  expect(advertVisible('logged_in_deposited', player, NOW)).toBe(true);
  expect(advertVisible('logged_in_not_deposited', player, NOW)).toBe(false);
  expect(advertVisible('logged_in_not_deposited', { ...player, nonDepositor: true }, NOW)).toBe(true);
});

it('shows logged_in_not_played to non-bettors or on the first day', () => {
  expect(advertVisible('logged_in_not_played', player, NOW)).toBe(false);
  expect(advertVisible('logged_in_not_played', { ...player, nonBettor: true }, NOW)).toBe(true);
  expect(advertVisible('logged_in_not_played', { ...player, firstLoginTime: '2026-01-10T01:00:00Z' }, NOW)).toBe(true);
});

it('shows just_registered to just-registered players only, until their first deposit', () => {
  expect(advertVisible('just_registered', player, NOW)).toBe(false);
  const joined = { ...player, justRegistered: true, nonDepositor: true };
  expect(advertVisible('just_registered', joined, NOW)).toBe(true);
  // A funded account is never asked for its first deposit.
  expect(advertVisible('just_registered', { ...joined, nonDepositor: false }, NOW)).toBe(false);
});

describe("a player's audience from their account info", () => {
  const info = {
    accountId: '200001',
    username: 'ana',
    currency: 'EUR',
    nonBettor: true,
    nonDepositor: true,
    firstLoginTime: '2026-01-10T10:00:00Z',
    registrationDateTime: '2026-01-10T10:00:00Z',
    wasSetRealMoneyBonuses: false,
    realMoneyBonuses: false,
    promotionalInfo: { promoCash: 0, excludedFromPromotions: false },
  };

  it('counts a player as just registered for the first day after joining', () => {
    expect(advertVisible('just_registered', audiencePlayerOf(info, NOW), NOW)).toBe(true);
    const dayLater = Date.parse('2026-01-11T10:00:00Z');
    expect(advertVisible('just_registered', audiencePlayerOf(info, dayLater - 1), dayLater - 1)).toBe(true);
    expect(advertVisible('just_registered', audiencePlayerOf(info, dayLater), dayLater)).toBe(false);
    const { registrationDateTime: _, ...older } = info;
    expect(advertVisible('just_registered', audiencePlayerOf(older, NOW), NOW)).toBe(false);
  });

  it('reads deposits and bets from the info', () => {
    expect(advertVisible('logged_in_not_deposited', audiencePlayerOf(info, NOW), NOW)).toBe(true);
    expect(advertVisible('logged_in_deposited', audiencePlayerOf({ ...info, nonDepositor: false }, NOW), NOW)).toBe(true);
  });

  it("asks for a logged-in player's account info for every advert but a visitors' one", () => {
    const audiences: AdvertAudience[] = ['all', 'logged_out', 'logged_in', 'just_registered', 'logged_in_not_played'];
    expect(audiences.map(needsAccountInfo)).toEqual([true, false, true, true, true]);
  });

  it('shows a player excluded from promotions no advert at all, and counts one as excluded when the info does not say', () => {
    const excluded = audiencePlayerOf({ ...info, promotionalInfo: { promoCash: 0, excludedFromPromotions: true } }, NOW);
    for (const audience of ['all', 'imported_list', 'logged_in', 'just_registered', 'logged_in_not_deposited'] as const) {
      expect(advertVisible(audience, excluded, NOW)).toBe(false);
    }
    const { promotionalInfo: _, ...unsaid } = info;
    expect(advertVisible('all', audiencePlayerOf(unsaid, NOW), NOW)).toBe(false);
    expect(advertVisible('all', audiencePlayerOf(info, NOW), NOW)).toBe(true);
  });
});
