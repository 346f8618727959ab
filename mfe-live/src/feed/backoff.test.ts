import { RECONNECT_MAX_MS, reconnectDelay } from './backoff';

it('doubles the reconnect delay from half a second, with jitter in the upper half', () => {
  expect(reconnectDelay(0, () => 0)).toBe(250);
  expect(reconnectDelay(0, () => 1)).toBe(500);
  expect(reconnectDelay(1, () => 1)).toBe(1000);
  expect(reconnectDelay(3, () => 0.5)).toBe(3000);
});

it('never waits longer than the ceiling', () => {
  expect(reconnectDelay(20, () => 1)).toBe(RECONNECT_MAX_MS);
});
