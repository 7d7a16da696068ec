import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from 'shared-auth';
import { failureMessage } from './useAction';

export interface AsyncState<T> {
  data: T | null;
  /** The failure's message (ApiRequestError carries the api's text). */
  error: string | null;
  loading: boolean;
  /** Load again (after a change, or from an error state's Retry). */
  reload: () => void;
}

/**
 * Loads data for a view and tracks loading and error; runs again when `deps` change, and a
 * newer load always wins over an older one (its signal is aborted).
 */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): AsyncState<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    loadRef.current(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        setData(value);
        setLoading(false);
      },
      (reason: unknown) => {
        if (controller.signal.aborted) return;
        setError(failureMessage(reason));
        setLoading(false);
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is recreated every render; `deps` say when the request really changes.
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, error, loading, reload };
}

/** GETs `path` from the api (again whenever it changes): useAsync for the common case of one call. */
export function useApi<T>(path: string): AsyncState<T> {
  return useAsync<T>((signal) => apiRequest<T>(path, { signal }), [path]);
}
