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
