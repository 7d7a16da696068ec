// API payload types of the dashboard feature, used by the api and the front ends.
import type { TaskPerson } from './tasks';
import type { Role } from './roles';

export interface TaskCounts {
  pending: number;
  inProgress: number;
  completed: number;
  overdue: number;
  total: number;
}

export interface AssigneeTaskCounts {
  user: TaskPerson & { role: Role };
  pending: number;
  inProgress: number;
  completed: number;
  overdue: number;
}

/** GET /api/tasks/summary — admin: whole company; maker/checker: own tasks (byAssignee empty). */
export interface TaskSummaryResponse {
  success: true;
  counts: TaskCounts;
  byAssignee: AssigneeTaskCounts[];
  /** The last 12 weeks, oldest first; weeks start on Monday. */
  completedPerWeek: Array<{ weekStart: string; completed: number }>;
}

/** GET /api/audit */
export interface AuditEvent {
  id: string;
  action: string;
  actor: (TaskPerson & { role: Role }) | null;
  targetType: string | null;
  targetId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export interface AuditListResponse {
  success: true;
  events: AuditEvent[];
  page: number;
  pageSize: number;
  total: number;
}
