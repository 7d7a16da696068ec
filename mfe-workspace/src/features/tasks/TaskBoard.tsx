import { useState } from 'react';
import { Button, Card, EmptyState, ErrorState, PageTitle, Spinner, TaskFigures, TileList, WorkFigures, toast, useAsync, space } from 'shared-ui';
import styled from 'styled-components';
import type { Task, TaskStatus } from '../../common/types';
import { TaskCard } from './TaskCard';
import { tasksApi } from './tasksApi';

type Filter = 'all' | TaskStatus;

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'in-progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
];

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('xs')};
  margin-bottom: ${space('md')};
  & button {
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: 999px;
    padding: 0.35rem 0.9rem;
    min-height: 36px;
    cursor: pointer;
    font-weight: 600;
  }
  & button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

/** Tasks per page: the server pages the list (a user may hold hundreds of tasks). */
export const TASKS_PAGE_SIZE = 50;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${space('md')};
`;

/**
 * The user's own tasks (GET /api/tasks/my-tasks, paged on the server, filtered by status there) as
 * cards with their actions; the counters come from GET /api/tasks/summary, over every task.
 * `only` shows one status without counters or tabs (Reviewed, the maker's Pending Review).
 */
export function TaskBoard({ title, intro, only }: { title: string; intro?: string; only?: TaskStatus }) {
  const [filter, setFilter] = useState<Filter>('all');
  const shownFilter: Filter = only ?? filter;
  const status = shownFilter === 'all' ? undefined : shownFilter;
  const summary = useAsync((signal) => (only ? Promise.resolve(null) : tasksApi.summary(signal)), [only]);
  const firstPage = useAsync((signal) => tasksApi.myTasksPage({ limit: TASKS_PAGE_SIZE, status }, signal), [status]);
  // Pages after the first, appended by "Load more"; reset whenever the first page loads again.
  const [more, setMore] = useState<{ tasks: Task[]; nextCursor: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);

  const reload = () => {
    setMore(null);
    firstPage.reload();
    summary.reload();
  };

  async function move(task: Task, status: TaskStatus) {
    setBusyId(task._id);
    try {
      await tasksApi.updateStatus(task._id, status);
      toast.success('Task status updated!');
      reload();
    } catch {
      toast.error('Failed to update task');
    } finally {
      setBusyId(null);
    }
  }

  const first = firstPage.data;
  const shown = [...(first?.tasks ?? []), ...(more?.tasks ?? [])];
  const nextCursor = more ? more.nextCursor : (first?.nextCursor ?? null);

  async function loadMore() {
    if (!nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await tasksApi.myTasksPage({ limit: TASKS_PAGE_SIZE, status, cursor: nextCursor });
      setMore({ tasks: [...(more?.tasks ?? []), ...page.tasks], nextCursor: page.nextCursor });
    } catch {
      toast.error('Failed to load more tasks');
    } finally {
      setLoadingMore(false);
    }
  }

  const figures = summary.data?.counts;
  const counts: Record<Filter, number> | null = figures
    ? { all: figures.total, pending: figures.pending, 'in-progress': figures.inProgress, completed: figures.completed }
    : null;

  return (
    <div>
      <PageTitle>{title}</PageTitle>
      {intro && <p>{intro}</p>}
      {!only && figures && counts && (
        <>
          <WorkFigures />
          <TaskFigures counts={figures} label="Task counts" />
          <Tabs role="group" aria-label="Filter tasks">
            {FILTERS.map((f) => (
              <button
                key={f.value}
                type="button"
                aria-pressed={filter === f.value}
                onClick={() => {
                  setMore(null);
                  setFilter(f.value);
                }}
              >
                {f.label} ({counts[f.value]})
              </button>
            ))}
          </Tabs>
        </>
      )}
      {firstPage.loading && !first ? (
        <Spinner label="Loading tasks..." />
      ) : firstPage.error ? (
        <ErrorState message={firstPage.error} onRetry={reload} />
      ) : shown.length === 0 ? (
        // In a card, as on every other page: bare on the grey background it read as a page that failed to draw.
        <Card>
          <EmptyState>No tasks found</EmptyState>
        </Card>
      ) : (
        <>
          <TileList $min="260px" aria-label="Tasks">
            {shown.map((task) => (
              <TaskCard key={task._id} task={task} busy={busyId === task._id} onMove={move} onChanged={reload} />
            ))}
          </TileList>
          {nextCursor && (
            <More>
              <Button type="button" onClick={loadMore} disabled={loadingMore}>
                {loadingMore ? 'Loading...' : 'Load more tasks'}
              </Button>
            </More>
          )}
        </>
      )}
    </div>
  );
}
