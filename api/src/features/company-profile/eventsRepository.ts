import { COMPANY_EVENT_LABELS, type CompanyEvent, type CompanyEventKind } from 'shared-contracts';
import type { Queryable } from '../../db/database';

// Company events' queries, always scoped by the caller's company.

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
  date: r.event_date,
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

export async function findEvent(db: Queryable, companyId: string, id: string): Promise<CompanyEvent | null> {
  const row = await db.one<EventRow>(`${SELECT} WHERE e.id = $1 AND e.company_id = $2`, [id, companyId]);
  return row ? toEvent(row) : null;
}

export async function insertEvent(db: Queryable, companyId: string, event: { kind: string; date: string; note: string }, userId: string): Promise<string> {
  const row = await db.one<{ id: string }>(
    `INSERT INTO company_events (company_id, kind, event_date, note, recorded_by) VALUES ($1, $2, $3::date, $4, $5) RETURNING id`,
    [companyId, event.kind, event.date, event.note, userId],
  );
  return row!.id;
}

export function removeEvent(db: Queryable, companyId: string, id: string): Promise<number> {
  return db.execute('DELETE FROM company_events WHERE id = $1 AND company_id = $2', [id, companyId]);
}
