import { OCCURRENCE_MESSAGES as M, formatDate, isCalendarDate, type ObligationNotApplicableRequest, type ObligationNotApplicableResponse } from 'shared-contracts';
import type { Database } from '../../../db/database';
import { HttpError, badRequest, conflict } from '../../../httpError';
import { recordAudit, type AuditEntry } from '../../audit/auditService';
import type { OccurrenceActor } from './occurrenceActions';
import { followOccurrence } from '../calendar/occurrenceTask';
import { deleteRule, insertRule, lockMarkedByRule, lockOpenFrom, markByRule, unmarkByRule } from './notApplicableRepository';
import { findObligation } from '../calendar/service';

// Not applicable for a whole obligation (admin, as for one occurrence): from a first due date on, with a reason;
// reversible. Occurrences already recorded on (awaiting sign-off, filed) keep their record; open ones are marked, and
// their tasks closed, as one occurrence's mark does. Occurrences made later under the rule are marked as they are made.

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
    if (!(await insertRule(tx, actor.companyId, obligationId, from, reason, actor.userId))) throw conflict(M.obligationAlreadyNotApplicable);
    const open = await lockOpenFrom(tx, actor.companyId, obligationId, from);
    // Tasks first (their counters are locked before the audit chain, as in every occurrence step).
    const taskAudits: AuditEntry[] = [];
    for (const o of open) {
      const followed = await followOccurrence(tx, actor.companyId, o.task_id, { step: 'not_applicable', reason }, actor, o.id);
      if (followed.audit) taskAudits.push(followed.audit);
      await markByRule(tx, actor.companyId, o.id, reason, followed.beforeNa);
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
    const rule = await deleteRule(tx, actor.companyId, obligationId);
    if (!rule) throw conflict(M.obligationNotNotApplicable);
    const marked = await lockMarkedByRule(tx, actor.companyId, obligationId);
    const taskAudits: AuditEntry[] = [];
    for (const o of marked) {
      const followed = await followOccurrence(tx, actor.companyId, o.task_id, { step: 'reinstated', before: o.task_before_na }, actor, o.id);
      if (followed.audit) taskAudits.push(followed.audit);
      await unmarkByRule(tx, actor.companyId, o.id);
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
