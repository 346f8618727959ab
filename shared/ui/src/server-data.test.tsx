import { getBus } from '@sportsbook/bus';
import { LOGGED_OUT } from '@sportsbook/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { prefetchServerData, serverData, useServerData } from './server-data';

const player = (accountId: string) => ({ ...LOGGED_OUT, loggedIn: true, accountId, username: accountId, expiresAt: null });

beforeEach(() => {
  getBus().setState('session', LOGGED_OUT);
  getBus().setState('locale', { locale: 'en' });
});

it('drops the answer to inputs that have changed, so it never overwrites the newer answer', async () => {
  const answers = new Map<string, (value: string) => void>();
  const load = (key: string) => () => new Promise<string>((resolve) => answers.set(key, resolve));
  const { result, rerender } = renderHook(({ key }) => useServerData(['advert', key], load(key)), {
    initialProps: { key: 'logged_out' },
  });
  rerender({ key: 'logged_in' });
  await act(async () => answers.get('logged_in')?.('for the player'));
  await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 'for the player' }));
  await act(async () => answers.get('logged_out')?.('for a guest'));
  rerender({ key: 'logged_in' });
  expect(result.current).toEqual({ status: 'ready', data: 'for the player' });
});

it('asks once when two parts of the page read the same data', async () => {
  const load = jest.fn(async () => 'events');
  const first = renderHook(() => useServerData(['coupon', 1], load));
  const second = renderHook(() => useServerData(['coupon', 1], load));
  await waitFor(() => expect(second.result.current).toEqual({ status: 'ready', data: 'events' }));
  expect(first.result.current).toEqual({ status: 'ready', data: 'events' });
  expect(load).toHaveBeenCalledTimes(1);
});

it('gives a fresh answer to a new reader without asking again', async () => {
  const load = jest.fn(async () => 'footer');
  const first = renderHook(() => useServerData(['footer'], load, { freshMs: 60_000 }));
  await waitFor(() => expect(first.result.current.status).toBe('ready'));
  first.unmount();
  const again = renderHook(() => useServerData(['footer'], load, { freshMs: 60_000 }));
  expect(again.result.current).toEqual({ status: 'ready', data: 'footer' });
  expect(load).toHaveBeenCalledTimes(1);
});

it('asks again when the window regains focus (spec §7)', async () => {
  let asked = 0;
  const load = jest.fn(async () => ++asked);
  const { result } = renderHook(() => useServerData(['wallet'], load));
  await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 1 }));
  act(() => void window.dispatchEvent(new Event('focus')));
  await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 2 }));
});

it('asks again in the language the player switches to', async () => {
  const load = jest.fn(async () => getBus().getState('locale')?.locale);
  const { result } = renderHook(() => useServerData(['menu'], load, { freshMs: 60_000 }));
  await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 'en' }));
  act(() => getBus().setState('locale', { locale: 'es' }));
  await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 'es' }));
});

it("never shows one player's data to the next: a new session loads it again", async () => {
  getBus().setState('session', player('A1'));
  const load = jest.fn(async () => `transactions of ${getBus().getState('session')?.accountId ?? 'nobody'}`);
  const { result } = renderHook(() => useServerData(['transactions'], load, { freshMs: 60_000 }));
  await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 'transactions of A1' }));
  await act(async () => getBus().setState('session', player('B2')));
  expect(result.current).not.toEqual({ status: 'ready', data: 'transactions of A1' });
  await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 'transactions of B2' }));
});

it('keeps what the player sees when a poll fails, and reports a first failure', async () => {
  const failing = renderHook(() => useServerData(['down'], () => Promise.reject(new Error('down'))));
  await waitFor(() => expect(failing.result.current).toMatchObject({ status: 'error' }));
  let fail = false;
  const load = jest.fn(async () => {
    if (fail) throw new Error('down');
    return 3;
  });
  const { result } = renderHook(() => useServerData(['bet-count'], load, { pollMs: 20 }));
  await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 3 }));
  fail = true;
  await waitFor(() => expect(load.mock.calls.length).toBeGreaterThan(2));
  expect(result.current).toEqual({ status: 'ready', data: 3 });
});

it("lets a remote's module ask before its component renders, and the component use that one request", async () => {
  let asked = 0;
  const load = jest.fn(async () => `highlights ${++asked}`);
  prefetchServerData(['home-highlights', 0], load, { freshMs: 30_000 });
  expect(load).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(serverData().getQueryState(['home-highlights', 0, 'en', null])?.status).toBe('success'));
  const { result } = renderHook(() => useServerData(['home-highlights', 0], load, { freshMs: 30_000 }));
  expect(result.current).toEqual({ status: 'ready', data: 'highlights 1' });
  expect(load).toHaveBeenCalledTimes(1);
});

it("answers a player with what was asked for everyone before the player's session was restored", async () => {
  const load = jest.fn(async () => 'the event');
  prefetchServerData(['event', 5], load, { freshMs: 10_000, everyone: true });
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  getBus().setState('session', player('A1'));
  const { result } = renderHook(() => useServerData(['event', 5], load, { freshMs: 10_000, everyone: true }));
  await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 'the event' }));
  expect(load).toHaveBeenCalledTimes(1);
});

it("asks again for a player's own data when the session changes", async () => {
  const load = jest.fn(async () => 'bets');
  prefetchServerData(['my-bets'], load, { freshMs: 10_000 });
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  getBus().setState('session', player('A1'));
  const { result } = renderHook(() => useServerData(['my-bets'], load, { freshMs: 10_000 }));
  await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 'bets' }));
  expect(load).toHaveBeenCalledTimes(2);
});
