import type { OccurrenceStatus } from 'shared-contracts';
import type { Queryable } from '../../../db/database';
import type { TaskBeforeNa } from '../calendar/occurrenceTask';

// Obligation occurrences (migration 1020): one row per (company, obligation, period), always read by company.

/** Nothing was recorded on the occurrence: it may follow the library (new due date, version) or go away. */
const UNTOUCHED = `o.state = 'upcoming' AND o.started_at IS NULL AND o.recorded_at IS NULL AND o.not_applicable_reason IS NULL`;

/** The status as shown: upcoming or in progress past the due date is overdue. `$today` is the parameter. */
export const statusSql = (today: string) => `CASE WHEN o.state IN ('upcoming', 'in_progress') AND o.due_date < ${today}::date THEN 'overdue' ELSE o.state END`;

/** The company's registration day in India, as a timestamp without zone (`co` is the companies row's alias). */
const joinedIst = (co: string) => `(${co}.created_at AT TIME ZONE 'Asia/Kolkata')`;

/** The start each choice gives: the first day of the month joined, or 1 April of that financial year. */
export const monthStartSql = (co: string) => `date_trunc('month', ${joinedIst(co)})::date`;
export const financialYearStartSql = (co: string) =>
  `(date_trunc('month', ${joinedIst(co)}) - ((extract(month FROM ${joinedIst(co)})::int + 8) % 12) * interval '1 month')::date`;

/** The company's tracking start as a date (SQL): occurrences start there, and so do overdue, the score and reminders. */
export const trackingStartSql = (co: string) => `CASE ${co}.tracking_from WHEN 'financial_year' THEN ${financialYearStartSql(co)} ELSE ${monthStartSql(co)} END`;

/** The company's tracking start (docs/obligations-api.md, "Day one"). */
export async function trackingStart(db: Queryable, companyId: string): Promise<string | null> {
  const row = await db.one<{ start: string }>(`SELECT to_char(${trackingStartSql('co')}, 'YYYY-MM-DD') AS start FROM companies co WHERE co.id = $1`, [companyId]);
  return row?.start ?? null;
}

/** Removes the occurrences before a (new) tracking start that nothing was recorded on: they are not tracked. */
export function dropUntrackedOccurrences(db: Queryable, companyId: string, before: string): Promise<number> {
  return db.execute(`DELETE FROM obligation_occurrences o WHERE o.company_id = $1 AND o.due_date < $2::date AND ${UNTOUCHED}`, [companyId, before]);
}

export interface ExpectedOccurrence {
  obligationId: string;
  period: string;
  dueDate: string;
  version: string;
  title: string;
  authority: string;
  category: string;
  reason: string;
}

/**
 * Makes the library's occurrences of [from, to) into rows: new ones are inserted; untouched ones follow a changed
 * due date or version; one recorded on keeps its due date and history. Rows of the window the library no longer
 * has are deleted when untouched, else kept with applies = false. Returns how many rows were inserted.
 */
export async function syncOccurrences(db: Queryable, companyId: string, from: string, to: string, expected: ExpectedOccurrence[]): Promise<number> {
  const col = <K extends keyof ExpectedOccurrence>(k: K) => expected.map((e) => e[k]);
  const inserted = await db.one<{ n: number }>(
    `WITH input AS (
       SELECT * FROM unnest($2::text[], $3::text[], $4::date[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[])
         AS i(obligation_id, period, due_date, version, title, authority, category, reason)),
     changed AS (
       UPDATE obligation_occurrences o
          SET due_date = CASE WHEN ${UNTOUCHED} THEN i.due_date ELSE o.due_date END,
              obligation_version = CASE WHEN ${UNTOUCHED} THEN i.version ELSE o.obligation_version END,
              title = i.title, authority = i.authority, category = i.category, reason = i.reason, applies = true, updated_at = now()
         FROM input i
        WHERE o.company_id = $1 AND o.obligation_id = i.obligation_id AND o.period = i.period
          AND (NOT o.applies OR o.title <> i.title OR o.authority <> i.authority OR o.category <> i.category OR o.reason <> i.reason
               OR ((o.due_date <> i.due_date OR o.obligation_version <> i.version) AND ${UNTOUCHED}))
       RETURNING o.id),
     added AS (
       INSERT INTO obligation_occurrences (company_id, obligation_id, period, due_date, obligation_version, title, authority, category, reason)
       SELECT $1, i.obligation_id, i.period, i.due_date, i.version, i.title, i.authority, i.category, i.reason FROM input i
       ON CONFLICT (company_id, obligation_id, period) DO NOTHING
       RETURNING id)
     SELECT (SELECT count(*) FROM added)::int AS n, (SELECT count(*) FROM changed)::int AS c`,
    [companyId, col('obligationId'), col('period'), col('dueDate'), col('version'), col('title'), col('authority'), col('category'), col('reason')],
  );
  const keys = expected.map((e) => `${e.obligationId}\u0001${e.period}`);
  await db.execute(
    `DELETE FROM obligation_occurrences o WHERE o.company_id = $1 AND o.due_date >= $2::date AND o.due_date < $3::date
        AND ${UNTOUCHED} AND NOT (o.obligation_id || chr(1) || o.period = ANY($4::text[]))`,
    [companyId, from, to, keys],
  );
  await db.execute(
    `UPDATE obligation_occurrences o SET applies = false, updated_at = now()
      WHERE o.company_id = $1 AND o.due_date >= $2::date AND o.due_date < $3::date AND o.applies
        AND NOT (o.obligation_id || chr(1) || o.period = ANY($4::text[]))`,
    [companyId, from, to, keys],
  );
  return inserted?.n ?? 0;
}

export interface OccurrenceRow {
  id: string;
  obligation_id: string;
  obligation_version: string;
  period: string;
  due_date: string;
  title: string;
  authority: string;
  category: string;
  reason: string;
  applies: boolean;
  state: Exclude<OccurrenceStatus, 'overdue'>;
  status: OccurrenceStatus;
  state_before_na: Exclude<OccurrenceStatus, 'overdue' | 'not_applicable'> | null;
  not_applicable_reason: string | null;
  task_before_na: TaskBeforeNa | null;
  started_at: Date | null;
  filed_on: string | null;
  acknowledgement: string | null;
  filing_note: string;
  filed_before_joining: boolean;
  receipt_document_id: string | null;
  receipt_name: string | null;
  receipt_file_name: string | null;
  recorded_by: string | null;
  recorded_by_name: string | null;
  recorded_at: Date | null;
  reviewed_by: string | null;
  reviewed_by_name: string | null;
  reviewed_at: Date | null;
  review_comment: string | null;
  owner_id: string | null;
  owner_name: string | null;
  checker_id: string | null;
  checker_name: string | null;
  checker_role: string | null;
  task_id: string | null;
  task_status: 'pending' | 'in-progress' | 'completed' | null;
  task_assignee_name: string | null;
  /** Marked by the obligation's not-applicable rule: its first due date. */
  na_from: string | null;
}

const name = (alias: string) => `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE trim(concat(${alias}.first_name, ' ', ${alias}.last_name)) END`;

/** The occurrence with its people, receipt and task; `$2` is today (India) for the derived status. */
const OCCURRENCE_SELECT = `SELECT o.id, o.obligation_id, o.obligation_version, o.period, o.due_date, o.title, o.authority, o.category, o.reason,
    o.applies, o.state, ${statusSql('$2')} AS status, o.state_before_na, o.not_applicable_reason, o.task_before_na, o.started_at,
    o.filed_on, o.acknowledgement, o.filing_note, o.filed_before_joining, o.receipt_document_id, d.name AS receipt_name, d.file_name AS receipt_file_name,
    o.recorded_by, ${name('rb')} AS recorded_by_name, o.recorded_at,
    o.reviewed_by, ${name('rv')} AS reviewed_by_name, o.reviewed_at, o.review_comment,
    ow.id AS owner_id, ${name('ow')} AS owner_name, ck.id AS checker_id, ${name('ck')} AS checker_name, ck.role AS checker_role,
    t.id AS task_id, t.status AS task_status, ${name('ta')} AS task_assignee_name,
    CASE WHEN o.na_by_rule THEN na.from_date::text END AS na_from
  FROM obligation_occurrences o
  LEFT JOIN obligation_owners oo ON oo.company_id = o.company_id AND oo.obligation_id = o.obligation_id
  LEFT JOIN users ow ON ow.id = oo.assignee_id AND ow.deleted_at IS NULL
  LEFT JOIN users ck ON ck.id = oo.checker_id AND ck.deleted_at IS NULL
  LEFT JOIN users rb ON rb.id = o.recorded_by
  LEFT JOIN users rv ON rv.id = o.reviewed_by
  LEFT JOIN documents d ON d.id = o.receipt_document_id AND d.company_id = o.company_id
  LEFT JOIN obligation_tasks l ON l.company_id = o.company_id AND l.obligation_id = o.obligation_id AND l.due_date = o.due_date
  LEFT JOIN tasks t ON t.id = l.task_id
  LEFT JOIN users ta ON ta.id = t.assigned_to
  LEFT JOIN obligation_not_applicable na ON na.company_id = o.company_id AND na.obligation_id = o.obligation_id`;

export interface OccurrenceFilter {
  from: string;
  /** Exclusive. */
  to: string;
  statuses: OccurrenceStatus[] | null;
  authorities: string[] | null;
  /** A user id, or 'none' for occurrences without one. */
  owner: string | null;
  checker: string | null;
}

export async function listOccurrences(db: Queryable, companyId: string, today: string, f: OccurrenceFilter): Promise<OccurrenceRow[]> {
  const params: unknown[] = [companyId, today, f.from, f.to];
  const where = [`o.company_id = $1`, `o.due_date >= $3::date`, `o.due_date < $4::date`];
  if (f.statuses) {
    params.push(f.statuses);
    where.push(`${statusSql('$2')} = ANY($${params.length}::text[])`);
  }
  if (f.authorities) {
    params.push(f.authorities);
    where.push(`o.authority = ANY($${params.length}::text[])`);
  }
  for (const [value, column] of [
    [f.owner, 'ow.id'],
    [f.checker, 'ck.id'],
  ] as const) {
    if (value === 'none') where.push(`${column} IS NULL`);
    else if (value) {
      params.push(value);
      where.push(`${column} = $${params.length}::uuid`);
    }
  }
  return db.query<OccurrenceRow>(`${OCCURRENCE_SELECT} WHERE ${where.join(' AND ')} ORDER BY o.due_date, o.title, o.id`, params);
}

export function findOccurrence(db: Queryable, companyId: string, id: string, today: string, lock = false): Promise<OccurrenceRow | null> {
  return db.one<OccurrenceRow>(`${OCCURRENCE_SELECT} WHERE o.company_id = $1 AND o.id = $3${lock ? ' FOR UPDATE OF o' : ''}`, [companyId, today, id]);
}

export interface OccurrenceChange {
  state?: Exclude<OccurrenceStatus, 'overdue'>;
  stateBeforeNa?: string | null;
  notApplicableReason?: string | null;
  /** What a not-applicable mark closed of the occurrence's task (null: nothing to reopen). */
  taskBeforeNa?: TaskBeforeNa | null;
  started?: { by: string };
  filing?: { filedOn: string; acknowledgement: string; receiptDocumentId: string; note: string; by: string };
  review?: { by: string; comment: string | null };
}

/** Applies one step's change to the row (the service decided it is allowed). */
export async function updateOccurrence(db: Queryable, companyId: string, id: string, c: OccurrenceChange): Promise<void> {
  const sets: string[] = ['updated_at = now()'];
  const params: unknown[] = [companyId, id];
  const set = (column: string, value: unknown, cast = '') => {
    params.push(value);
    sets.push(`${column} = $${params.length}${cast}`);
  };
  if (c.state) set('state', c.state);
  if (c.stateBeforeNa !== undefined) set('state_before_na', c.stateBeforeNa);
  if (c.notApplicableReason !== undefined) set('not_applicable_reason', c.notApplicableReason);
  if (c.taskBeforeNa !== undefined) set('task_before_na', c.taskBeforeNa === null ? null : JSON.stringify(c.taskBeforeNa), '::jsonb');
  if (c.started) {
    set('started_by', c.started.by);
    sets.push('started_at = COALESCE(started_at, now())');
  }
  if (c.filing) {
    set('filed_on', c.filing.filedOn, '::date');
    set('acknowledgement', c.filing.acknowledgement);
    set('receipt_document_id', c.filing.receiptDocumentId);
    set('filing_note', c.filing.note);
    set('recorded_by', c.filing.by);
    sets.push('recorded_at = now()', 'reviewed_by = NULL', 'reviewed_at = NULL', 'review_comment = NULL');
  }
  if (c.review) {
    set('reviewed_by', c.review.by);
    set('review_comment', c.review.comment);
    sets.push('reviewed_at = now()');
  }
  await db.execute(`UPDATE obligation_occurrences SET ${sets.join(', ')} WHERE company_id = $1 AND id = $2`, params);
}

/** The status of a document of the company's register (the filing's receipt); null when there is none. */
export async function companyDocumentStatus(db: Queryable, companyId: string, documentId: string): Promise<string | null> {
  return (await db.one<{ status: string }>('SELECT status FROM documents WHERE company_id = $1 AND id = $2', [companyId, documentId]))?.status ?? null;
}

/** Approves the receipt while pending (its review is the filing's); false when it was already decided. */
export async function approvePendingReceipt(db: Queryable, companyId: string, documentId: string, reviewerId: string, comment: string): Promise<boolean> {
  const changed = await db.execute(
    `UPDATE documents SET status = 'approved', reviewed_by = $3, reviewed_at = now(), review_comment = $4
      WHERE company_id = $1 AND id = $2 AND status = 'pending'`,
    [companyId, documentId, reviewerId, comment],
  );
  return changed === 1;
}

/** A live checker or admin of the company (who may sign off a filing when the obligation names no checker). */
export async function isReviewer(db: Queryable, companyId: string, userId: string): Promise<boolean> {
  const row = await db.one(`SELECT 1 FROM users WHERE company_id = $1 AND id = $2 AND role IN ('checker', 'admin') AND deleted_at IS NULL`, [companyId, userId]);
  return row !== null;
}

export interface HistoryRow {
  action: string;
  actor_id: string | null;
  actor_name: string | null;
  created_at: Date;
  comment: string | null;
}

/** The occurrence's steps from the audit trail, oldest first. */
export function occurrenceHistory(db: Queryable, companyId: string, id: string): Promise<HistoryRow[]> {
  return db.query<HistoryRow>(
    `SELECT a.action, a.actor_id, ${name('u')} AS actor_name, a.created_at, COALESCE(a.after->>'comment', a.after->>'reason') AS comment
       FROM audit_events a LEFT JOIN users u ON u.id = a.actor_id
      WHERE a.company_id = $1 AND a.target_type = 'occurrence' AND a.target_id = $2
      ORDER BY a.created_at, a.id`,
    [companyId, id],
  );
}

/** Who signs off: the named checker, or (none named) every live checker and admin of the company. */
export function reviewersOf(db: Queryable, companyId: string, checkerId: string | null): Promise<Array<{ id: string; role: string }>> {
  return db.query<{ id: string; role: string }>(
    `SELECT id, role FROM users WHERE company_id = $1 AND deleted_at IS NULL AND status = 'active'
        AND ($2::uuid IS NULL AND role IN ('checker', 'admin') OR id = $2::uuid) ORDER BY created_at, id`,
    [companyId, checkerId],
  );
}

/** Live users of the company among `ids`, with their roles. */
export function companyUsers(db: Queryable, companyId: string, ids: string[]): Promise<Array<{ id: string; role: string }>> {
  return db.query<{ id: string; role: string }>(`SELECT id, role FROM users WHERE company_id = $1 AND deleted_at IS NULL AND id = ANY($2::uuid[])`, [companyId, ids]);
}

/** Active companies (the scheduler keeps their occurrences made). */
export function activeCompanyIds(db: Queryable): Promise<Array<{ id: string }>> {
  return db.query<{ id: string }>(`SELECT id FROM companies WHERE status = 'active' ORDER BY id`);
}
