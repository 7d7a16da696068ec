import { UUID_PATTERN, validateCompanyEvent, type CompanyEvent, type CompanyEventInput } from 'shared-contracts';
import type { Database, Queryable } from '../../db/database';
import { badRequest, notFound } from '../../httpError';
import { istDate } from '../../dates';
import { recordAudit } from '../audit/auditService';
import { findEvent, insertEvent, listEvents, removeEvent } from './eventsRepository';

// Company events: what happened on a date that starts a statutory clock. The calendar's event-driven
// obligations fall due from them; every change is audited like the profile.

export { listEvents };

type Actor = { userId: string; role: string; companyId: string };

/**
 * What an event change does to the stored calendar (its occurrences follow the new dates), given by
 * features/index.ts: the calendar reads the events, so this folder does not import the calendar back.
 */
export type EventsEffect = (tx: Queryable, companyId: string) => Promise<void>;

export async function recordEvent(db: Database, actor: Actor, body: CompanyEventInput, ip: string | null, eventsEffect: EventsEffect): Promise<CompanyEvent> {
  const first = Object.values(validateCompanyEvent(body, istDate()))[0];
  if (first) throw badRequest(first);
  return db.transaction(async (tx) => {
    const id = await insertEvent(tx, actor.companyId, { kind: body.kind, date: body.date, note: (body.note ?? '').trim() }, actor.userId);
    const event = (await findEvent(tx, actor.companyId, id))!;
    await recordAudit(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      actorRole: actor.role,
      action: 'company.event_recorded',
      targetType: 'company_event',
      targetId: event.id,
      after: { kind: event.kind, date: event.date, note: event.note },
      ip,
    });
    await eventsEffect(tx, actor.companyId);
    return event;
  });
}

export async function deleteEvent(db: Database, actor: Actor, id: string, ip: string | null, eventsEffect: EventsEffect): Promise<void> {
  if (!UUID_PATTERN.test(id)) throw notFound('Event not found');
  await db.transaction(async (tx) => {
    const before = await findEvent(tx, actor.companyId, id);
    if (!before) throw notFound('Event not found');
    await removeEvent(tx, actor.companyId, id);
    await recordAudit(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      actorRole: actor.role,
      action: 'company.event_deleted',
      targetType: 'company_event',
      targetId: id,
      before: { kind: before.kind, date: before.date, note: before.note },
      ip,
    });
    await eventsEffect(tx, actor.companyId);
  });
}
