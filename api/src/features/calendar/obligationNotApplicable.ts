import { OCCURRENCE_MESSAGES as M, formatDate, isCalendarDate, type ObligationNotApplicableRequest, type ObligationNotApplicableResponse } from 'shared-contracts';
import type { Database, Queryable } from '../../db/database';
import { HttpError, badRequest, conflict } from '../../httpError';
import { recordAudit, type AuditEntry } from '../audit/auditService';
import type { OccurrenceActor } from './occurrenceActions';
import { followOccurrence, type TaskBeforeNa } from './occurrenceTask';
import { findObligation } from './service';

// Not applicable for a whole obligation (admin, as for one occurrence): from a first due date on, with a reason;
// reversible. Occurrences already recorded on (awaiting sign-off, filed) keep their record; open ones are marked, and
// their tasks closed, as one occurrence's mark does. Occurrences made later under the rule are marked as they are made.

interface RuleRow {
  id: string;
  state: string;
  state_before_na: string | null;
  task_id: string | null;
  task_before_na: TaskBeforeNa | null;
}

const OCCURRENCES_OF = `SELECT o.id, o.state, o.state_before_na, o.task_before_na, l.task_id
    FROM obligation_occurrences o
    LEFT JOIN obligation_tasks l ON l.company_id = o.company_id AND l.obligation_id = o.obligation_id AND l.due_date = o.due_date
   WHERE o.company_id = $1 AND o.obligation_id = $2`;

function known(obligationId: string) {
  if (!findObligation(obligationId)) throw new HttpError(404, M.obligationUnknown);
}

const plural = (n: number) => `${n} due date${n === 1 ? '' : 's'}`;

export async function markObligationNotApplicable(
  db: Database,
  actor: OccurrenceActor,
  obligationId: string,
  body: ObligationNotApplicableRequest,
): Promise<ObligationNotApplicableResponse> {
  known(obligationId);
  const reason = (body.reason ?? '').trim();
  if (!reason) throw badRequest(M.obligationReasonRequired);
  const from = (body.from ?? '').trim();
  if (!isCalendarDate(from)) throw badRequest(M.obligationFromInvalid);
  return db.transaction(async (tx) => {
    const inserted = await tx.execute(
      `INSERT INTO obligation_not_applicable (company_id, obligation_id, from_date, reason, marked_by) VALUES ($1, $2, $3::date, $4, $5)
       ON CONFLICT (company_id, obligation_id) DO NOTHING`,
      [actor.companyId, obligationId, from, reason, actor.userId],
    );
    if (inserted !== 1) throw conflict(M.obligationAlreadyNotApplicable);
    const open = await tx.query<RuleRow>(`${OCCURRENCES_OF} AND o.due_date >= $3::date AND o.state IN ('upcoming', 'in_progress') ORDER BY o.due_date FOR UPDATE OF o`, [
      actor.companyId,
      obligationId,
      from,
    ]);
    // Tasks first (their counters are locked before the audit chain, as in every occurrence step).
    const taskAudits: AuditEntry[] = [];
    for (const o of open) {
      const followed = await followOccurrence(tx, actor.companyId, o.task_id, { step: 'not_applicable', reason }, actor, o.id);
      if (followed.audit) taskAudits.push(followed.audit);
      await tx.execute(
        `UPDATE obligation_occurrences SET state = 'not_applicable', state_before_na = state, not_applicable_reason = $3,
                task_before_na = $4::jsonb, na_by_rule = true, updated_at = now() WHERE company_id = $1 AND id = $2`,
        [actor.companyId, o.id, reason, followed.beforeNa ? JSON.stringify(followed.beforeNa) : null],
      );
    }
    await recordAudit(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      actorRole: actor.role,
      action: 'obligation.not_applicable',
      targetType: 'obligation',
      targetId: obligationId,
      after: { from, reason, occurrences: open.map((o) => o.id) },
      ip: actor.ip,
    });
    for (const entry of taskAudits) await recordAudit(tx, entry);
    return {
      success: true as const,
      message: `Not applicable from ${formatDate(from)}: ${plural(open.length)} marked`,
      obligationId,
      notApplicable: { from, reason },
      changed: open.length,
    };
  });
}

export async function reinstateObligation(
  db: Database,
  actor: OccurrenceActor,
  obligationId: string,
  body: ObligationNotApplicableRequest,
): Promise<ObligationNotApplicableResponse> {
  known(obligationId);
  const reason = (body.reason ?? '').trim();
  return db.transaction(async (tx) => {
    const rule = await tx.one<{ from_date: string; reason: string }>(
      `DELETE FROM obligation_not_applicable WHERE company_id = $1 AND obligation_id = $2 RETURNING from_date::text AS from_date, reason`,
      [actor.companyId, obligationId],
    );
    if (!rule) throw conflict(M.obligationNotNotApplicable);
    const marked = await tx.query<RuleRow>(`${OCCURRENCES_OF} AND o.na_by_rule AND o.state = 'not_applicable' ORDER BY o.due_date FOR UPDATE OF o`, [
      actor.companyId,
      obligationId,
    ]);
    const taskAudits: AuditEntry[] = [];
    for (const o of marked) {
      const followed = await followOccurrence(tx, actor.companyId, o.task_id, { step: 'reinstated', before: o.task_before_na }, actor, o.id);
      if (followed.audit) taskAudits.push(followed.audit);
      await tx.execute(
        `UPDATE obligation_occurrences SET state = COALESCE(state_before_na, 'upcoming'), state_before_na = NULL, not_applicable_reason = NULL,
                task_before_na = NULL, na_by_rule = false, updated_at = now() WHERE company_id = $1 AND id = $2`,
        [actor.companyId, o.id],
      );
    }
    await recordAudit(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      actorRole: actor.role,
      action: 'obligation.reinstated',
      targetType: 'obligation',
      targetId: obligationId,
      before: { from: rule.from_date, reason: rule.reason },
      after: { reason: reason || null, occurrences: marked.map((o) => o.id) },
      ip: actor.ip,
    });
    for (const entry of taskAudits) await recordAudit(tx, entry);
    return {
      success: true as const,
      message: `The obligation applies again: ${plural(marked.length)} reinstated`,
      obligationId,
      notApplicable: null,
      changed: marked.length,
    };
  });
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
