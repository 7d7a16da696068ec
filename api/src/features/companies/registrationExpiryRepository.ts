import type { Queryable } from '../../db/database';
import { revokeUserSessions } from '../auth/sessions/sessionRepository';

/**
 * What a registration that nobody completed can have in its company's audit trail: the registration, its links and
 * refused re-registrations, and the unverified admin's own signing in and out, authenticator enrolment included
 * (the specification signs the admin in at registration; a session saves nothing, and otherwise whoever typed
 * someone else's address could hold it for ever by signing in now and then). Anything else (a saved answer, an
 * upload, a setting, a user) is work: kept.
 */
const REGISTRATION_ONLY_ACTIONS = [
  'company.registered',
  'company.registration_refused',
  'auth.email_verification_sent',
  'auth.login',
  'auth.login_failed',
  'auth.lockout',
  'auth.mfa_enabled',
  'auth.mfa_failed',
  'auth.logout',
  'auth.session_ended',
];

export interface UncompletedRegistration {
  company_id: string;
  company_name: string;
  admin_id: string;
  admin_email: string;
  registered_at: Date;
}

/** A company whose only user is its self-registered admin, unverified for `days`, with nothing but the registration in it. */
const UNCOMPLETED = `
  FROM companies c JOIN users u ON u.company_id = c.id AND u.role = 'admin' AND u.deleted_at IS NULL
 WHERE u.email_verified_at IS NULL
   AND u.created_at < now() - make_interval(days => $1::int)
   AND NOT EXISTS (SELECT 1 FROM users o WHERE o.company_id = c.id AND o.id <> u.id)
   AND NOT EXISTS (SELECT 1 FROM audit_events a WHERE a.company_id = c.id AND a.action <> ALL($2::text[]))`;

/** The oldest uncompleted registrations, at most `limit`. */
export async function uncompletedRegistrations(db: Queryable, days: number, limit: number): Promise<string[]> {
  const rows = await db.query<{ company_id: string }>(`SELECT c.id AS company_id ${UNCOMPLETED} ORDER BY u.created_at LIMIT $3`, [
    days,
    REGISTRATION_ONLY_ACTIONS,
    limit,
  ]);
  return rows.map((row) => row.company_id);
}

/** The same rule for one company, its rows locked for the removal (null when it no longer holds, e.g. verified meanwhile). */
export const lockUncompletedRegistration = (tx: Queryable, days: number, companyId: string) =>
  tx.one<UncompletedRegistration>(
    `SELECT c.id AS company_id, c.company_name, u.id AS admin_id, u.email AS admin_email, u.created_at AS registered_at
       ${UNCOMPLETED} AND c.id = $3 FOR UPDATE OF c, u`,
    [days, REGISTRATION_ONLY_ACTIONS, companyId],
  );

/** The company and, by cascade, its admin, sessions and links (audit rows have no foreign key: they stay). */
export async function deleteCompany(tx: Queryable, companyId: string): Promise<void> {
  await tx.execute('DELETE FROM companies WHERE id = $1', [companyId]);
}

/**
 * A company whose self-registered admin left the address unverified for `days` but did some work in it: the work is
 * kept (the company is suspended), the address is released (the admin's account is closed, its sessions ended), so a
 * registration cannot hold somebody else's address.
 */
export const lockAbandonedRegistrations = (tx: Queryable, days: number, limit: number) =>
  tx.query<UncompletedRegistration>(
    `SELECT c.id AS company_id, c.company_name, u.id AS admin_id, u.email AS admin_email, u.created_at AS registered_at
       FROM companies c JOIN users u ON u.company_id = c.id AND u.role = 'admin' AND u.deleted_at IS NULL
      WHERE u.email_verified_at IS NULL AND u.created_at < now() - make_interval(days => $1::int)
        AND NOT EXISTS (SELECT 1 FROM users o WHERE o.company_id = c.id AND o.id <> u.id AND o.deleted_at IS NULL)
      ORDER BY u.created_at LIMIT $2 FOR UPDATE OF c, u SKIP LOCKED`,
    [days, limit],
  );

export async function releaseAddress(tx: Queryable, row: UncompletedRegistration): Promise<void> {
  await tx.execute('UPDATE users SET deleted_at = now(), updated_at = now() WHERE id = $1', [row.admin_id]);
  await revokeUserSessions(tx, row.admin_id);
  await tx.execute("UPDATE companies SET status = 'suspended', updated_at = now() WHERE id = $1", [row.company_id]);
}
