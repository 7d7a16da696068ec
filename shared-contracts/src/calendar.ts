// The statutory calendar (issue 13): obligations that apply to the company and their due dates.
import type { ExpiringEvidence } from './sign-off';
import type { TaskCategory, TaskPriority, TaskStatus } from './tasks';

/** Who the obligation is owed to; the task category follows it (Tax and SEBI items are tasks of their own category or General). */
export type ObligationAuthority = 'RBI' | 'MCA' | 'SEBI' | 'Labour' | 'Income Tax' | 'State';

export interface CalendarObligation {
  id: string;
  version: string;
  title: string;
  authority: ObligationAuthority;
  category: TaskCategory;
  /** 'Monthly, by the 15th of the next month' and the like. */
  frequency: string;
  citation: string;
  sourceUrl: string;
  /** Why it applies to this company: the profile facts that made it apply. */
  reason: string;
  note: string | null;
  nextDue: string | null;
  owner: ObligationOwner | null;
}

export interface ObligationOwner {
  assigneeId: string;
  assigneeName: string;
  checkerId: string | null;
  checkerName: string | null;
  /** Days before the due date the task is created. */
  leadDays: number;
}

export interface CalendarTaskLink {
  id: string;
  status: TaskStatus;
  assigneeName: string;
}

export interface CalendarOccurrence {
  /** `${obligationId}:${dueDate}` */
  key: string;
  obligationId: string;
  title: string;
  authority: ObligationAuthority;
  category: TaskCategory;
  /** The period the filing or payment is for, e.g. 'Quarter ended 30 Sep 2026'. */
  period: string;
  dueDate: string;
  citation: string;
  sourceUrl: string;
  reason: string;
  task: CalendarTaskLink | null;
}

/** GET /api/calendar?from=YYYY-MM-DD : twelve months from `from` (today, in India, by default). */
export interface CalendarResponse {
  success: true;
  from: string;
  to: string;
  profileConfirmed: boolean;
  effectiveLayer: string;
  obligations: CalendarObligation[];
  occurrences: CalendarOccurrence[];
  /** Evidence attached to assessment questions that has expired or expires within the twelve months. */
  evidenceExpiries: ExpiringEvidence[];
}

/** POST /api/calendar/tasks: one occurrence made into a task. */
export interface CalendarTaskRequest {
  obligationId: string;
  dueDate: string;
  assignedTo: string;
  checkerId?: string | null;
  priority?: TaskPriority;
}

export interface CalendarTaskResponse {
  success: true;
  message: string;
  taskId: string;
}

/** PUT /api/calendar/obligations/{id}/owner : tasks are then created ahead of each due date. */
export interface ObligationOwnerRequest {
  assigneeId: string;
  checkerId?: string | null;
  leadDays: number;
}

export interface ObligationOwnerResponse {
  success: true;
  message: string;
  owner: ObligationOwner;
  /** Tasks created at once for occurrences already within the lead time. */
  tasksCreated: number;
}

/** One obligation that appeared or disappeared from the calendar after a profile change. */
export interface CalendarChange {
  obligationId: string;
  title: string;
  change: 'added' | 'removed';
  reason: string;
}

export const OWNER_LEAD_DAYS = { min: 1, max: 90, default: 15 } as const;
