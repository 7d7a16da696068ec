// API payload types of the dashboard feature, used by the api and the front ends.
import type { TaskPerson } from './tasks';
import type { Role } from '../common/roles';

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
  /** Position in the company's hash chain (1 = first event). */
  seq: number;
  action: string;
  actor: (TaskPerson & { role: Role }) | null;
  targetType: string | null;
  targetId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  createdAt: string;
  /** The action in one sentence: 'Asha Rao approved the filing of GSTR-3B for Oct 2026'. */
  sentence: string;
  /**
   * How many recorded events the row stands for: one action (a filing approved with its receipt and task, a run of
   * answers saved) is one row, told by its main event; `?view=events` lists every recorded event (exports).
   */
  events: number;
}

export interface AuditListResponse {
  success: true;
  events: AuditEvent[];
  page: number;
  pageSize: number;
  total: number;
}

/** GET /api/audit/filters: the people and entity types present in the company's trail. */
export interface AuditFilterOptions {
  success: true;
  users: Array<{ id: string; firstName: string; lastName: string; role: Role | null }>;
  entities: string[];
}

/** GET /api/audit/verify: the hash chain recomputed; the first broken link when it is not intact. */
export interface AuditChainVerification {
  chain: string;
  intact: boolean;
  checked: number;
  head: { seq: number; hash: string };
  firstBroken: { seq: number; eventId: string | null; problem: 'altered' | 'missing' | 'relinked'; createdAt: string | null } | null;
}
