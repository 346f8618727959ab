import { isGameToPageMessage, isPageToGameMessage } from './game-messages';
import { GAME_PROTOCOL, providerTokenField, virtualGamesAvailable } from './virtual-games';

it("gives a provider with a token of its own that token, every other game the player's iCore token", () => {
  expect(providerTokenField('kiron')).toBe('icore_kiron_token');
  expect(providerTokenField('betradar-virtuals')).toBe('icore_betradar_virtuals_token');
  expect(providerTokenField('esportsbull')).toBe('icore_esports_bull_token');
  expect(providerTokenField('powerball')).toBe('icore_powerball_token');
  expect(providerTokenField('lotto')).toBe('icore_token');
  expect(providerTokenField('constructor')).toBe('icore_token');
});

it('hides virtual games for the tether currency only', () => {
  expect(virtualGamesAvailable('USDT')).toBe(false);
  expect(virtualGamesAvailable('usdt')).toBe(false);
  expect(virtualGamesAvailable('EUR')).toBe(true);
});

it('accepts the game messages of the protocol and nothing else', () => {
  expect(isGameToPageMessage({ protocol: GAME_PROTOCOL, type: 'balance-changed' })).toBe(true);
  expect(isGameToPageMessage({ protocol: GAME_PROTOCOL, type: 'resize', height: 600 })).toBe(true);
  expect(isGameToPageMessage({ protocol: GAME_PROTOCOL, type: 'resize' })).toBe(false);
  expect(isGameToPageMessage({ protocol: 'sportsbook-game/0', type: 'ready' })).toBe(false);
  expect(isGameToPageMessage({ protocol: GAME_PROTOCOL, type: 'init' })).toBe(false);
});

it('accepts the init message a game receives', () => {
  expect(isPageToGameMessage({ protocol: GAME_PROTOCOL, type: 'init', locale: 'en', currency: 'EUR', demo: true })).toBe(true);
  expect(isPageToGameMessage({ protocol: GAME_PROTOCOL, type: 'init', locale: 'en', currency: 'EUR' })).toBe(false);
});
