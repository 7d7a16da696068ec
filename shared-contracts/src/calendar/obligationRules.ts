// The words and rules of obligation occurrences and work items (docs/decisions/0049-people-and-the-command-centre-screen.md), without TypeBox: screens read them on
// the first visit, where the payload schemas of calendar.ts and workItems.ts are not wanted (see taskRules.ts).
import { TASK_STATUS_LABELS, type TaskStatus } from '../tasks/taskRules';

/**
 * The status of one occurrence of a statutory obligation (obligation + period + due date). `overdue` is derived
 * (past due and neither filed nor awaiting sign-off nor not applicable); the others are recorded.
 */
export const OCCURRENCE_STATUSES = ['upcoming', 'in_progress', 'awaiting_sign_off', 'filed', 'filed_late', 'overdue', 'not_applicable'] as const;
export type OccurrenceStatus = (typeof OCCURRENCE_STATUSES)[number];

export const OCCURRENCE_STATUS_LABELS: Record<OccurrenceStatus, string> = {
  upcoming: 'Upcoming',
  in_progress: 'In progress',
  awaiting_sign_off: 'Awaiting sign-off',
  filed: 'Filed',
  filed_late: 'Filed late',
  overdue: 'Overdue',
  not_applicable: 'Not applicable',
};

/**
 * What a reviewed filing's decision was, from its state: approved while it stands signed off (filed or filed late,
 * also under a not-applicable mark, whose state before the mark counts); else it was returned.
 */
export function filingReviewOutcome(state: string, stateBeforeNotApplicable: string | null): 'approved' | 'returned' {
  const standing = state === 'not_applicable' ? stateBeforeNotApplicable : state;
  return standing === 'filed' || standing === 'filed_late' ? 'approved' : 'returned';
}

/** Done: nothing more to do for the occurrence (it counts as handled in the compliance score). */
export const OCCURRENCE_CLOSED_STATUSES: readonly OccurrenceStatus[] = ['filed', 'filed_late', 'not_applicable'];

export const OCCURRENCE_LIMITS = {
  acknowledgement: 100,
  comment: 2000,
  reason: 1000,
  /** Longest calendar window one read may ask for (from..to), in months. */
  maxWindowMonths: 37,
} as const;

export const OCCURRENCE_MESSAGES = {
  notFound: 'Occurrence not found',
  notYours: 'Only the owner of this obligation (or an admin) can work on this occurrence',
  cannotStart: 'Only an upcoming or overdue occurrence can be started',
  cannotRecord: 'A filing can be recorded only for an occurrence that is not yet filed or awaiting sign-off',
  filedOnFuture: 'The filing date cannot be in the future',
  filedOnInvalid: 'Filing date must be a date written YYYY-MM-DD',
  acknowledgementRequired: 'Enter the acknowledgement / SRN / ARN number',
  receiptRequired: 'Attach the filing receipt (a document uploaded to the register)',
  receiptNotFound: 'The receipt document was not found in your company register',
  taskNeedsFiling: 'This task is a filing: use "Record filing" to record it with its receipt. The task completes when the filing is signed off',
  taskApprovalNeedsFiling: 'This task is a filing: it is approved by signing off the recorded filing, not on its own',
  receiptRejected: 'This document was rejected in the register: attach another receipt',
  notAwaiting: 'This filing is not awaiting sign-off',
  selfApproval: 'You recorded this filing: another person must sign it off',
  notYourReview: 'Only the checker of this obligation can sign off this filing',
  returnNeedsComment: 'Please give the reason for returning the filing',
  reasonRequired: 'Please give the reason why this occurrence does not apply',
  alreadyNotApplicable: 'This occurrence is already marked not applicable',
  notNotApplicable: 'This occurrence is not marked not applicable',
  obligationUnknown: 'Unknown obligation',
  obligationReasonRequired: 'Please give the reason why this obligation does not apply',
  obligationFromInvalid: 'Give the first due date it holds from, as a date written YYYY-MM-DD',
  obligationAlreadyNotApplicable: 'This obligation is already marked not applicable: reinstate it first to change the date or reason',
  obligationNotNotApplicable: 'This obligation is not marked not applicable',
  started: 'Work started',
  recorded: 'Filing recorded: it now awaits sign-off',
  approved: 'Filing signed off',
  returned: 'Filing returned to the owner',
  markedNotApplicable: 'Marked not applicable',
  reinstated: 'Occurrence applies again',
} as const;

/**
 * The checker's decision as every screen and export words it: 'Returned by <name>: <comment>' or
 * 'Approved by <name>' (with the comment when one was given); null while undecided.
 */
export function filingReviewWords(filing: {
  reviewOutcome: 'approved' | 'returned' | null;
  reviewedBy: { name: string } | null;
  reviewComment: string | null;
}): string | null {
  if (!filing.reviewOutcome) return null;
  const who = `${filing.reviewOutcome === 'returned' ? 'Returned' : 'Approved'} by ${filing.reviewedBy?.name ?? 'Former user'}`;
  return filing.reviewComment ? `${who}: ${filing.reviewComment}` : who;
}

/** Where a work item stands, the same words for tasks and filings (filters, counts and colours use these). */
export const WORK_ITEM_STAGES = ['open', 'in_progress', 'awaiting_sign_off', 'done', 'not_applicable'] as const;
export type WorkItemStage = (typeof WORK_ITEM_STAGES)[number];

export const WORK_ITEM_KINDS = ['task', 'filing'] as const;
export type WorkItemKind = (typeof WORK_ITEM_KINDS)[number];

/** Whose list: my own items, those waiting for my sign-off, or (admin) the whole company's. */
export const WORK_ITEM_SCOPES = ['mine', 'review', 'company'] as const;
export type WorkItemScope = (typeof WORK_ITEM_SCOPES)[number];

/**
 * The figures every screen shows (dashboards, My Tasks, Statistics, Reports, the command centre), counted by the
 * server over tasks and filings alike: open items past their due date, open items due from today to today +
 * DUE_SOON_DAYS, items awaiting a checker's sign-off. GET /api/obligations/work-items?figure= lists exactly the items counted.
 */
export const WORK_FIGURES = ['overdue', 'due_soon', 'awaiting_sign_off'] as const;
export type WorkFigure = (typeof WORK_FIGURES)[number];
export const DUE_SOON_DAYS = 7;
export const WORK_FIGURE_LABELS: Record<WorkFigure, string> = {
  overdue: 'Overdue',
  due_soon: `Due in ${DUE_SOON_DAYS} days`,
  awaiting_sign_off: 'Awaiting sign-off',
};
/** Whose items a figure counts: the admin's figures are the company's, a maker's or checker's their own. */
export const FIGURE_SCOPE_LABELS: Record<'mine' | 'company' | 'review', string> = {
  company: 'The company’s tasks and filings',
  mine: 'My tasks and filings',
  review: 'Waiting for my sign-off',
};

/**
 * One filing opened in a role's Command Centre, on the month it is due in: the one link form of reminders, the digest,
 * notifications and every screen that links a filing (`area` is the role's area: admin, maker or checker).
 */
export function filingPath(area: string, dueDate: string, occurrenceId: string): string {
  return `/${area}/command-centre?start=${dueDate.slice(0, 7)}&item=${occurrenceId}`;
}

/** The page listing the items a figure counts (the command centre, filtered), for a role's area. */
export function figureListPath(role: string, figure: WorkFigure, scope: WorkItemScope): string {
  const params = new URLSearchParams({ figure, scope });
  return `/${role}/command-centre?${params.toString()}`;
}

export const OCCURRENCE_STAGE: Record<OccurrenceStatus, WorkItemStage> = {
  upcoming: 'open',
  overdue: 'open',
  in_progress: 'in_progress',
  awaiting_sign_off: 'awaiting_sign_off',
  filed: 'done',
  filed_late: 'done',
  not_applicable: 'not_applicable',
};

/**
 * The stage of a task: a completed task its checker has not yet approved awaits sign-off (the specified task
 * statuses pending / in-progress / completed stay as they are; this is the distinction around them).
 */
export function taskStage(status: TaskStatus, reviewStatus: 'pending-review' | 'approved' | 'returned' | null | undefined): WorkItemStage {
  if (status === 'completed') return reviewStatus === 'pending-review' ? 'awaiting_sign_off' : 'done';
  return status === 'in-progress' ? 'in_progress' : 'open';
}

/** How a task's status reads to the admin and the checker: "Awaiting sign-off" rather than "Completed" before approval. */
export function taskStatusLabel(status: TaskStatus, reviewStatus: 'pending-review' | 'approved' | 'returned' | null | undefined): string {
  return taskStage(status, reviewStatus) === 'awaiting_sign_off' ? OCCURRENCE_STATUS_LABELS.awaiting_sign_off : TASK_STATUS_LABELS[status];
}

/** Splits a comma-separated filter ("overdue,upcoming") and keeps it only when every value is one of `allowed`. */
export function parseListFilter<T extends string>(value: string | undefined, allowed: readonly T[]): T[] | null | 'invalid' {
  if (value === undefined || value.trim() === '') return null;
  const parts = value.split(',').map((p) => p.trim());
  return parts.every((p) => (allowed as readonly string[]).includes(p)) ? [...new Set(parts as T[])] : 'invalid';
}
