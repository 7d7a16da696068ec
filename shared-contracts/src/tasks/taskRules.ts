// The tasks feature's words, lists and rules, without TypeBox: the shared UI reads them on the first visit, where the
// payload schemas of tasks.ts are not wanted (a module's top-level schema builders cannot be dropped by the bundler).
export const TASK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const DEFAULT_TASK_PRIORITY: TaskPriority = 'medium';

export const TASK_STATUSES = ['pending', 'in-progress', 'completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The admin calendar colours tasks by category. */
export const TASK_CATEGORIES = ['RBI', 'MCA', 'SEBI', 'HR', 'General'] as const;
export type TaskCategory = (typeof TASK_CATEGORIES)[number];
export const DEFAULT_TASK_CATEGORY: TaskCategory = 'General';

/** The buttons Start Task (pending → in progress), Mark Complete and Move to Pending (from in progress). Completed is final. */
export const TASK_TRANSITIONS: Record<TaskStatus, readonly TaskStatus[]> = {
  pending: ['in-progress'],
  'in-progress': ['completed', 'pending'],
  completed: [],
};
export const canMoveTask = (from: TaskStatus, to: TaskStatus) => TASK_TRANSITIONS[from].includes(to);

export const TASK_MESSAGES = {
  fillAllFields: 'Please fill all fields',
  /** The server's refusal, shown beside the date field before any submit. */
  dueInPast: 'Due date cannot be in the past',
  assigned: 'Task assigned successfully!',
  updated: 'Task status updated!',
  notFound: 'Task not found',
} as const;

/** How each status reads on screen. */
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  pending: 'Pending',
  'in-progress': 'In Progress',
  completed: 'Completed',
};

/** How each priority reads on screen (the stored value stays lower-case). */
export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = { low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' };

/** "First Last" of a user or task person. */
export function personName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
