import { useState } from 'react';
import { Link } from 'react-router-dom';
import { apiRequest } from 'shared-auth';
import { FIGURE_SCOPE_LABELS, WORK_FIGURE_LABELS, type WorkFigure, type WorkItem, type WorkItemScope, type WorkItemsResponse } from 'shared-contracts';
import { AsyncContent, Button, DataTable, formatDate, useAsync, type Column } from 'shared-ui';
import { WorkItemDialog, statusText } from './WorkItemDialog';

const PAGE = 100;
const query = (figure: WorkFigure, scope: WorkItemScope, cursor?: string) =>
  `/api/obligations/work-items?${new URLSearchParams({ figure, scope, limit: String(PAGE), ...(cursor ? { cursor } : {}) }).toString()}`;

/**
 * The items one figure counts (GET /api/obligations/work-items?figure=, the same conditions as the count), tasks and filings
 * together, oldest due date first; each opens in a dialog.
 */
export function FigureList({ figure, scope, role, clearHref }: { figure: WorkFigure; scope: WorkItemScope; role: string; clearHref: string }) {
  const [more, setMore] = useState<WorkItem[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [open, setOpen] = useState<WorkItem | null>(null);
  const first = useAsync(
    (signal) =>
      apiRequest<WorkItemsResponse>(query(figure, scope), { signal }).then((r) => {
        setMore([]);
        setCursor(r.nextCursor);
        return r;
      }),
    [figure, scope],
  );
  const loadMore = async () => {
    if (!cursor) return;
    const next = await apiRequest<WorkItemsResponse>(query(figure, scope, cursor));
    setMore((m) => [...m, ...next.items]);
    setCursor(next.nextCursor);
  };
  const columns: Array<Column<WorkItem>> = [
    { header: 'Due date', cell: (i) => formatDate(i.dueDate), stackLabel: true },
    {
      header: 'Item',
      rowHeader: true,
      cell: (i) => (
        <Button type="button" $small $variant="ghost" onClick={() => setOpen(i)} aria-label={`Open ${i.title}`}>
          {i.period ? `${i.title} (${i.period})` : i.title}
        </Button>
      ),
    },
    { header: 'Kind', cell: (i) => (i.kind === 'filing' ? `Filing${i.authority ? ` · ${i.authority}` : ''}` : 'Task'), stackLabel: true },
    { header: 'Owner', cell: (i) => i.owner?.name ?? 'No owner', stackLabel: true },
    { header: 'Status', cell: statusText, stackLabel: true },
  ];
  const title = `${WORK_FIGURE_LABELS[figure]}: ${FIGURE_SCOPE_LABELS[scope].toLowerCase()}`;
  return (
    <section aria-labelledby="figure-list-title">
      <h2 id="figure-list-title" style={{ marginTop: 0 }}>
        {first.data ? `${title} (${first.data.total})` : title}
      </h2>
      <p style={{ marginTop: 0 }}>
        <Link to={clearHref}>Show every due date</Link>
      </p>
      <AsyncContent state={first} loadingLabel="Loading the items..." isEmpty={(r) => r.total === 0} empty="Nothing to show: this figure is 0.">
        {(r) => (
          <>
            <DataTable caption={title} stackOnMobile columns={columns} rows={[...r.items, ...more]} rowKey={(i) => `${i.kind}-${i.id}`} />
            {cursor && (
              <Button type="button" $small $variant="secondary" onClick={() => void loadMore()}>
                Show more
              </Button>
            )}
          </>
        )}
      </AsyncContent>
      {open && <WorkItemDialog item={open} role={role} onClose={() => setOpen(null)} />}
    </section>
  );
}
