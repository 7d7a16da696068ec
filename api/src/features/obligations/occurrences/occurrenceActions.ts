import { randomUUID } from 'node:crypto';
import {
  OCCURRENCE_MESSAGES as M,
  UUID_PATTERN,
  formatDate,
  formatPeriod,
  isCalendarDate,
  type CalendarOccurrence,
  type OccurrenceEvent,
  type RecordFilingRequest,
} from 'shared-contracts';
import type { Database, Queryable } from '../../../db/database';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../../httpError';
import { istDate } from '../../../dates';
import { recordAudit, type AuditEntry } from '../../audit/auditService';
import { notifyAwaitingSignOff, notifyReviewed, occurrenceLink } from '../../notifications/service';
import {
  approvePendingReceipt,
  companyDocumentStatus,
  companyUsers,
  findOccurrence,
  occurrenceHistory,
  reviewersOf,
  updateOccurrence,
  type OccurrenceChange,
  type OccurrenceRow,
} from './occurrenceRepository';
import { toOccurrence } from './occurrences';
import { followOccurrence, type TaskFollow } from '../calendar/occurrenceTask';

// The life of an occurrence (docs/obligations-api.md): the owner (or an admin) starts it and records the filing;
// the obligation's checker signs it off (filed, or filed late) or returns it; an admin marks it not applicable
// and back. Every step is one transaction with its audit event and notifications.

export interface OccurrenceActor {
  userId: string;
  role: string;
  companyId: string;
  ip: string | null;
}

const clean = (text: string | undefined) => (text ?? '').trim();

/** The company's occurrence, locked for the step's transaction unless `lock` is false (a read before it). */
async function load(tx: Queryable, actor: OccurrenceActor, id: string, lock = true): Promise<OccurrenceRow> {
  const row = UUID_PATTERN.test(id) ? await findOccurrence(tx, actor.companyId, id, istDate(), lock) : null;
  if (!row) throw notFound(M.notFound);
  return row;
}

function mustOwnOrAdmin(actor: OccurrenceActor, row: OccurrenceRow) {
  if (actor.role !== 'admin' && row.owner_id !== actor.userId) throw forbidden(M.notYours);
}

/** The named checker when a checker or admin, else null: then any checker or admin of the company signs off. */
const reviewerChecker = (row: OccurrenceRow) => (row.checker_id && (row.checker_role === 'checker' || row.checker_role === 'admin') ? row.checker_id : null);

function mustReview(actor: OccurrenceActor, row: OccurrenceRow) {
  if (row.state !== 'awaiting_sign_off') throw conflict(M.notAwaiting);
  if (row.recorded_by === actor.userId) throw forbidden(M.selfApproval);
  if (actor.role !== 'checker' && actor.role !== 'admin') throw forbidden(M.notYourReview);
  const checker = reviewerChecker(row);
  if (checker && checker !== actor.userId) throw forbidden(M.notYourReview);
}

/** One step: checks, the change, its audit event, then whatever the step notifies; answers the occurrence after. */
async function step(
  db: Database,
  actor: OccurrenceActor,
  id: string,
  decide: (
    row: OccurrenceRow,
    tx: Queryable,
  ) => Promise<{ change: OccurrenceChange; action: string; after: Record<string, unknown>; task: TaskFollow; also?: AuditEntry[] }>,
  then?: (row: OccurrenceRow, tx: Queryable) => Promise<void>,
): Promise<CalendarOccurrence> {
  return db.transaction(async (tx) => {
    const before = await load(tx, actor, id);
    const { change, action, after, task, also = [] } = await decide(before, tx);
    // The occurrence's task follows first (its counters are locked before the audit chain, see occurrenceTask.ts).
    const followed = await followOccurrence(tx, actor.companyId, before.task_id, task, actor, before.id);
    if (task.step === 'not_applicable') change.taskBeforeNa = followed.beforeNa;
    if (task.step === 'reinstated') change.taskBeforeNa = null;
    await updateOccurrence(tx, actor.companyId, before.id, change);
    await recordAudit(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      actorRole: actor.role,
      action: `occurrence.${action}`,
      targetType: 'occurrence',
      targetId: before.id,
      before: { status: before.status, obligationId: before.obligation_id, period: before.period, dueDate: before.due_date, recordedBy: before.recorded_by },
      after,
      ip: actor.ip,
    });
    if (followed.audit) await recordAudit(tx, followed.audit);
    for (const entry of also) await recordAudit(tx, entry);
    const row = (await findOccurrence(tx, actor.companyId, before.id, istDate()))!;
    if (then) await then(row, tx);
    return toOccurrence(row);
  });
}

export const startOccurrence = (db: Database, actor: OccurrenceActor, id: string) =>
  step(db, actor, id, async (row) => {
    mustOwnOrAdmin(actor, row);
    if (row.state !== 'upcoming') throw conflict(M.cannotStart);
    return { change: { state: 'in_progress', started: { by: actor.userId } }, action: 'started', after: { status: 'in_progress' }, task: { step: 'started' } };
  });

/** Who may record the filing may upload its receipt first: the same checks, read before the upload. */
export async function assertCanRecord(db: Queryable, actor: OccurrenceActor, id: string): Promise<{ title: string; period: string }> {
  const row = await load(db, actor, id, false);
  mustOwnOrAdmin(actor, row);
  if (row.state !== 'upcoming' && row.state !== 'in_progress') throw conflict(M.cannotRecord);
  return { title: row.title, period: formatPeriod(row.period) };
}

export const recordFiling = (db: Database, actor: OccurrenceActor, id: string, body: RecordFilingRequest) =>
  step(
    db,
    actor,
    id,
    async (row, tx) => {
      mustOwnOrAdmin(actor, row);
      if (row.state !== 'upcoming' && row.state !== 'in_progress') throw conflict(M.cannotRecord);
      if (!isCalendarDate(body.filedOn)) throw badRequest(M.filedOnInvalid);
      if (body.filedOn > istDate()) throw badRequest(M.filedOnFuture);
      const acknowledgement = clean(body.acknowledgement);
      if (!acknowledgement) throw badRequest(M.acknowledgementRequired);
      const receipt = clean(body.receiptDocumentId);
      if (!receipt) throw badRequest(M.receiptRequired);
      const receiptStatus = UUID_PATTERN.test(receipt) ? await companyDocumentStatus(tx, actor.companyId, receipt) : null;
      if (!receiptStatus) throw badRequest(M.receiptNotFound);
      if (receiptStatus === 'rejected') throw badRequest(M.receiptRejected);
      const note = clean(body.note);
      return {
        change: { state: 'awaiting_sign_off', filing: { filedOn: body.filedOn, acknowledgement, receiptDocumentId: receipt, note, by: actor.userId } },
        action: 'filing_recorded',
        after: { status: 'awaiting_sign_off', filedOn: body.filedOn, acknowledgement, receiptDocumentId: receipt, late: body.filedOn > row.due_date },
        task: { step: 'filing_recorded' },
      };
    },
    async (row, tx) => {
      const named = reviewerChecker(row);
      const reviewers = (await reviewersOf(tx, actor.companyId, named)).filter((r) => r.id !== actor.userId);
      await notifyAwaitingSignOff(tx, {
        companyId: actor.companyId,
        reviewers,
        what: `${row.title} - ${formatPeriod(row.period)}`,
        by: row.recorded_by_name ?? 'A colleague',
        detail: `Filed on ${formatDate(row.filed_on!)} (due ${formatDate(row.due_date)}), acknowledgement ${row.acknowledgement}.`,
        stepKey: `filing:${row.id}:${randomUUID()}`,
        linkFor: (role) => occurrenceLink(role, row.due_date, row.id),
      });
    },
  );

function reviewed(db: Database, actor: OccurrenceActor, id: string, decision: 'approved' | 'returned', comment: string | undefined) {
  const text = clean(comment);
  if (decision === 'returned' && !text) throw badRequest(M.returnNeedsComment);
  return step(
    db,
    actor,
    id,
    async (row, tx) => {
      mustReview(actor, row);
      const state = decision === 'returned' ? 'in_progress' : row.filed_on! > row.due_date ? 'filed_late' : 'filed';
      // One approval: the receipt is signed off with its filing (a returned filing's receipt stays pending with it).
      const receipt = decision === 'approved' && row.receipt_document_id ? await approveReceipt(tx, actor, row) : null;
      return {
        change: { state, review: { by: actor.userId, comment: text || null } },
        action: decision === 'approved' ? 'filing_approved' : 'filing_returned',
        after: { status: state, comment: text || null, ...(receipt ? { receiptApproved: row.receipt_document_id } : {}) },
        task: decision === 'approved' ? { step: 'filing_approved', comment: text || null } : { step: 'filing_returned', comment: text },
        also: receipt ? [receipt] : [],
      };
    },
    async (row, tx) => {
      // The person whose filing it was hears of the decision (the owner too, when someone else recorded it).
      const ids = [...new Set([row.recorded_by, row.owner_id].filter((p): p is string => p !== null && p !== actor.userId))];
      for (const { id: userId, role } of await companyUsers(tx, actor.companyId, ids)) {
        await notifyReviewed(tx, {
          companyId: actor.companyId,
          userId,
          outcome: decision,
          what: `${row.title} - ${formatPeriod(row.period)}`,
          reviewer: row.reviewed_by_name ?? 'Your checker',
          comment: text || null,
          link: occurrenceLink(role, row.due_date, row.id),
          reviewKey: `occurrence:${row.id}:${new Date(row.reviewed_at!).getTime()}:${userId}`,
        });
      }
    },
  );
}

/** The pending receipt approved with the filing, and its audit event (null when it was already decided). */
async function approveReceipt(tx: Queryable, actor: OccurrenceActor, row: OccurrenceRow): Promise<AuditEntry | null> {
  const comment = `Approved with the filing ${row.title} - ${formatPeriod(row.period)}`;
  if (!(await approvePendingReceipt(tx, actor.companyId, row.receipt_document_id!, actor.userId, comment))) return null;
  return {
    companyId: actor.companyId,
    actorId: actor.userId,
    actorRole: actor.role,
    action: 'document.approved',
    targetType: 'document',
    targetId: row.receipt_document_id,
    before: { status: 'pending' },
    after: { status: 'approved', comment, occurrenceId: row.id },
    ip: actor.ip,
  };
}

/**
 * The approval's own checks, read before its step-up: an unknown occurrence, a filing not awaiting sign-off or
 * one this person may not sign off is refused as such, without asking for a password first. The step runs them again.
 */
export async function assertCanApprove(db: Queryable, actor: OccurrenceActor, id: string): Promise<void> {
  mustReview(actor, await load(db, actor, id, false));
}

export const approveFiling = (db: Database, actor: OccurrenceActor, id: string, comment?: string) => reviewed(db, actor, id, 'approved', comment);
export const returnFiling = (db: Database, actor: OccurrenceActor, id: string, comment?: string) => reviewed(db, actor, id, 'returned', comment);

export function markNotApplicable(db: Database, actor: OccurrenceActor, id: string, reason: string | undefined) {
  const text = clean(reason);
  if (!text) throw badRequest(M.reasonRequired);
  return step(db, actor, id, async (row) => {
    if (row.state === 'not_applicable') throw conflict(M.alreadyNotApplicable);
    return {
      change: { state: 'not_applicable', stateBeforeNa: row.state, notApplicableReason: text },
      action: 'not_applicable',
      after: { status: 'not_applicable', reason: text },
      task: { step: 'not_applicable', reason: text },
    };
  });
}

export function reinstate(db: Database, actor: OccurrenceActor, id: string, reason: string | undefined) {
  const text = clean(reason);
  return step(db, actor, id, async (row) => {
    if (row.state !== 'not_applicable') throw conflict(M.notNotApplicable);
    const state = row.state_before_na ?? 'upcoming';
    return {
      change: { state, stateBeforeNa: null, notApplicableReason: null },
      action: 'reinstated',
      after: { status: state, reason: text || null },
      task: { step: 'reinstated', before: row.task_before_na },
    };
  });
}

/** The occurrence and its recorded steps, oldest first. */
export async function occurrenceDetail(db: Queryable, companyId: string, id: string): Promise<{ occurrence: CalendarOccurrence; history: OccurrenceEvent[] }> {
  const row = UUID_PATTERN.test(id) ? await findOccurrence(db, companyId, id, istDate()) : null;
  if (!row) throw new HttpError(404, M.notFound);
  const history = (await occurrenceHistory(db, companyId, row.id)).map((h) => ({
    action: h.action,
    actor: { id: h.actor_id ?? '', name: h.actor_name || 'Former user' },
    at: new Date(h.created_at).toISOString(),
    comment: h.comment,
  }));
  return { occurrence: toOccurrence(row), history };
}
