import type { Queryable } from '../../../db/database';
import type { TaskBeforeNa } from '../calendar/occurrenceTask';

// Not applicable for a whole obligation (migration 1201): one rule per company and obligation, and the occurrences
// it marked (na_by_rule). Always read and written by company.

export interface RuleOccurrence {
  id: string;
  state: string;
  task_id: string | null;
  task_before_na: TaskBeforeNa | null;
}

const OCCURRENCES_OF = `SELECT o.id, o.state, o.task_before_na, l.task_id
    FROM obligation_occurrences o
    LEFT JOIN obligation_tasks l ON l.company_id = o.company_id AND l.obligation_id = o.obligation_id AND l.due_date = o.due_date
   WHERE o.company_id = $1 AND o.obligation_id = $2`;

/** The rule, unless one is there already (false then). */
export async function insertRule(db: Queryable, companyId: string, obligationId: string, from: string, reason: string, by: string): Promise<boolean> {
  const inserted = await db.execute(
    `INSERT INTO obligation_not_applicable (company_id, obligation_id, from_date, reason, marked_by) VALUES ($1, $2, $3::date, $4, $5)
     ON CONFLICT (company_id, obligation_id) DO NOTHING`,
    [companyId, obligationId, from, reason, by],
  );
  return inserted === 1;
}

export const deleteRule = (db: Queryable, companyId: string, obligationId: string) =>
  db.one<{ from_date: string; reason: string }>(
    `DELETE FROM obligation_not_applicable WHERE company_id = $1 AND obligation_id = $2 RETURNING from_date::text AS from_date, reason`,
    [companyId, obligationId],
  );

/** Open occurrences (upcoming, in progress) due on or after `from`, locked. */
export const lockOpenFrom = (db: Queryable, companyId: string, obligationId: string, from: string) =>
  db.query<RuleOccurrence>(`${OCCURRENCES_OF} AND o.due_date >= $3::date AND o.state IN ('upcoming', 'in_progress') ORDER BY o.due_date FOR UPDATE OF o`, [
    companyId,
    obligationId,
    from,
  ]);

/** The occurrences the rule marked, locked. */
export const lockMarkedByRule = (db: Queryable, companyId: string, obligationId: string) =>
  db.query<RuleOccurrence>(`${OCCURRENCES_OF} AND o.na_by_rule AND o.state = 'not_applicable' ORDER BY o.due_date FOR UPDATE OF o`, [companyId, obligationId]);

export async function markByRule(db: Queryable, companyId: string, id: string, reason: string, taskBeforeNa: TaskBeforeNa | null): Promise<void> {
  await db.execute(
    `UPDATE obligation_occurrences SET state = 'not_applicable', state_before_na = state, not_applicable_reason = $3,
            task_before_na = $4::jsonb, na_by_rule = true, updated_at = now() WHERE company_id = $1 AND id = $2`,
    [companyId, id, reason, taskBeforeNa ? JSON.stringify(taskBeforeNa) : null],
  );
}

export async function unmarkByRule(db: Queryable, companyId: string, id: string): Promise<void> {
  await db.execute(
    `UPDATE obligation_occurrences SET state = COALESCE(state_before_na, 'upcoming'), state_before_na = NULL, not_applicable_reason = NULL,
            task_before_na = NULL, na_by_rule = false, updated_at = now() WHERE company_id = $1 AND id = $2`,
    [companyId, id],
  );
}

/** Occurrences made after a rule (a new month, a wider window) are marked as they come: untouched ones only. */
export async function applyNotApplicableRules(db: Queryable, companyId: string): Promise<void> {
  await db.execute(
    `UPDATE obligation_occurrences o SET state = 'not_applicable', state_before_na = 'upcoming', not_applicable_reason = r.reason, na_by_rule = true, updated_at = now()
       FROM obligation_not_applicable r
      WHERE r.company_id = $1 AND o.company_id = r.company_id AND o.obligation_id = r.obligation_id AND o.due_date >= r.from_date
        AND o.state = 'upcoming' AND o.started_at IS NULL AND o.recorded_at IS NULL AND o.not_applicable_reason IS NULL`,
    [companyId],
  );
}

/** The first due date from which the obligation is not applicable for the company, or null (the scheduler asks). */
export async function notApplicableFrom(db: Queryable, companyId: string, obligationId: string): Promise<string | null> {
  const row = await db.one<{ from_date: string }>(`SELECT from_date::text AS from_date FROM obligation_not_applicable WHERE company_id = $1 AND obligation_id = $2`, [
    companyId,
    obligationId,
  ]);
  return row?.from_date ?? null;
}
