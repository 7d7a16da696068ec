import {
  TRACKING_CHOICES,
  TRACKING_MESSAGES as M,
  UUID_PATTERN,
  isCalendarDate,
  markedMessage,
  type FiledBeforeJoiningRequest,
  type TrackingChoice,
  type TrackingResponse,
} from 'shared-contracts';
import type { Database, Queryable } from '../../../db/database';
import { badRequest, conflict, notFound } from '../../../httpError';
import { istDate } from '../../../dates';
import { recordAudit } from '../../audit/auditService';
import { dropUntrackedOccurrences } from './occurrenceRepository';
import { countOpenBetween, lockOccurrences, markFiledBeforeJoiningRows, readTracking, saveTrackingChoice } from './dayOneRepository';
import { refreshOccurrences } from './occurrences';
import { companyFacts } from '../library/facts';
import type { OccurrenceActor } from './occurrenceActions';

// Day one (docs/obligations-api.md): the admin chooses how far back to track and marks the due dates the company
// filed before it joined. Both are audited; the tracking start is stored on the company and read by every count.

/** GET /api/obligations/tracking: the choice, the start it gives and how many past due dates are still open. */
export async function trackingState(db: Queryable, companyId: string): Promise<TrackingResponse> {
  const t = (await readTracking(db, companyId))!;
  const open = await countOpenBetween(db, companyId, t.start, t.joined_on);
  return {
    success: true,
    choice: t.tracking_from,
    chosen: t.chosen,
    trackingStart: t.start,
    starts: { this_month: t.month_start, financial_year: t.fy_start },
    joinedOn: t.joined_on,
    pastDue: open,
  };
}

/** PUT /api/obligations/tracking (admin): stores the choice, makes or drops the due dates it adds or removes. */
export async function changeTracking(db: Database, actor: OccurrenceActor, choice: TrackingChoice): Promise<TrackingResponse> {
  if (!TRACKING_CHOICES.includes(choice)) throw badRequest(M.choiceInvalid);
  await db.transaction(async (tx) => {
    const before = (await readTracking(tx, actor.companyId))!;
    await saveTrackingChoice(tx, actor.companyId, choice);
    const after = (await readTracking(tx, actor.companyId))!;
    // Due dates before the new start that nobody recorded anything on are no longer tracked; recorded ones keep their history.
    await dropUntrackedOccurrences(tx, actor.companyId, after.start);
    await refreshOccurrences(tx, actor.companyId, (await companyFacts(tx, actor.companyId)).facts);
    await recordAudit(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      actorRole: actor.role,
      action: 'company.tracking_start_changed',
      targetType: 'company',
      targetId: actor.companyId,
      before: { choice: before.tracking_from, trackingStart: before.start },
      after: { choice, trackingStart: after.start },
      ip: actor.ip,
    });
  });
  return { ...(await trackingState(db, actor.companyId)), message: M.saved };
}

/**
 * POST /api/obligations/occurrences/filed-before-joining (admin): open due dates up to the day the company joined
 * become filed, recorded after the fact (date and acknowledgement optional). All or nothing; one audit event each,
 * so every due date's history shows it.
 */
export async function markFiledBeforeJoining(db: Database, actor: OccurrenceActor, body: FiledBeforeJoiningRequest): Promise<{ marked: number; message: string }> {
  const ids = [...new Set(body.occurrenceIds)];
  if (ids.length === 0) throw badRequest(M.noneSelected);
  if (ids.some((id) => typeof id !== 'string' || !UUID_PATTERN.test(id))) throw notFound(M.notFound);
  const filedOn = body.filedOn?.trim() || null;
  if (filedOn !== null && !isCalendarDate(filedOn)) throw badRequest(M.filedOnInvalid);
  if (filedOn !== null && filedOn > istDate()) throw badRequest(M.filedOnFuture);
  const acknowledgement = body.acknowledgement?.trim() || null;
  return db.transaction(async (tx) => {
    const t = (await readTracking(tx, actor.companyId))!;
    const rows = await lockOccurrences(tx, actor.companyId, ids);
    if (rows.length !== ids.length) throw notFound(M.notFound);
    if (rows.some((r) => r.state !== 'upcoming' && r.state !== 'in_progress')) throw conflict(M.notOpen);
    if (rows.some((r) => r.due_date > t.joined_on)) throw badRequest(M.afterJoining);
    await markFiledBeforeJoiningRows(tx, actor.companyId, ids, { filedOn, acknowledgement, by: actor.userId });
    for (const r of rows) {
      await recordAudit(tx, {
        companyId: actor.companyId,
        actorId: actor.userId,
        actorRole: actor.role,
        action: 'occurrence.filed_before_joining',
        targetType: 'occurrence',
        targetId: r.id,
        before: { status: r.state, obligationId: r.obligation_id, period: r.period, dueDate: r.due_date },
        after: { status: 'filed', filedBeforeJoining: true, filedOn, acknowledgement },
        ip: actor.ip,
      });
    }
    return { marked: rows.length, message: markedMessage(rows.length) };
  });
}
