import { createBus, getBus } from '@sportsbook/bus';
import { act, render, screen } from '@testing-library/react';
import { setUpShellI18n } from '../testing/i18n';
import { ApiOutageNotice, recheckDelay, useApiRecoveries, watchForRecovery } from './api-outage';

beforeAll(() => setUpShellI18n());
afterEach(() => jest.useRealTimers());

it('rechecks soon at first, then every 10 s at most', () => {
  expect([0, 1, 2, 3, 4, 5, 50].map(recheckDelay)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
});

it('asks again until an answer ends the outage, then stops asking', async () => {
  jest.useFakeTimers();
  const bus = createBus();
  bus.setState('site/api', { available: false });
  let calls = 0;
  const check = jest.fn(async () => {
    if (++calls === 3) bus.setState('site/api', { available: true });
    else throw new TypeError('Failed to fetch');
  });
  watchForRecovery(bus, check);
  for (const delay of [1000, 2000, 4000, 8000, 10_000]) await act(() => jest.advanceTimersByTimeAsync(delay));
  expect(check).toHaveBeenCalledTimes(3);
});

function Page() {
  return <p>content mounted {useApiRecoveries()} times again</p>;
}

it('tells the player while the API is away, and mounts the content afresh when it is back', () => {
  const bus = getBus();
  render(
    <>
      <ApiOutageNotice />
      <Page />
    </>,
  );
  expect(screen.queryByRole('alert')).toBeNull();
  act(() => bus.setState('site/api', { available: false }));
  expect(screen.getByRole('alert')).toHaveTextContent('The site is temporarily unavailable');
  act(() => bus.setState('site/api', { available: true }));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByText('content mounted 1 times again')).toBeTruthy();
});
