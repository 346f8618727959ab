import { act, renderHook } from '@testing-library/react';
import { useApiData } from './use-api-data';

it('drops the answer to inputs that have changed, so it never overwrites the newer answer', async () => {
  const answers = new Map<string, (value: string) => void>();
  const load = (key: string) => () => new Promise<string>((resolve) => answers.set(key, resolve));
  const { result, rerender } = renderHook(({ key }) => useApiData(load(key), [key]), { initialProps: { key: 'logged_out' } });
  rerender({ key: 'logged_in' });
  await act(async () => answers.get('logged_in')?.('for the player'));
  await act(async () => answers.get('logged_out')?.('for a guest'));
  expect(result.current).toEqual({ status: 'ready', data: 'for the player' });
});
