import { fakeApi } from '@sportsbook/http/testing';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { testBook } from '../testing/render-live';
import { LiveBookContext } from './use-live-book';
import { useLiveList } from './use-live-list';

it('says once in the console that the list could not be loaded, however often the page renders', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  fakeApi(() => ({ status: 500, body: { statusCode: 500, code: 'DOWN', message: 'down' } }));
  const { book } = testBook();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LiveBookContext.Provider value={book}>{children}</LiveBookContext.Provider>
  );
  const { result, rerender } = renderHook(() => useLiveList(), { wrapper });
  await waitFor(() => expect(result.current.status).toBe('error'));
  rerender();
  rerender();
  expect(warn.mock.calls.filter(([message]) => String(message).includes('live events could not be loaded'))).toHaveLength(1);
  warn.mockRestore();
});
