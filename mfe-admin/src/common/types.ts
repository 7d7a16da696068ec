// Shapes of the users, tasks and dashboard calls come from shared-contracts; helpers for showing them live here.
import type { TaskCategory, TaskStatus } from 'shared-contracts';

export type {
  AdminSearchResponse,
  AssigneeTaskCounts,
  AssignTaskRequest,
  AssignTaskResponse,
  Task,
  TaskCategory,
  TaskListQuery,
  TaskListResponse,
  TaskPerson,
  TaskPriority,
  TaskStatus,
  TaskSummaryResponse,
  TeamUser,
  UserListResponse,
} from 'shared-contracts';
export { TASK_CATEGORIES, TASK_PRIORITIES, TASK_STATUSES, TASK_MESSAGES } from 'shared-contracts';

export const STATUS_LABEL: Record<TaskStatus, string> = {
  pending: 'Pending',
  'in-progress': 'In Progress',
  completed: 'Completed',
};

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** Colours of the calendar categories (spec 000: SEBI, MCA, RBI, HR), readable with white text. */
export const CATEGORY_COLOURS: Record<TaskCategory, string> = {
  SEBI: '#7c3aed',
  MCA: '#0f766e',
  RBI: '#1d4ed8',
  HR: '#b45309',
  General: '#4b5563',
};
