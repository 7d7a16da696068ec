import type { Queryable } from '../../db/database';
import { insertAuditEvent, type AuditEntry } from './repository';

export type { AuditEntry } from './repository';

/** Records who did what to which target, with before and after, in the caller's transaction. */
export async function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await insertAuditEvent(db, entry);
}
