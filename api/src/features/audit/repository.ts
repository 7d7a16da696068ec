import { randomUUID } from 'node:crypto';
import type { AuditEvent, Role } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { noteWrittenEvents } from './pendingSeals';

export interface AuditRow {
  id: string;
  seq: number;
  action: string;
  actor_id: string | null;
  actor_first: string | null;
  actor_last: string | null;
  actor_role: Role | null;
  target_type: string | null;
  target_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  created_at: Date;
}

/** Filters of the audit console; dates are calendar days in India (IST, no daylight saving), both ends included. */
export interface AuditFilter {
  userId?: string;
  entity?: string;
  /** Only these actions (the board report's decisions). */
  actions?: string[];
  from?: string;
  to?: string;
}

/** The WHERE clause for one chain ('platform' or a company id) and the filters, with its parameters. */
export function where(chain: string, filter: AuditFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [chain];
  const parts = ['e.chain = $1'];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    parts.push(sql.replace('?', `$${params.length}`));
  };
  if (filter.userId) add('e.actor_id = ?::uuid', filter.userId);
  if (filter.entity) add('e.target_type = ?', filter.entity);
  if (filter.actions) add('e.action = ANY(?::text[])', filter.actions);
  if (filter.from) add(`e.created_at >= (?::date::timestamp - interval '5 hours 30 minutes') AT TIME ZONE 'UTC'`, filter.from);
  if (filter.to) add(`e.created_at < (?::date::timestamp + interval '1 day' - interval '5 hours 30 minutes') AT TIME ZONE 'UTC'`, filter.to);
  return { sql: parts.join(' AND '), params };
}

/** A recorded event as stored, before it is told in words (actionRows.ts). */
export type RecordedEvent = Omit<AuditEvent, 'sentence' | 'events'>;

export const toEvent = (r: AuditRow): RecordedEvent => ({
  id: r.id,
  seq: Number(r.seq),
  action: r.action,
  actor: r.actor_id ? { id: r.actor_id, firstName: r.actor_first ?? '', lastName: r.actor_last ?? '', role: r.actor_role as Role } : null,
  targetType: r.target_type,
  targetId: r.target_id,
  before: r.before,
  after: r.after,
  ip: r.ip,
  createdAt: r.created_at.toISOString(),
});

export const SELECT = `SELECT e.id, e.seq, e.action, e.actor_id, u.first_name AS actor_first, u.last_name AS actor_last,
            COALESCE(e.actor_role, u.role) AS actor_role, e.target_type, e.target_id, e.before, e.after, e.ip, e.created_at
       FROM audit_events e LEFT JOIN users u ON u.id = e.actor_id`;

/** One chain's audit events (a company's, or the platform's), newest first, one page. */
export async function listAuditEvents(db: Queryable, chain: string, page: number, pageSize: number, filter: AuditFilter = {}) {
  const w = where(chain, filter);
  const total = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM audit_events e WHERE ${w.sql}`, w.params);
  const rows = await db.query<AuditRow>(`${SELECT} WHERE ${w.sql} ORDER BY e.seq DESC LIMIT $${w.params.length + 1} OFFSET $${w.params.length + 2}`, [
    ...w.params,
    pageSize,
    (page - 1) * pageSize,
  ]);
  return { events: rows.map(toEvent), total: total!.n };
}

/** What the console's filters offer: the people and entity types present in the chain. */
export async function auditFilterOptions(db: Queryable, chain: string) {
  const actors = await db.query<{ id: string; first_name: string | null; last_name: string | null; role: Role | null }>(
    `SELECT DISTINCT e.actor_id AS id, u.first_name, u.last_name, COALESCE(u.role, e.actor_role) AS role
       FROM audit_events e LEFT JOIN users u ON u.id = e.actor_id
      WHERE e.chain = $1 AND e.actor_id IS NOT NULL
      ORDER BY 2, 3, 1`,
    [chain],
  );
  const entities = await db.query<{ target_type: string }>('SELECT DISTINCT target_type FROM audit_events WHERE chain = $1 AND target_type IS NOT NULL ORDER BY 1', [
    chain,
  ]);
  return {
    users: actors.map((a) => ({ id: a.id, firstName: a.first_name ?? '', lastName: a.last_name ?? '', role: a.role })),
    entities: entities.map((e) => e.target_type),
  };
}

/** A company's trail exists while the company does, and after its deletion while its chain head stays. */
export async function chainExists(db: Queryable, chain: string): Promise<boolean> {
  const row = await db.one('SELECT 1 FROM companies WHERE id = $1::uuid UNION ALL SELECT 1 FROM audit_chain_heads WHERE chain = $1::text LIMIT 1', [chain]);
  return row !== null;
}

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

/** One audit event, in the caller's transaction (the insert trigger chains it); noted to be sealed once committed. */
export async function insertAuditEvent(db: Queryable, entry: AuditEntry): Promise<void> {
  // The id is made here, so the row can go with COMMIT (below) and still be noted for sealing by this process only.
  const id = randomUUID();
  const sql = `INSERT INTO audit_events (id, company_id, actor_id, actor_role, action, target_type, target_id, before, after, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`;
  const params = [
    id,
    entry.companyId,
    entry.actorId,
    entry.actorRole ?? null,
    entry.action,
    entry.targetType ?? null,
    entry.targetId ?? null,
    entry.before === undefined ? null : JSON.stringify(entry.before),
    entry.after === undefined ? null : JSON.stringify(entry.after),
    entry.ip ?? null,
  ];
  // In a PostgreSQL transaction the row goes with COMMIT: its trigger locks the company's chain head until the
  // commit, and the lock is then held for the server's work only (docs/benchmarks.md, "What queued the writes").
  if (db.atCommit) db.atCommit(sql, params);
  else await db.execute(sql, params);
  // A rolled-back id is never found, and is forgotten after a while (pendingSeals.ts).
  noteWrittenEvents([id]);
}

/** Who receives a chain's checkpoints: the company's active admins, or for the platform chain the super-admins. */
export const checkpointRecipients = (db: Queryable, chain: string) =>
  chain === 'platform'
    ? db.query<{ email: string }>("SELECT email FROM users WHERE role = 'super-admin' AND deleted_at IS NULL ORDER BY email")
    : db.query<{ email: string }>("SELECT email FROM users WHERE company_id::text = $1 AND role = 'admin' AND deleted_at IS NULL ORDER BY email", [chain]);
