import type { ReactNode } from 'react';
import type { AsyncState } from '../hooks/useAsync';
import { EmptyState, ErrorState, Spinner } from './States';

/**
 * What a loaded part of a page shows: a spinner until the first answer, the failure with Retry, the empty
 * message when there is nothing, else `children` with the data.
 */
export function AsyncContent<T>({
  state,
  loadingLabel,
  isEmpty,
  empty,
  children,
}: {
  state: AsyncState<T>;
  loadingLabel: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (state.loading && state.data === null) return <Spinner label={loadingLabel} />;
  if (state.error) return <ErrorState message={state.error} onRetry={state.reload} />;
  if (state.data === null || isEmpty(state.data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(state.data)}</>;
}
