import type { ReactNode } from 'react';
import type { AsyncState } from '../hooks/useAsync';
import { DataTable, type DataTableProps } from './DataTable';
import { Pager } from './Pager';
import { ErrorState, Spinner } from './States';

export interface PageOf {
  page: number;
  pageSize: number;
  total: number;
}

export type PagedTableProps<T, P extends PageOf> = Omit<DataTableProps<T>, 'rows' | 'busy'> & {
  /** The page as loaded (useApi / useAsync). */
  state: AsyncState<P>;
  rows: (page: P) => readonly T[];
  loadingLabel: string;
  /** The pager's accessible name ("Users pages"). */
  pagerLabel: string;
  onPage: (page: number) => void;
  /** Shown above a non-empty table (a count). */
  above?: (page: P) => ReactNode;
};

/** A server-paged list: loading, failure with Retry, the empty message, or the table and its pager. */
export function PagedTable<T, P extends PageOf>({ state, rows, loadingLabel, pagerLabel, onPage, above, ...table }: PagedTableProps<T, P>) {
  if (state.loading && !state.data) return <Spinner label={loadingLabel} />;
  if (state.error) return <ErrorState message={state.error} onRetry={state.reload} />;
  if (!state.data) return null;
  const items = rows(state.data);
  if (items.length === 0) return <DataTable {...table} rows={items} />;
  return (
    <>
      {above?.(state.data)}
      <DataTable {...table} rows={items} busy={state.loading} />
      <Pager label={pagerLabel} page={state.data.page} pageSize={state.data.pageSize} total={state.data.total} onPage={onPage} />
    </>
  );
}
