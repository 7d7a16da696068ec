import { COMPANY_EVENT_LABELS, UUID_PATTERN, validateCompanyEvent, type CompanyEvent, type CompanyEventInput, type CompanyEventKind } from 'shared-contracts';
import type { Database, Queryable } from '../../db/database';
import { badRequest, notFound } from '../../httpError';
import { istDate } from '../../dates';
import { recordAudit } from '../audit/auditService';

// Company events: what happened on a date that starts a statutory clock. The calendar's event-driven
// obligations fall due from them; every change is audited like the profile.

interface EventRow {
  id: string;
  kind: CompanyEventKind;
  event_date: string;
  note: string;
  recorded_by_name: string | null;
  recorded_at: Date;
}

const toEvent = (r: EventRow): CompanyEvent => ({
  id: r.id,
  kind: r.kind,
  label: COMPANY_EVENT_LABELS[r.kind] ?? r.kind,
  date: typeof r.event_date === 'string' ? r.event_date : new Date(r.event_date).toISOString().slice(0, 10),
  note: r.note,
  recordedBy: r.recorded_by_name ?? '',
  recordedAt: new Date(r.recorded_at).toISOString(),
});

const SELECT = `SELECT e.id, e.kind, to_char(e.event_date, 'YYYY-MM-DD') AS event_date, e.note, e.recorded_at,
    NULLIF(trim(concat(u.first_name, ' ', u.last_name)), '') AS recorded_by_name
  FROM company_events e LEFT JOIN users u ON u.id = e.recorded_by`;

/** The company's events, latest first. */
export async function listEvents(db: Queryable, companyId: string): Promise<CompanyEvent[]> {
  const rows = await db.query<EventRow>(`${SELECT} WHERE e.company_id = $1 ORDER BY e.event_date DESC, e.recorded_at DESC`, [companyId]);
  return rows.map(toEvent);
}

type Actor = { userId: string; role: string; companyId: string };

export async function recordEvent(db: Database, actor: Actor, body: CompanyEventInput, ip: string | null): Promise<CompanyEvent> {
  const first = Object.values(validateCompanyEvent(body, istDate()))[0];
  if (first) throw badRequest(first);
  return db.transaction(async (tx) => {
    const row = await tx.one<{ id: string }>(
      `INSERT INTO company_events (company_id, kind, event_date, note, recorded_by) VALUES ($1, $2, $3::date, $4, $5) RETURNING id`,
      [actor.companyId, body.kind, body.date, (body.note ?? '').trim(), actor.userId],
    );
    const event = toEvent((await tx.one<EventRow>(`${SELECT} WHERE e.id = $1`, [row!.id]))!);
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
    return event;
  });
}

export async function deleteEvent(db: Database, actor: Actor, id: string, ip: string | null): Promise<void> {
  if (!UUID_PATTERN.test(id)) throw notFound('Event not found');
  await db.transaction(async (tx) => {
    const row = await tx.one<EventRow>(`${SELECT} WHERE e.id = $1 AND e.company_id = $2`, [id, actor.companyId]);
    if (!row) throw notFound('Event not found');
    await tx.execute('DELETE FROM company_events WHERE id = $1 AND company_id = $2', [id, actor.companyId]);
    const before = toEvent(row);
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
  });
}
