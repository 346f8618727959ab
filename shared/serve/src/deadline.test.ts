import { withinDeadline } from './deadline';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('gives what the work gives when it ends in time', async () => {
  const answer = withinDeadline(Promise.resolve('logo'), 1_000, null);
  await expect(answer).resolves.toBe('logo');
});

it('gives the fallback at the deadline when the work never ends', async () => {
  const answer = withinDeadline(new Promise<string>(() => undefined), 1_000, null);
  let settled = false;
  void answer.then(() => (settled = true));
  await jest.advanceTimersByTimeAsync(999);
  expect(settled).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  await expect(answer).resolves.toBeNull();
});

it('leaves no timer behind once the work has ended', async () => {
  await withinDeadline(Promise.resolve([]), 1_000, []);
  expect(jest.getTimerCount()).toBe(0);
});
