import {
  DUE_SOON_DAYS,
  type OccurrenceStatus,
  type TaskCategory,
  type TaskPriority,
  type TaskStatus,
  type WorkFigure,
  type WorkItemKind,
  type WorkItemScope,
  type WorkItemStage,
} from 'shared-contracts';
import type { Queryable } from '../../../db/database';
import { statusSql } from '../occurrences/occurrenceRepository';

// One list of ad-hoc tasks and statutory filings (obligation occurrences). Tasks the calendar made from an
// occurrence are left out here: the occurrence stands for them. `$1` company, `$2` today, `$3` the caller,
// `$4` whether the caller is an admin.

const name = (alias: string) => `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE trim(concat(${alias}.first_name, ' ', ${alias}.last_name)) END`;

const TASK_STAGE = `CASE WHEN t.status = 'completed' THEN CASE WHEN t.review_status = 'pending-review' THEN 'awaiting_sign_off' ELSE 'done' END
  WHEN t.status = 'in-progress' THEN 'in_progress' ELSE 'open' END`;
const OCCURRENCE_STAGE = `CASE o.state WHEN 'upcoming' THEN 'open' WHEN 'filed' THEN 'done' WHEN 'filed_late' THEN 'done' ELSE o.state END`;

const TASK_SCOPE: Record<WorkItemScope, string> = {
  mine: 't.assigned_to = $3',
  review: `t.status = 'completed' AND t.review_status = 'pending-review' AND t.assigned_to <> $3 AND ($4 OR t.checker_id = $3)`,
  company: 'true',
};
/** A filing's reviewer is its obligation's checker when a checker or admin, else any checker or admin; never the recorder. */
const OCCURRENCE_SCOPE: Record<WorkItemScope, string> = {
  mine: 'oo.assignee_id = $3',
  review: `o.state = 'awaiting_sign_off' AND o.recorded_by IS DISTINCT FROM $3 AND (ckr.id = $3 OR (ckr.id IS NULL AND $5))`,
  company: 'true',
};

/** Extra conditions on each branch, so a count reads an index range rather than every item of the company. */
interface BranchWhere {
  task: string;
  filing: string;
}
const ANY_ITEM: BranchWhere = { task: 'true', filing: 'true' };

function itemsSql(scope: WorkItemScope, extra: BranchWhere = ANY_ITEM): string {
  return `SELECT 'task' AS kind, t.id, t.description AS title, t.due_date, t.status, ${TASK_STAGE} AS stage,
       (t.status <> 'completed' AND t.due_date < $2::date) AS overdue, t.category, NULL AS authority, NULL AS obligation_id,
       NULL AS period, t.priority, a.id AS owner_id, ${name('a')} AS owner_name, c.id AS checker_id, ${name('c')} AS checker_name,
       t.review_status, NULL AS acknowledgement, NULL::uuid AS task_id
     FROM tasks t
     LEFT JOIN users a ON a.id = t.assigned_to AND a.deleted_at IS NULL
     LEFT JOIN users c ON c.id = t.checker_id AND c.deleted_at IS NULL
    WHERE t.company_id = $1 AND ${TASK_SCOPE[scope]} AND ${extra.task}
      AND NOT EXISTS (SELECT 1 FROM obligation_tasks l JOIN obligation_occurrences lo
                        ON lo.company_id = l.company_id AND lo.obligation_id = l.obligation_id AND lo.due_date = l.due_date
                       WHERE l.task_id = t.id)
   UNION ALL
   SELECT 'filing', o.id, o.title, o.due_date, ${statusSql('$2')}, ${OCCURRENCE_STAGE},
       (o.state IN ('upcoming', 'in_progress') AND o.due_date < $2::date), o.category, o.authority, o.obligation_id,
       o.period, NULL, ow.id, ${name('ow')}, ck.id, ${name('ck')}, NULL, o.acknowledgement, l.task_id
     FROM obligation_occurrences o
     LEFT JOIN obligation_owners oo ON oo.company_id = o.company_id AND oo.obligation_id = o.obligation_id
     LEFT JOIN users ow ON ow.id = oo.assignee_id AND ow.deleted_at IS NULL
     LEFT JOIN users ck ON ck.id = oo.checker_id AND ck.deleted_at IS NULL
     LEFT JOIN users ckr ON ckr.id = ck.id AND ckr.role IN ('checker', 'admin')
     LEFT JOIN obligation_tasks l ON l.company_id = o.company_id AND l.obligation_id = o.obligation_id AND l.due_date = o.due_date
    WHERE o.company_id = $1 AND ${OCCURRENCE_SCOPE[scope]} AND ${extra.filing} AND (o.applies OR o.state <> 'upcoming')`;
}

export interface WorkItemRow {
  kind: WorkItemKind;
  id: string;
  title: string;
  due_date: string;
  status: TaskStatus | OccurrenceStatus;
  stage: WorkItemStage;
  overdue: boolean;
  category: TaskCategory;
  authority: string | null;
  obligation_id: string | null;
  period: string | null;
  priority: TaskPriority | null;
  owner_id: string | null;
  owner_name: string | null;
  checker_id: string | null;
  checker_name: string | null;
  review_status: 'pending-review' | 'approved' | 'returned' | null;
  acknowledgement: string | null;
  task_id: string | null;
}

export interface Caller {
  companyId: string;
  userId: string;
  isAdmin: boolean;
  /** A checker or admin: may sign off filings of obligations without a checker. */
  isReviewer: boolean;
}

export interface WorkItemFilter {
  scope: WorkItemScope;
  stages: WorkItemStage[] | null;
  kinds: WorkItemKind[] | null;
  authorities: string[] | null;
  owner: string | null;
  overdue: boolean | null;
  /** Only the items this figure counts (FIGURE_WHERE: the counts' own conditions). */
  figure: WorkFigure | null;
  from: string | null;
  /** Inclusive. */
  to: string | null;
}

function whereOf(f: WorkItemFilter, params: unknown[]): string[] {
  const where: string[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (f.stages) add((p) => `w.stage = ANY(${p}::text[])`, f.stages);
  if (f.kinds) add((p) => `w.kind = ANY(${p}::text[])`, f.kinds);
  // A task's category names the same authority for RBI, MCA and SEBI.
  if (f.authorities) add((p) => `COALESCE(w.authority, w.category) = ANY(${p}::text[])`, f.authorities);
  if (f.owner === 'none') where.push('w.owner_id IS NULL');
  else if (f.owner) add((p) => `w.owner_id = ${p}::uuid`, f.owner);
  if (f.overdue !== null) add((p) => `w.overdue = ${p}::boolean`, f.overdue);
  if (f.from) add((p) => `w.due_date >= ${p}::date`, f.from);
  if (f.to) add((p) => `w.due_date <= ${p}::date`, f.to);
  return where;
}

const OPEN_TASK = `t.status IN ('pending', 'in-progress')`;
const OPEN_FILING = `o.state IN ('upcoming', 'in_progress')`;
/** What each figure counts, on each branch: the one definition the counts and the filtered lists share. */
export const FIGURE_WHERE: Record<WorkFigure, BranchWhere> = {
  overdue: { task: `${OPEN_TASK} AND t.due_date < $2::date`, filing: `${OPEN_FILING} AND o.due_date < $2::date` },
  due_soon: {
    task: `${OPEN_TASK} AND t.due_date >= $2::date AND t.due_date <= $2::date + ${DUE_SOON_DAYS}`,
    filing: `${OPEN_FILING} AND o.due_date >= $2::date AND o.due_date <= $2::date + ${DUE_SOON_DAYS}`,
  },
  awaiting_sign_off: { task: `t.status = 'completed' AND t.review_status = 'pending-review'`, filing: `o.state = 'awaiting_sign_off'` },
};

export type CountsRow = Record<WorkFigure, number>;

/** $1 company, $2 today, then only what the scope reads ($3 the caller; review also $4 admin, $5 reviewer). */
function baseParams(c: Caller, today: string, scope: WorkItemScope): unknown[] {
  if (scope === 'company') return [c.companyId, today];
  if (scope === 'mine') return [c.companyId, today, c.userId];
  return [c.companyId, today, c.userId, c.isAdmin, c.isReviewer];
}

/** One page in (due date, kind, id) order after `after`, limit + 1 rows (the caller pages them). */
export function listWorkItems(db: Queryable, c: Caller, today: string, f: WorkItemFilter, limit: number, after: [string, string, string] | null) {
  const params: unknown[] = baseParams(c, today, f.scope);
  const where = whereOf(f, params);
  if (after) {
    params.push(after[0], after[1], after[2]);
    const n = params.length;
    where.push(`(w.due_date, w.kind, w.id) > ($${n - 2}::date, $${n - 1}::text, $${n}::uuid)`);
  }
  params.push(limit + 1);
  return db.query<WorkItemRow>(
    `SELECT * FROM (${itemsSql(f.scope, f.figure ? FIGURE_WHERE[f.figure] : ANY_ITEM)}) w ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY w.due_date, w.kind, w.id LIMIT $${params.length}`,
    params,
  );
}

export async function countWorkItems(db: Queryable, c: Caller, today: string, f: WorkItemFilter): Promise<number> {
  const params: unknown[] = baseParams(c, today, f.scope);
  const where = whereOf(f, params);
  const row = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM (${itemsSql(f.scope, f.figure ? FIGURE_WHERE[f.figure] : ANY_ITEM)}) w ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
    params,
  );
  return row?.n ?? 0;
}

/** The command centre's counts over one scope's items (the same items as the list, each count an index range). */
export async function workItemCounts(db: Queryable, c: Caller, today: string, scope: WorkItemScope): Promise<CountsRow> {
  const counts = (Object.keys(FIGURE_WHERE) as WorkFigure[]).map((k) => `(SELECT count(*)::int FROM (${itemsSql(scope, FIGURE_WHERE[k])}) w) AS ${k}`);
  return (await db.one<CountsRow>(`SELECT ${counts.join(', ')}`, baseParams(c, today, scope)))!;
}

/** Occurrences of one scope per status, due from `from` to `to` (inclusive). */
export function occurrenceStatusCounts(db: Queryable, c: Caller, today: string, scope: WorkItemScope, from: string, to: string) {
  const params = baseParams(c, today, scope);
  params.push(from, to);
  const n = params.length;
  const window = `o.due_date >= $${n - 1}::date AND o.due_date <= $${n}::date`;
  return db.query<{ status: OccurrenceStatus; n: number }>(
    `SELECT w.status, count(*)::int AS n FROM (${itemsSql(scope, { task: 'false', filing: window })}) w WHERE w.kind = 'filing' GROUP BY w.status`,
    params,
  );
}

export interface ScoreRow {
  bucket: string;
  authority: string;
  due: number;
  on_time: number;
  late: number;
  missed: number;
  /** Marked "filed before we joined": not in the other counts. */
  before_joining: number;
}

/**
 * On-time filing per period bucket ('month' or 'quarter', calendar quarters, which are India's financial-year
 * quarters too) and authority, for occurrences due in [from, to]. Not applicable ones are left out; an occurrence
 * counts as due once its due date is reached or it is filed.
 */
export function scoreRows(db: Queryable, companyId: string, today: string, unit: 'month' | 'quarter', from: string, to: string, trackingStart: string) {
  // Scored from the tracking start; a due date filed before the company joined is counted apart, never on time or late.
  return db.query<ScoreRow>(
    `SELECT to_char(date_trunc($3, o.due_date::timestamp), 'YYYY-MM-DD') AS bucket, o.authority,
            count(*) FILTER (WHERE NOT o.filed_before_joining AND (o.due_date <= $2::date OR o.state IN ('filed', 'filed_late')))::int AS due,
            count(*) FILTER (WHERE NOT o.filed_before_joining AND o.state = 'filed')::int AS on_time,
            count(*) FILTER (WHERE o.state = 'filed_late')::int AS late,
            count(*) FILTER (WHERE o.state IN ('upcoming', 'in_progress') AND o.due_date < $2::date)::int AS missed,
            count(*) FILTER (WHERE o.filed_before_joining)::int AS before_joining
       FROM obligation_occurrences o
      WHERE o.company_id = $1 AND o.state <> 'not_applicable' AND (o.applies OR o.state <> 'upcoming')
        AND o.due_date >= $4::date AND o.due_date <= $5::date AND o.due_date >= $6::date
      GROUP BY 1, 2`,
    [companyId, today, unit, from, to, trackingStart],
  );
}

/** The company's name, for a printed page's heading. */
export async function companyNameOf(db: Queryable, companyId: string): Promise<string | null> {
  const row = await db.one<{ company_name: string }>('SELECT company_name FROM companies WHERE id = $1', [companyId]);
  return row?.company_name ?? null;
}
