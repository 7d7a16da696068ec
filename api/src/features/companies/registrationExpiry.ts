import type { Database } from '../../db/database';
import { recordAudit } from '../audit/auditService';
import { deleteCompany, lockAbandonedRegistrations, lockUncompletedRegistration, releaseAddress, uncompletedRegistrations } from './registrationExpiryRepository';

/** Registrations removed in one run at most: the sweep never holds the database for long. */
export const EXPIRY_BATCH = 50;

/**
 * Removes registrations whose admin never opened the verification link within `days` (docs/decisions/0058-registration-of-an-address-in-use-expiry.md): the company, its
 * admin and everything hanging off them (sessions, links) go, the address can register again, and the removal is
 * audited in the company's own trail (audit rows outlive their company). Each removal re-checks the rule in its own
 * transaction, so an address verified meanwhile is kept. `stop` ends the run early (server shutdown).
 */
export async function expireUnverifiedRegistrations(db: Database, days: number, stop: () => boolean = () => false): Promise<number> {
  if (days <= 0) return 0;
  let removed = 0;
  for (const companyId of await uncompletedRegistrations(db, days, EXPIRY_BATCH)) {
    if (stop()) break;
    const done = await db.transaction(async (tx) => {
      const row = await lockUncompletedRegistration(tx, days, companyId);
      if (!row) return false;
      await deleteCompany(tx, companyId);
      await recordAudit(tx, {
        companyId,
        actorId: null,
        actorRole: 'system',
        action: 'company.registration_expired',
        targetType: 'company',
        targetId: companyId,
        before: { companyName: row.company_name, admin: { id: row.admin_id, email: row.admin_email }, registeredAt: new Date(row.registered_at).toISOString() },
        after: { reason: `e-mail address not verified within ${days * 24} hours` },
      });
      return true;
    });
    if (done) removed++;
  }
  if (stop()) return removed;
  // What is left holds some work: kept, suspended, and the address it held is free again.
  removed += await db.transaction(async (tx) => {
    const abandoned = await lockAbandonedRegistrations(tx, days, EXPIRY_BATCH);
    for (const row of abandoned) {
      await releaseAddress(tx, row);
      await recordAudit(tx, {
        companyId: row.company_id,
        actorId: null,
        actorRole: 'system',
        action: 'company.registration_expired',
        targetType: 'company',
        targetId: row.company_id,
        before: { companyName: row.company_name, admin: { id: row.admin_id, email: row.admin_email }, registeredAt: new Date(row.registered_at).toISOString() },
        after: { reason: `e-mail address not verified within ${days * 24} hours`, kept: 'company suspended with its records; the address is free' },
      });
    }
    return abandoned.length;
  });
  return removed;
}
