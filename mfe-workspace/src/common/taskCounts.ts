import type { Task } from './types';

/** The My Tasks counters and tab counts; overdue is the server's derived flag. */
export function countTasks(tasks: Task[]) {
  return {
    all: tasks.length,
    pending: tasks.filter((t) => t.status === 'pending').length,
    'in-progress': tasks.filter((t) => t.status === 'in-progress').length,
    completed: tasks.filter((t) => t.status === 'completed').length,
    overdue: tasks.filter((t) => t.overdue).length,
  };
}

/** The same counters from the server's summary (GET /api/tasks/summary), which counts every task, not one page. */
export function countsFromSummary(counts: { pending: number; inProgress: number; completed: number; overdue: number; total: number }): ReturnType<typeof countTasks> {
  return { all: counts.total, pending: counts.pending, 'in-progress': counts.inProgress, completed: counts.completed, overdue: counts.overdue };
}
