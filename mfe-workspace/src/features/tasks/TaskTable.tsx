import { useState } from 'react';
import { Button, EmptyState, ErrorState, Spinner, useAsync } from 'shared-ui';
import styled from 'styled-components';
import { TASK_STATUS_LABELS, TASK_CATEGORIES, TASK_PRIORITIES, TASK_STATUSES, personName, type TaskListQuery, type TeamUser } from '../../common/types';
import { tasksApi } from './tasksApi';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 0.75rem;
  align-items: flex-end;
  margin-bottom: 0.75rem;
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
    padding: 0 0.4rem;
  }
  & label.check {
    flex-direction: row;
    align-items: center;
    gap: 0.4rem;
    min-height: 36px;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  & th,
  & td {
    text-align: left;
    padding: 0.5rem 0.45rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  @media (max-width: 720px) {
    & thead {
      display: none;
    }
    & tr {
      display: block;
      padding: 0.5rem 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    & td {
      display: block;
      border: 0;
      padding: 0.1rem 0;
    }
    & td[data-label]::before {
      content: attr(data-label) ': ';
      font-weight: 600;
    }
  }
`;

const Badge = styled.span<{ $tone: string }>`
  display: inline-block;
  border-radius: 999px;
  padding: 0.05rem 0.55rem;
  font-size: 0.8rem;
  font-weight: 600;
  color: #fff;
  background: ${({ $tone }) => $tone};
`;

const tone = { pending: '#b45309', 'in-progress': '#1d4ed8', completed: '#15803d' } as const;

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
                {p}
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
        <label>
          Assignee
          <select value={filters.assignedTo ?? ''} onChange={(e) => setFilter('assignedTo', e.target.value)}>
            <option value="">Everyone</option>
            {assignees.map((u) => (
              <option key={u.id} value={u.id}>
                {personName(u)}
              </option>
            ))}
          </select>
        </label>
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
          <Table aria-busy={list.loading}>
            <thead>
              <tr>
                <th scope="col">Task</th>
                <th scope="col">Assigned to</th>
                <th scope="col">Category</th>
                <th scope="col">Priority</th>
                <th scope="col">Status</th>
                <th scope="col">Due date</th>
              </tr>
            </thead>
            <tbody>
              {list.data.tasks.map((t) => (
                <tr key={t._id}>
                  <td>{t.description}</td>
                  <td data-label="Assigned to">{personName(t.assignedTo)}</td>
                  <td data-label="Category">{t.category}</td>
                  <td data-label="Priority">{t.priority}</td>
                  <td data-label="Status">
                    <Badge $tone={tone[t.status]}>{TASK_STATUS_LABELS[t.status]}</Badge> {t.overdue && <Badge $tone="#b91c1c">Overdue</Badge>}
                  </td>
                  <td data-label="Due date">{t.dueDate}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          {pages > 1 && (
            <nav aria-label="Task pages" style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', marginTop: '0.75rem' }}>
              <Button type="button" $small $variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Previous
              </Button>
              <span>
                Page {page} of {pages}
              </span>
              <Button type="button" $small $variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
