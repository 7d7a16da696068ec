// Payload shapes of the users, tasks and dashboard calls this remote reads (issue 3's api;
// spec 000 sections 3 and 7). Kept here until shared-contracts carries them.
import type { PublicUser, TeamRole } from 'shared-contracts';

export type TaskStatus = 'pending' | 'in-progress' | 'completed';
export type TaskPriority = 'low' | 'medium' | 'high' | 'urgent';
export type TaskCategory = 'RBI' | 'MCA' | 'SEBI' | 'HR' | 'General';

export const TASK_PRIORITIES: TaskPriority[] = ['low', 'medium', 'high', 'urgent'];
export const TASK_CATEGORIES: TaskCategory[] = ['General', 'RBI', 'MCA', 'SEBI', 'HR'];
export const TASK_STATUSES: TaskStatus[] = ['pending', 'in-progress', 'completed'];

export const STATUS_LABEL: Record<TaskStatus, string> = {
  pending: 'Pending',
  'in-progress': 'In Progress',
  completed: 'Completed',
};

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
  /** YYYY-MM-DD */
  dueDate: string;
  category: TaskCategory;
  overdue: boolean;
  assignedTo: TaskPerson & { role: TeamRole };
  assignedBy: TaskPerson;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
}

export interface TaskListResponse {
  success: true;
  tasks: Task[];
  page: number;
  pageSize: number;
  total: number;
}

export interface AssigneeLoad {
  user: TaskPerson & { role?: TeamRole };
  pending: number;
  inProgress: number;
  completed: number;
  overdue: number;
}

export interface TaskSummary {
  success: true;
  counts: { pending: number; inProgress: number; completed: number; overdue: number; total: number };
  byAssignee: AssigneeLoad[];
  completedPerWeek: { weekStart: string; completed: number }[];
}

export type TeamUser = PublicUser;

export interface UsersResponse {
  success: true;
  users: TeamUser[];
}

export interface AssignTaskRequest {
  description: string;
  assignedTo: string;
  priority: TaskPriority;
  dueDate: string;
  category?: TaskCategory;
}

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
