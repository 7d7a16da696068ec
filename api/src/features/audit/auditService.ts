import type { Queryable } from '../../db/database';

export interface AuditEntry {
  companyId: string | null;
  actorId: string | null;
  actorRole?: string | null;
  /** Dotted verb: 'auth.login', 'user.created', 'task.status_changed', 'hr.answer_saved'. */
  action: string;
  targetType?: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/** Records who did what to which target, with before and after, in the caller's transaction. */
export async function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.execute(
    `INSERT INTO audit_events (company_id, actor_id, actor_role, action, target_type, target_id, before, after, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      entry.companyId,
      entry.actorId,
      entry.actorRole ?? null,
      entry.action,
      entry.targetType ?? null,
      entry.targetId ?? null,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
      entry.ip ?? null,
    ],
  );
}
