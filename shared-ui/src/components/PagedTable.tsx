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

/** What the list says: the table's name, the empty message, the loading text and the pager's name ("Users pages"). */
export interface PagedTableTexts {
  label?: string;
  empty: ReactNode;
  loading: string;
  pager: string;
}

export type PagedTableProps<T extends { id: string }, P extends PageOf> = Omit<DataTableProps<T>, 'rows' | 'rowKey' | 'busy' | 'label' | 'empty'> & {
  /** The page as loaded (useApi / useAsync). */
  state: AsyncState<P>;
  rows: (page: P) => readonly T[];
  texts: PagedTableTexts;
  onPage: (page: number) => void;
  /** Shown above a non-empty table (a count). */
  above?: (page: P) => ReactNode;
};

const byId = (row: { id: string }) => row.id;

/** A server-paged list of items with ids: loading, failure with Retry, the empty message, or the table and its pager. */
export function PagedTable<T extends { id: string }, P extends PageOf>({ state, rows, texts, onPage, above, ...table }: PagedTableProps<T, P>) {
  if (state.loading && !state.data) return <Spinner label={texts.loading} />;
  if (state.error) return <ErrorState message={state.error} onRetry={state.reload} />;
  if (!state.data) return null;
  const items = rows(state.data);
  if (items.length === 0) return <DataTable {...table} rows={items} rowKey={byId} empty={texts.empty} />;
  return (
    <>
      {above?.(state.data)}
      <DataTable {...table} rows={items} rowKey={byId} label={texts.label} busy={state.loading} />
      <Pager label={texts.pager} page={state.data.page} pageSize={state.data.pageSize} total={state.data.total} onPage={onPage} />
    </>
  );
}
