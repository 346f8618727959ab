import { gameFrame } from './game-frame';

const PAGE = 'https://sportsbook.example';

it('tells a game the page origin it must talk to', () => {
  const frame = gameFrame('/api/demo-games/kiron?token=t&locale=en', PAGE);
  expect(frame.src).toBe('/api/demo-games/kiron?token=t&locale=en&parentOrigin=https%3A%2F%2Fsportsbook.example');
});

it('gives a game on the page origin scripts only, so it cannot lift its sandbox', () => {
  const frame = gameFrame('/api/demo-games/kiron', PAGE);
  expect(frame.sandbox).toBe('allow-scripts');
  expect(frame.messageOrigin).toBe('null');
});

it('lets a provider on its own origin keep it, and talks to that origin only', () => {
  const frame = gameFrame('https://games.example/edge?t=1', PAGE);
  expect(frame.sandbox).toBe('allow-scripts allow-same-origin');
  expect(frame.messageOrigin).toBe('https://games.example');
  expect(frame.targetOrigin).toBe('https://games.example');
  expect(frame.src).toBe('https://games.example/edge?t=1&parentOrigin=https%3A%2F%2Fsportsbook.example');
});

it('never grants popups, forms or top navigation', () => {
  for (const url of ['/g', 'https://games.example/g']) {
    expect(gameFrame(url, PAGE).sandbox).not.toMatch(/popups|forms|top-navigation|modals/);
  }
});

it('deep-links a game id', () => {
  expect(gameFrame('/api/demo-games/leap?token=', PAGE, 'horses-3').src).toContain('gameId=horses-3');
});
