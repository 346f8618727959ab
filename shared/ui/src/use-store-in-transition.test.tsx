import { act, render, screen } from '@testing-library/react';
import { Suspense, useLayoutEffect } from 'react';
import { useStoreInTransition, type ReadableStore } from './use-store-in-transition';

/** The smallest store the hook reads (zustand's vanilla store has the same shape). */
function createStore(initial: { n: number }): ReadableStore<{ n: number }> & { setState: (next: { n: number }) => void } {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setState: (next) => {
      state = next;
      listeners.forEach((listener) => listener());
    },
  };
}

const never = new Promise<never>(() => undefined);

it('follows the store, and a change never swaps what the page shows for a loading state', async () => {
  const store = createStore({ n: 1 });
  function Reader() {
    const n = useStoreInTransition(store, (s) => s.n);
    if (n === 2) throw never;
    return <p>n={n}</p>;
  }
  render(
    <Suspense fallback={<p>loading</p>}>
      <Reader />
    </Suspense>,
  );
  expect(screen.getByText('n=1')).toBeInTheDocument();
  // A transition that suspends keeps the page as it was; an urgent update would show the fallback.
  act(() => store.setState({ n: 2 }));
  expect(screen.getByText('n=1')).toBeInTheDocument();
  expect(screen.queryByText('loading')).toBeNull();
  act(() => store.setState({ n: 3 }));
  expect(await screen.findByText('n=3')).toBeInTheDocument();
});

it('catches a change made between its render and its subscription', () => {
  const store = createStore({ n: 1 });
  function Reader() {
    return <p>n={useStoreInTransition(store, (s) => s.n)}</p>;
  }
  function ChangesOnMount() {
    useLayoutEffect(() => store.setState({ n: 5 }), []);
    return null;
  }
  render(
    <>
      <Reader />
      <ChangesOnMount />
    </>,
  );
  expect(screen.getByText('n=5')).toBeInTheDocument();
});
