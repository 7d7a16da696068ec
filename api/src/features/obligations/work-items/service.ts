import {
  OBLIGATION_AUTHORITIES,
  OCCURRENCE_STATUS_LABELS,
  TASK_STATUS_LABELS,
  FIGURE_SCOPE_LABELS,
  UUID_PATTERN,
  WORK_FIGURES,
  WORK_ITEM_KINDS,
  WORK_ITEM_STAGES,
  formatPeriod,
  isCalendarDate,
  parseListFilter,
  taskStatusLabel,
  type CalendarPdfQuery,
  type ObligationAuthority,
  type ObligationSummaryResponse,
  type OccurrenceStatus,
  type TaskStatus,
  type WorkFigure,
  type WorkItem,
  type WorkItemScope,
  type WorkItemsQuery,
  type WorkItemsResponse,
} from 'shared-contracts';
import type { Queryable } from '../../../db/database';
import { HttpError, forbidden } from '../../../httpError';
import { istDate } from '../../../dates';
import { decodeCursor, encodeCursor, parseLimit } from '../../../pagination';
import { calendarPdf } from './calendarPdf';
import { companyNameOf, countWorkItems, listWorkItems, occurrenceStatusCounts, workItemCounts, type Caller, type WorkItemFilter, type WorkItemRow } from './repository';

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 200;

export interface WorkItemUser {
  companyId: string;
  userId: string;
  role: string;
}

const callerOf = (u: WorkItemUser): Caller => ({
  companyId: u.companyId,
  userId: u.userId,
  isAdmin: u.role === 'admin',
  isReviewer: u.role === 'admin' || u.role === 'checker',
});

function checkedScope(user: WorkItemUser, scope: WorkItemScope | undefined): WorkItemScope {
  const chosen = scope ?? 'mine';
  if (chosen === 'company' && user.role !== 'admin') throw forbidden('Only an admin sees the whole company’s work items');
  return chosen;
}

function list<T extends string>(value: string | undefined, allowed: readonly T[], name: string): T[] | null {
  const parsed = parseListFilter(value, allowed);
  if (parsed === 'invalid') throw new HttpError(400, `${name} must be one or more of ${allowed.join(', ')}`);
  return parsed;
}

function date(value: string | undefined, name: string): string | null {
  if (value === undefined || value === '') return null;
  if (!isCalendarDate(value)) throw new HttpError(400, `${name} must be a date written YYYY-MM-DD`);
  return value;
}

function figureOf(value: string | undefined): WorkFigure | null {
  if (value === undefined || value === '') return null;
  if (!(WORK_FIGURES as readonly string[]).includes(value)) throw new HttpError(400, `figure must be one of ${WORK_FIGURES.join(', ')}`);
  return value as WorkFigure;
}

export function workItemFilter(user: WorkItemUser, q: WorkItemsQuery): WorkItemFilter {
  const owner = q.owner === undefined || q.owner === '' ? null : q.owner;
  if (owner !== null && owner !== 'none' && !UUID_PATTERN.test(owner)) throw new HttpError(400, 'owner must be a user id or none');
  const from = date(q.from, 'from');
  const to = date(q.to, 'to');
  if (from && to && from > to) throw new HttpError(400, 'from must be on or before to');
  return {
    scope: checkedScope(user, q.scope),
    stages: list(q.stage, WORK_ITEM_STAGES, 'stage'),
    kinds: list(q.kind, WORK_ITEM_KINDS, 'kind'),
    authorities: list(q.authority, OBLIGATION_AUTHORITIES, 'authority'),
    owner,
    overdue: q.overdue === undefined ? null : q.overdue === 'true',
    figure: figureOf(q.figure),
    from,
    to,
  };
}

const person = (id: string | null, name: string | null) => (id ? { id, name: name || 'Former user' } : null);

function toWorkItem(r: WorkItemRow): WorkItem {
  const statusLabel =
    r.kind === 'task'
      ? taskStatusLabel(r.status as TaskStatus, r.review_status)
      : (OCCURRENCE_STATUS_LABELS[r.status as OccurrenceStatus] ?? TASK_STATUS_LABELS[r.status as TaskStatus]);
  return {
    kind: r.kind,
    id: r.id,
    title: r.title,
    dueDate: r.due_date,
    status: r.status,
    statusLabel,
    stage: r.stage,
    overdue: r.overdue,
    category: r.category,
    authority: (r.authority as ObligationAuthority | null) ?? null,
    obligationId: r.obligation_id,
    period: r.period === null ? null : formatPeriod(r.period),
    priority: r.priority,
    owner: person(r.owner_id, r.owner_name),
    checker: person(r.checker_id, r.checker_name),
    acknowledgement: r.acknowledgement,
    taskId: r.task_id,
  };
}

/** GET /api/obligations/work-items: one page of the caller's list, its total and the next page's cursor. */
export async function workItems(db: Queryable, user: WorkItemUser, q: WorkItemsQuery): Promise<WorkItemsResponse> {
  const filter = workItemFilter(user, q);
  const limit = parseLimit(q.limit, MAX_LIMIT) ?? DEFAULT_LIMIT;
  const after = decodeCursor(q.cursor, ['date', 'string', 'uuid']) as [string, string, string] | null;
  const today = istDate();
  const caller = callerOf(user);
  const [rows, total] = await Promise.all([listWorkItems(db, caller, today, filter, limit, after), countWorkItems(db, caller, today, filter)]);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { success: true, items: page.map(toWorkItem), total, nextCursor: rows.length > limit ? encodeCursor([last.due_date, last.kind, last.id]) : null };
}

const CALENDAR_PDF_MAX_ITEMS = 2000;

/** GET /api/obligations/work-items/calendar.pdf: the calendar of the caller's scope for [from, to], printed. */
export async function workCalendarPdf(db: Queryable, user: WorkItemUser, q: CalendarPdfQuery): Promise<{ fileName: string; body: Buffer }> {
  const today = istDate();
  const scope = q.scope ?? (user.role === 'admin' ? 'company' : 'mine');
  const filter = workItemFilter(user, { scope, from: q.from || `${today.slice(0, 8)}01`, to: q.to || endOfNextMonth(today) });
  const [from, to] = [filter.from!, filter.to!];
  if (to > endOfNextMonth(addMonthsTo(from, 11))) throw new HttpError(400, 'The calendar prints at most 12 months at a time');
  filter.stages = ['open', 'in_progress', 'awaiting_sign_off', 'done'];
  const rows = await listWorkItems(db, callerOf(user), today, filter, CALENDAR_PDF_MAX_ITEMS, null);
  const items = rows.slice(0, CALENDAR_PDF_MAX_ITEMS).map(toWorkItem);
  const companyName = await companyNameOf(db, user.companyId);
  const body = await calendarPdf({ companyName: companyName ?? 'Company', scope, from, to, items, overdue: items.filter((i) => i.overdue).length });
  return { fileName: `compliance-calendar-${from}-to-${to}.pdf`, body };
}

/** The first day of the month `months` after the one `date` is in. */
function addMonthsTo(date: string, months: number): string {
  const [y, m] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 10);
}

/** The last day of the month after the one `date` is in. */
function endOfNextMonth(date: string): string {
  const [y, m] = date.split('-').map(Number);
  const d = new Date(Date.UTC(y, m + 1, 0));
  return d.toISOString().slice(0, 10);
}

/** GET /api/obligations/summary: overdue, due in 7 days and awaiting sign-off, for the caller's scope. */
export async function obligationSummary(db: Queryable, user: WorkItemUser, requested: 'mine' | 'company' | undefined): Promise<ObligationSummaryResponse> {
  const scope = requested ?? (user.role === 'admin' ? 'company' : 'mine');
  checkedScope(user, scope);
  const today = istDate();
  const caller = callerOf(user);
  const [counts, mine, statuses] = await Promise.all([
    workItemCounts(db, caller, today, scope),
    user.role === 'maker' ? Promise.resolve(null) : workItemCounts(db, caller, today, 'review'),
    occurrenceStatusCounts(db, caller, today, scope, `${today.slice(0, 8)}01`, endOfNextMonth(today)),
  ]);
  return {
    success: true,
    today,
    scope,
    scopeLabel: FIGURE_SCOPE_LABELS[scope],
    overdue: counts.overdue,
    dueIn7Days: counts.due_soon,
    awaitingSignOff: counts.awaiting_sign_off,
    awaitingMySignOff: mine?.awaiting_sign_off ?? 0,
    byStatus: Object.fromEntries(statuses.map((s) => [s.status, s.n])),
  };
}
