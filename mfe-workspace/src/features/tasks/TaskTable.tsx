import { useState } from 'react';
import { DataTable, EmptyState, ErrorState, Pager, PersonPicker, Spinner, useAsync, type Column, formatDate, space } from 'shared-ui';
import { TASK_PRIORITY_LABELS } from 'shared-contracts';
import styled from 'styled-components';
import {
  TASK_STATUS_LABELS,
  type Task,
  TASK_CATEGORIES,
  TASK_PRIORITIES,
  TASK_STATUSES,
  personName,
  taskStage,
  taskStatusLabel,
  type TaskListQuery,
  type TeamUser,
} from '../../common/types';
import { tasksApi } from './tasksApi';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('xs', 'sm')};
  align-items: flex-end;
  margin-bottom: ${space('sm')};
  & label {
    display: flex;
    flex-direction: column;
    font-size: 0.85rem;
    font-weight: 600;
    gap: 0.2rem;
  }
  & select {
    min-height: 36px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    padding: ${space(0, 'xs')};
  }
  & label.check {
    flex-direction: row;
    align-items: center;
    gap: ${space('xs')};
    min-height: 36px;
  }
`;

/** A theme colour by name; a completed task its checker has not yet approved reads "Awaiting sign-off" in the review colour (docs/decisions/0049-people-and-the-command-centre-screen.md). */
type Tone = 'warning' | 'info' | 'success' | 'danger' | 'review';

const Badge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  border-radius: 999px;
  padding: 0.05rem 0.55rem;
  font-size: 0.8rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.onTone};
  background: ${({ theme, $tone }) => theme.colors[$tone]};
  white-space: nowrap;
`;

const tone: Record<Task['status'], Tone> = { pending: 'warning', 'in-progress': 'info', completed: 'success' };

const COLUMNS: Array<Column<Task>> = [
  // Stacked on a phone, the task's own line stands out above its labelled details.
  { header: 'Task', cell: (t) => t.description, cellStyle: { fontWeight: 600 } },
  { header: 'Assigned to', cell: (t) => personName(t.assignedTo), stackLabel: true },
  { header: 'Category', cell: (t) => t.category, stackLabel: true },
  { header: 'Priority', cell: (t) => TASK_PRIORITY_LABELS[t.priority], stackLabel: true },
  {
    header: 'Status',
    cell: (t) => (
      <>
        <Badge $tone={taskStage(t.status, t.review?.status) === 'awaiting_sign_off' ? 'review' : tone[t.status]}>{taskStatusLabel(t.status, t.review?.status)}</Badge>{' '}
        {t.overdue && <Badge $tone="danger">Overdue</Badge>}
      </>
    ),
    stackLabel: true,
  },
  // A date is never split over two lines ('28 Nov' / '2026').
  { header: 'Due date', cell: (t) => formatDate(t.dueDate), stackLabel: true, cellStyle: { whiteSpace: 'nowrap' } },
];

type FilterKey = 'status' | 'priority' | 'category' | 'assignedTo';

/** The company's tasks with filters and pages (GET /api/tasks). */
export function TaskTable({
  assignees,
  refreshKey,
  pageSize = 10,
  initialFilters = {},
}: {
  assignees: TeamUser[];
  refreshKey: number;
  pageSize?: number;
  initialFilters?: TaskListQuery;
}) {
  const [filters, setFilters] = useState<TaskListQuery>(initialFilters);
  const [page, setPage] = useState(1);
  const list = useAsync((signal) => tasksApi.list({ ...filters, page, pageSize }, signal), [JSON.stringify(filters), page, pageSize, refreshKey]);

  const setFilter = (key: FilterKey, value: string) => {
    setFilters((f) => ({ ...f, [key]: value || undefined }));
    setPage(1);
  };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <div>
      <Filters role="group" aria-label="Task filters">
        <label>
          Status
          <select value={filters.status ?? ''} onChange={(e) => setFilter('status', e.target.value)}>
            <option value="">All</option>
            {TASK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {TASK_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Priority
          <select value={filters.priority ?? ''} onChange={(e) => setFilter('priority', e.target.value)}>
            <option value="">All</option>
            {TASK_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {TASK_PRIORITY_LABELS[p]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Category
          <select value={filters.category ?? ''} onChange={(e) => setFilter('category', e.target.value)}>
            <option value="">All</option>
            {TASK_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <PersonPicker
          look="compact"
          id="task-filter-assignee"
          label="Assignee"
          people={assignees}
          emptyLabel="Everyone"
          value={filters.assignedTo ?? ''}
          onChange={(value) => setFilter('assignedTo', value)}
        />
        <label className="check">
          <input
            type="checkbox"
            checked={Boolean(filters.overdue)}
            onChange={(e) => {
              setFilters((f) => ({ ...f, overdue: e.target.checked || undefined }));
              setPage(1);
            }}
          />
          Overdue only
        </label>
      </Filters>
      {list.loading && !list.data ? (
        <Spinner label="Loading tasks..." />
      ) : list.error ? (
        <ErrorState message={list.error} onRetry={list.reload} />
      ) : !list.data || list.data.tasks.length === 0 ? (
        <EmptyState>No tasks found</EmptyState>
      ) : (
        <>
          <DataTable stackOnMobile columns={COLUMNS} rows={list.data.tasks} rowKey={(t) => t._id} busy={list.loading} />
          {pages > 1 && <Pager label="Task pages" page={page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} />}
        </>
      )}
    </div>
  );
}
