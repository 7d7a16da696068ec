import type { AuditEvent, Role } from 'shared-contracts';
import type { Queryable } from '../../db/database';

interface AuditRow {
  id: string;
  action: string;
  actor_id: string | null;
  actor_first: string | null;
  actor_last: string | null;
  actor_role: Role | null;
  target_type: string | null;
  target_id: string | null;
  before: unknown;
  after: unknown;
  created_at: Date;
}

/** One company's audit events, newest first. */
export async function listAuditEvents(db: Queryable, companyId: string, page: number, pageSize: number) {
  const total = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM audit_events WHERE company_id = $1', [companyId]);
  const rows = await db.query<AuditRow>(
    `SELECT e.id, e.action, e.actor_id, u.first_name AS actor_first, u.last_name AS actor_last,
            COALESCE(u.role, e.actor_role) AS actor_role, e.target_type, e.target_id, e.before, e.after, e.created_at
       FROM audit_events e LEFT JOIN users u ON u.id = e.actor_id
      WHERE e.company_id = $1
      ORDER BY e.created_at DESC, e.id
      LIMIT $2 OFFSET $3`,
    [companyId, pageSize, (page - 1) * pageSize],
  );
  const events: AuditEvent[] = rows.map((r) => ({
    id: r.id,
    action: r.action,
    actor: r.actor_id ? { id: r.actor_id, firstName: r.actor_first ?? '', lastName: r.actor_last ?? '', role: r.actor_role as Role } : null,
    targetType: r.target_type,
    targetId: r.target_id,
    before: r.before,
    after: r.after,
    createdAt: r.created_at.toISOString(),
  }));
  return { events, total: total!.n };
}
