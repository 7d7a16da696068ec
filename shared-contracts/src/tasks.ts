// API payload types of the tasks feature, used by the api and the front ends.
import type { Role } from './roles';

export const TASK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const DEFAULT_TASK_PRIORITY: TaskPriority = 'medium';

export const TASK_STATUSES = ['pending', 'in-progress', 'completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The admin calendar colours tasks by category. */
export const TASK_CATEGORIES = ['RBI', 'MCA', 'SEBI', 'HR', 'General'] as const;
export type TaskCategory = (typeof TASK_CATEGORIES)[number];
export const DEFAULT_TASK_CATEGORY: TaskCategory = 'General';

/** Spec 000 section 4: Start Task, Mark Complete, Move to Pending. Completed is final. */
export const TASK_TRANSITIONS: Record<TaskStatus, readonly TaskStatus[]> = {
  pending: ['in-progress'],
  'in-progress': ['completed', 'pending'],
  completed: [],
};
export const canMoveTask = (from: TaskStatus, to: TaskStatus) => TASK_TRANSITIONS[from].includes(to);

export interface TaskPerson {
  id: string;
  firstName: string;
  lastName: string;
}

export interface Task {
  _id: string;
  description: string;
  priority: TaskPriority;
  status: TaskStatus;
  /** 'YYYY-MM-DD' */
  dueDate: string;
  category: TaskCategory;
  /** Derived: the due date has passed and the task is not completed. */
  overdue: boolean;
  assignedTo: TaskPerson & { role: Role };
  assignedBy: TaskPerson;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
}

/** POST /api/tasks/assign */
export interface AssignTaskRequest {
  description: string;
  assignedTo: string;
  priority?: TaskPriority;
  dueDate: string;
  category?: TaskCategory;
}

export interface AssignTaskResponse {
  success: true;
  message: string;
  task: Task;
}

/** GET /api/tasks/my-tasks */
export interface MyTasksResponse {
  success: true;
  tasks: Task[];
  /** With `?limit=`: the cursor of the next page (`?cursor=`), null on the last page. */
  nextCursor: string | null;
}

/** PATCH /api/tasks/update-status/{id} */
export interface UpdateTaskStatusRequest {
  status: TaskStatus;
}
export interface UpdateTaskStatusResponse {
  success: true;
  message: string;
  task: Task;
}

/** GET /api/tasks (admin) query. */
export interface TaskListQuery {
  status?: TaskStatus;
  assignedTo?: string;
  priority?: TaskPriority;
  category?: TaskCategory;
  dueFrom?: string;
  dueTo?: string;
  overdue?: boolean;
  page?: number;
  pageSize?: number;
  /** Resume after the last row of a previous page (its nextCursor) instead of by page number. */
  cursor?: string;
}
export const MAX_TASK_PAGE_SIZE = 100;

export interface TaskListResponse {
  success: true;
  tasks: Task[];
  page: number;
  pageSize: number;
  total: number;
  /** The next page after this one's last row (`?cursor=`): pages deep in a large list cost what the first does. */
  nextCursor: string | null;
}

export const TASK_MESSAGES = {
  fillAllFields: 'Please fill all fields',
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

/** "First Last" of a user or task person. */
export function personName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
