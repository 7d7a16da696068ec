import { useState } from 'react';
import { EmptyState, ErrorState, PageTitle, Spinner, toast } from 'shared-ui';
import styled from 'styled-components';
import { workspaceApi } from '../../common/api';
import { useAsync } from 'shared-ui';
import type { Task, TaskStatus } from '../../common/types';
import { TaskCard } from './TaskCard';
import { countTasks } from '../../common/taskCounts';
import { TaskCounters } from '../../common/TaskCounters';

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
  gap: 0.4rem;
  margin-bottom: 1rem;
  & button { border: 1px solid ${({ theme }) => theme.colors.border}; background: #fff; border-radius: 999px; padding: 0.35rem 0.9rem; min-height: 36px; cursor: pointer; font-weight: 600; }
  & button[aria-pressed='true'] { background: ${({ theme }) => theme.colors.primary}; border-color: ${({ theme }) => theme.colors.primary}; color: #fff; }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 1rem;
`;


/**
 * The user's own tasks (GET /api/tasks/my-tasks) as cards with their actions.
 * `only` shows one status without counters or tabs (Reviewed, the maker's Pending Review).
 */
export function TaskBoard({ title, intro, only }: { title: string; intro?: string; only?: TaskStatus }) {
  const tasks = useAsync((signal) => workspaceApi.myTasks(signal).then((r) => r.tasks), []);
  const [filter, setFilter] = useState<Filter>('all');
  const [busyId, setBusyId] = useState<string | null>(null);

  async function move(task: Task, status: TaskStatus) {
    setBusyId(task._id);
    try {
      await workspaceApi.updateStatus(task._id, status);
      toast.success('Task status updated!');
      tasks.reload();
    } catch {
      toast.error('Failed to update task');
    } finally {
      setBusyId(null);
    }
  }

  const all = tasks.data ?? [];
  const counts = countTasks(all);
  const shownFilter: Filter = only ?? filter;
  const shown = shownFilter === 'all' ? all : all.filter((t) => t.status === shownFilter);

  return (
    <div>
      <PageTitle>{title}</PageTitle>
      {intro && <p>{intro}</p>}
      {!only && tasks.data && (
        <>
          <TaskCounters counts={counts} label="Task counts" />
          <Tabs role="group" aria-label="Filter tasks">
            {FILTERS.map((f) => (
              <button key={f.value} type="button" aria-pressed={filter === f.value} onClick={() => setFilter(f.value)}>
                {f.label} ({counts[f.value]})
              </button>
            ))}
          </Tabs>
        </>
      )}
      {tasks.loading && !tasks.data ? (
        <Spinner label="Loading tasks..." />
      ) : tasks.error ? (
        <ErrorState message={tasks.error} onRetry={tasks.reload} />
      ) : shown.length === 0 ? (
        <EmptyState>No tasks found</EmptyState>
      ) : (
        <Grid aria-label="Tasks">
          {shown.map((task) => (
            <TaskCard key={task._id} task={task} busy={busyId === task._id} onMove={move} />
          ))}
        </Grid>
      )}
    </div>
  );
}
