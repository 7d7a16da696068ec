import type { Task, TaskCounts } from '../../common/types';

/** The counters of a list of tasks, in the server summary's shape; overdue is the server's derived flag. */
export function countTasks(tasks: Task[]): TaskCounts {
  return {
    total: tasks.length,
    pending: tasks.filter((t) => t.status === 'pending').length,
    inProgress: tasks.filter((t) => t.status === 'in-progress').length,
    completed: tasks.filter((t) => t.status === 'completed').length,
    overdue: tasks.filter((t) => t.overdue).length,
  };
}
