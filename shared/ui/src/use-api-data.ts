import { isAbortError } from '@sportsbook/http';
import { useEffect, useState } from 'react';

export type ApiData<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/** Loads data for a component, aborting the request when the inputs change or it unmounts. */
export function useApiData<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): ApiData<T> {
  const [state, setState] = useState<ApiData<T>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    // An answer to inputs that have since changed is dropped: it would overwrite the newer request's.
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!isAbortError(error) && !controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
    // The caller names the inputs; `load` is a fresh closure on every render by design.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return state;
}
