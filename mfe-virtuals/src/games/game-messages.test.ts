import { GAME_PROTOCOL } from '@sportsbook/contracts';
import { acceptGameMessage } from './game-messages';

const game = {};
const frame = { window: game, messageOrigin: 'https://games.example' };
const balance = { protocol: GAME_PROTOCOL, type: 'balance-changed' };

it('accepts a protocol message from the framed game on its origin', () => {
  expect(acceptGameMessage({ origin: 'https://games.example', source: game, data: balance }, frame)).toEqual(balance);
});

it('ignores the right payload from another origin', () => {
  expect(acceptGameMessage({ origin: 'https://evil.example', source: game, data: balance }, frame)).toBeNull();
});

it('ignores the right origin from another window', () => {
  expect(acceptGameMessage({ origin: 'https://games.example', source: {}, data: balance }, frame)).toBeNull();
});

it('ignores anything before the frame exists', () => {
  expect(acceptGameMessage({ origin: 'null', source: null, data: balance }, { window: null, messageOrigin: 'null' })).toBeNull();
});

it.each([
  { protocol: 'other', type: 'balance-changed' },
  { protocol: GAME_PROTOCOL, type: 'set-balance', balance: 1e9 },
  { protocol: GAME_PROTOCOL, type: 'resize', height: -1 },
  'balance-changed',
])('drops a message outside the protocol: %p', (data) => {
  expect(acceptGameMessage({ origin: 'https://games.example', source: game, data }, frame)).toBeNull();
});
