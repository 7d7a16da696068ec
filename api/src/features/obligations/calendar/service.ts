import {
  OWNER_LEAD_DAYS,
  TASK_MESSAGES,
  TASK_PRIORITIES,
  type CalendarChange,
  type CalendarObligation,
  type CalendarView,
  type BulkOwnersRequest,
  type CalendarTaskRequest,
  type ComplianceProfile,
  type ObligationOwnerRequest,
  type TaskPriority,
} from 'shared-contracts';
import type { Database, Queryable } from '../../../db/database';
import { HttpError } from '../../../httpError';
import type { EventFacts, Obligation, ProfileFacts } from '../../../content/calendar';
import { calendarObligation, calendarObligations } from '../../../content';
import { recordAudit } from '../../audit/auditService';
import { evidenceExpiring } from '../../evidence/service';
import { listEvents } from '../../company-profile/eventsRepository';
import { notifyTaskAssigned } from '../../notifications/service';
import { insertTask } from '../../tasks/repository';
import { istDate } from '../../../dates';
import { formatPeriod, isCalendarDate } from 'shared-contracts';
import { findTeamMember } from '../../users/repository';
import { UUID_PATTERN } from 'shared-contracts';
import { claimOccurrence, companyCategory, deleteOwner, isOccurrenceClaimed, ownersOf, setTaskChecker, upsertOwner } from './repository';
import { factsOf, companyFacts } from '../library/facts';
import { listOccurrences, trackingStart, type OccurrenceFilter } from '../occurrences/occurrenceRepository';
import { refreshOccurrences, toOccurrence } from '../occurrences/occurrences';
import { addDays, applicability, dueDates } from '../library/schedule';
import { calendarLibraryTexts, obligationTexts } from '../library/library';

export { companyFacts, factsOf } from '../library/facts';

/** The obligations that apply to these facts, each with why. */
export function applicableObligations(facts: ProfileFacts): Array<{ obligation: Obligation; reason: string }> {
  const out: Array<{ obligation: Obligation; reason: string }> = [];
  for (const obligation of calendarObligations()) {
    const reason = applicability(obligation, facts);
    if (reason) out.push({ obligation, reason });
  }
  return out;
}

export const findObligation = (id: string) => calendarObligation(id) ?? null;

/**
 * The month answer as the service builds it: each obligation and occurrence with the library's texts (the exports and
 * the company report print them). GET /api/obligations/calendar's serializer sends the contract's CalendarResponse, which leaves
 * the texts to GET /api/obligations/library (the same for every company on a version).
 */
export type CompanyCalendar = CalendarView;

/**
 * The company's calendar: the occurrences of the window and filters (each a stored record with its status, owner,
 * checker and proof), and the obligations that apply with their next due date and owner.
 */
export async function companyCalendar(db: Queryable, companyId: string, filter: OccurrenceFilter): Promise<CompanyCalendar> {
  const { from, to } = filter;
  const today = istDate();
  const { profile, facts } = await companyFacts(db, companyId);
  // A read: the rows were made by the scheduler, the registration, a profile or tracking change (occurrences.ts).
  const trackingFrom = (await trackingStart(db, companyId)) ?? from;
  const [rows, owners] = await Promise.all([listOccurrences(db, companyId, today, filter), ownersOf(db, companyId)]);
  // Evidence expiry dates sit beside the statutory due dates: a lapsed licence is as due as a return.
  const evidenceExpiries = (await evidenceExpiring(db, companyId, 366)).filter((e) => e.expiresOn !== null && e.expiresOn <= to);
  const obligations: CalendarObligation[] = [];
  for (const { obligation: o, reason } of applicableObligations(facts)) {
    obligations.push({ ...obligationTexts(o), reason, nextDue: dueDates(o, facts, from, to)[0]?.dueDate ?? null, owner: owners.get(o.id) ?? null });
  }
  obligations.sort((a, b) => (a.nextDue ?? '9999').localeCompare(b.nextDue ?? '9999') || a.title.localeCompare(b.title));
  const occurrences = rows.map(toOccurrence);
  return {
    success: true,
    from,
    to,
    trackingFrom,
    profileConfirmed: profile.confirmed,
    effectiveLayer: profile.effectiveLayer,
    libraryVersion: calendarLibraryTexts().version,
    obligations,
    occurrences,
    evidenceExpiries,
  };
}

/** What a profile change does to the calendar: obligations that now apply, and those that no longer do. */
export function calendarChanges(before: ProfileFacts, after: ProfileFacts): CalendarChange[] {
  const was = new Map(applicableObligations(before).map((a) => [a.obligation.id, a]));
  const now = new Map(applicableObligations(after).map((a) => [a.obligation.id, a]));
  const changes: CalendarChange[] = [];
  for (const [id, a] of now) if (!was.has(id)) changes.push({ obligationId: id, title: a.obligation.title, change: 'added', reason: a.reason });
  for (const [id, a] of was)
    if (!now.has(id)) changes.push({ obligationId: id, title: a.obligation.title, change: 'removed', reason: `No longer applies (was: ${a.reason})` });
  return changes;
}

/** The calendar changes of a profile change, read in the profile's transaction (company-profile's CalendarEffect). */
export async function profileCalendarChanges(tx: Queryable, companyId: string, before: ComplianceProfile, after: ComplianceProfile): Promise<CalendarChange[]> {
  const category = await companyCategory(tx, companyId);
  const events = (await listEvents(tx, companyId)).map((e) => ({ kind: e.kind as EventFacts['kind'], date: e.date }));
  // The occurrences follow the new profile now: new ones made, those nobody acted on dropped, the others kept.
  await refreshOccurrences(tx, companyId, factsOf(after, category, events));
  return calendarChanges(factsOf(before, category, events), factsOf(after, category, events));
}

type Admin = { userId: string; role: string; companyId: string };

/** The obligation, applying to the company, with an occurrence on dueDate; 400/404 otherwise. */
async function occurrenceOf(db: Queryable, companyId: string, obligationId: string, dueDate: string) {
  const obligation = findObligation(obligationId);
  if (!obligation) throw new HttpError(404, 'Unknown obligation');
  const { facts } = await companyFacts(db, companyId);
  if (!applicability(obligation, facts)) throw new HttpError(400, 'This obligation does not apply to your company profile');
  if (!isCalendarDate(dueDate)) throw new HttpError(400, 'Due date is invalid');
  const occurrence = dueDates(obligation, facts, dueDate, addDays(dueDate, 1))[0];
  if (!occurrence) throw new HttpError(400, 'The obligation has no due date on that day');
  return { obligation, occurrence };
}

/**
 * A due date's task title, short enough for a card: the form's code when the title starts with one ("GSTR-3B -
 * summary return" gives "GSTR-3B"), else the whole title, and the period ("GSTR-3B for Oct 2026"). The full title
 * and the citation are the task's details (its filing), the due date is the task's own.
 */
export function taskDescription(o: Pick<Obligation, 'title'>, period: string): string {
  const code = /^([^a-z]+?) - /.exec(o.title)?.[1];
  const when = formatPeriod(period).replace(/^(Quarter|Week|Fortnight|Data) /, (word) => word.toLowerCase());
  return `${code ?? o.title} for ${when}`.slice(0, 2000);
}

/** Checks a maker/checker of the company; the checker must be someone else than the assignee. */
async function teamMembers(db: Queryable, companyId: string, assigneeId: string, checkerId: string | null) {
  const assignee = UUID_PATTERN.test(assigneeId) ? await findTeamMember(db, companyId, assigneeId) : null;
  if (!assignee) throw new HttpError(400, 'The assignee must be a maker or checker of your company');
  if (checkerId !== null) {
    const checker = UUID_PATTERN.test(checkerId) ? await findTeamMember(db, companyId, checkerId) : null;
    if (!checker) throw new HttpError(400, 'The checker must be a maker or checker of your company');
    if (checkerId === assigneeId) throw new HttpError(400, 'The checker must be someone other than the assignee');
  }
}

export interface CreatedTask {
  taskId: string;
  assigneeId: string;
  title: string;
  dueDate: string;
}

/** Makes one occurrence into a task. Inside the caller's transaction; false when it already had one. */
export async function createTaskForOccurrence(
  tx: Queryable,
  input: {
    companyId: string;
    obligation: Obligation;
    period: string;
    dueDate: string;
    assigneeId: string;
    checkerId: string | null;
    priority: TaskPriority;
    assignedBy: string;
    createdBy: string | null;
  },
): Promise<CreatedTask | null> {
  const taskId = await insertTask(tx, input.companyId, {
    description: taskDescription(input.obligation, input.period),
    priority: input.priority,
    category: input.obligation.category,
    dueDate: input.dueDate,
    assignedTo: input.assigneeId,
    assignedBy: input.assignedBy,
  });
  if (input.checkerId) await setTaskChecker(tx, input.companyId, taskId, input.checkerId);
  const claimed = await claimOccurrence(tx, {
    companyId: input.companyId,
    obligationId: input.obligation.id,
    dueDate: input.dueDate,
    taskId,
    createdBy: input.createdBy,
  });
  if (!claimed) return null;
  await notifyTaskAssigned(tx, taskId);
  return { taskId, assigneeId: input.assigneeId, title: input.obligation.title, dueDate: input.dueDate };
}

export async function createOccurrenceTask(db: Database, admin: Admin, body: CalendarTaskRequest, ip: string | null): Promise<CreatedTask> {
  const priority = body.priority ?? 'high';
  if (!(TASK_PRIORITIES as readonly string[]).includes(priority)) throw new HttpError(400, `Priority must be one of ${TASK_PRIORITIES.join(', ')}`);
  if (body.dueDate < istDate()) throw new HttpError(400, TASK_MESSAGES.dueInPast);
  const checkerId = body.checkerId ?? null;
  return db.transaction(async (tx) => {
    const { obligation, occurrence } = await occurrenceOf(tx, admin.companyId, body.obligationId, body.dueDate);
    await teamMembers(tx, admin.companyId, body.assignedTo, checkerId);
    if (await isOccurrenceClaimed(tx, admin.companyId, obligation.id, occurrence.dueDate)) {
      throw new HttpError(409, 'A task already exists for this due date');
    }
    const created = await createTaskForOccurrence(tx, {
      companyId: admin.companyId,
      obligation,
      period: occurrence.period,
      dueDate: occurrence.dueDate,
      assigneeId: body.assignedTo,
      checkerId,
      priority,
      assignedBy: admin.userId,
      createdBy: admin.userId,
    });
    // Another request claimed it between the check and the insert: the unique key refused it.
    if (!created) throw new HttpError(409, 'A task already exists for this due date');
    await recordAudit(tx, {
      companyId: admin.companyId,
      actorId: admin.userId,
      actorRole: admin.role,
      action: 'calendar.task_created',
      targetType: 'task',
      targetId: created.taskId,
      after: { obligationId: obligation.id, version: obligation.version, dueDate: occurrence.dueDate, assignedTo: body.assignedTo, checkerId },
      ip,
    });
    return created;
  });
}

/** Checks and saves one obligation's owner inside the caller's transaction, with its audit event. */
async function saveOwner(tx: Queryable, admin: Admin, facts: ProfileFacts, obligationId: string, body: ObligationOwnerRequest, ip: string | null) {
  const obligation = findObligation(obligationId);
  if (!obligation) throw new HttpError(400, `Unknown obligation: ${obligationId}`.slice(0, 120));
  const leadDays = body.leadDays;
  if (!Number.isInteger(leadDays) || leadDays < OWNER_LEAD_DAYS.min || leadDays > OWNER_LEAD_DAYS.max) {
    throw new HttpError(400, `Lead time must be a whole number of days from ${OWNER_LEAD_DAYS.min} to ${OWNER_LEAD_DAYS.max}`);
  }
  const checkerId = body.checkerId ?? null;
  if (!applicability(obligation, facts)) throw new HttpError(400, `${obligation.title}: this obligation does not apply to your company profile`);
  await teamMembers(tx, admin.companyId, body.assigneeId, checkerId);
  await upsertOwner(tx, admin.companyId, obligation.id, { assigneeId: body.assigneeId, checkerId, leadDays }, admin.userId);
  await recordAudit(tx, {
    companyId: admin.companyId,
    actorId: admin.userId,
    actorRole: admin.role,
    action: 'calendar.owner_set',
    targetType: 'obligation',
    targetId: obligation.id,
    after: { assigneeId: body.assigneeId, checkerId, leadDays },
    ip,
  });
  return obligation;
}

export async function setObligationOwner(db: Database, admin: Admin, obligationId: string, body: ObligationOwnerRequest, ip: string | null) {
  if (!findObligation(obligationId)) throw new HttpError(404, 'Unknown obligation');
  await db.transaction(async (tx) => {
    const { facts } = await companyFacts(tx, admin.companyId);
    if (!applicability(findObligation(obligationId)!, facts)) throw new HttpError(400, 'This obligation does not apply to your company profile');
    await saveOwner(tx, admin, facts, obligationId, body, ip);
  });
  return (await ownersOf(db, admin.companyId)).get(obligationId)!;
}

/** Owners and checkers of many obligations at once (onboarding, bulk change): all saved, or none. */
export async function setObligationOwners(db: Database, admin: Admin, body: BulkOwnersRequest, ip: string | null): Promise<number> {
  const seen = new Set<string>();
  for (const o of body.owners) {
    if (seen.has(o.obligationId)) throw new HttpError(400, `${o.obligationId} is listed twice`.slice(0, 120));
    seen.add(o.obligationId);
  }
  return db.transaction(async (tx) => {
    const { facts } = await companyFacts(tx, admin.companyId);
    for (const o of body.owners) {
      await saveOwner(
        tx,
        admin,
        facts,
        o.obligationId,
        { assigneeId: o.assigneeId, checkerId: o.checkerId ?? null, leadDays: o.leadDays ?? OWNER_LEAD_DAYS.default },
        ip,
      );
    }
    return body.owners.length;
  });
}

export async function removeObligationOwner(db: Database, admin: Admin, obligationId: string, ip: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    if ((await deleteOwner(tx, admin.companyId, obligationId)) === 0) throw new HttpError(404, 'No owner is set for this obligation');
    await recordAudit(tx, {
      companyId: admin.companyId,
      actorId: admin.userId,
      actorRole: admin.role,
      action: 'calendar.owner_removed',
      targetType: 'obligation',
      targetId: obligationId,
      ip,
    });
  });
}

/** After a company event is recorded or deleted (inside its transaction): the stored occurrences follow the new dates. */
export async function refreshCalendarAfterEvents(tx: Queryable, companyId: string): Promise<void> {
  const { facts } = await companyFacts(tx, companyId);
  await refreshOccurrences(tx, companyId, facts);
}
