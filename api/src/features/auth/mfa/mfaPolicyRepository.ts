import type { MfaPolicy } from 'shared-contracts';
import type { Queryable } from '../../../db/database';

export async function companyMfaPolicy(db: Queryable, companyId: string): Promise<MfaPolicy> {
  const row = await db.one<{ checkers: boolean; makers: boolean }>(
    'SELECT mfa_required_checkers AS checkers, mfa_required_makers AS makers FROM companies WHERE id = $1',
    [companyId],
  );
  return { checkers: true, makers: row?.makers ?? true };
}

export async function saveCompanyMfaPolicy(db: Queryable, companyId: string, policy: MfaPolicy): Promise<void> {
  await db.execute('UPDATE companies SET mfa_required_checkers = $2, mfa_required_makers = $3, updated_at = now() WHERE id = $1', [
    companyId,
    policy.checkers,
    policy.makers,
  ]);
}

/** Live users of these roles in the company who have no authenticator yet. */
export async function unenrolledUsersOfRoles(db: Queryable, companyId: string, roles: readonly string[]): Promise<string[]> {
  if (roles.length === 0) return [];
  const rows = await db.query<{ id: string }>('SELECT id FROM users WHERE company_id = $1 AND role = ANY($2::text[]) AND mfa_secret IS NULL AND deleted_at IS NULL', [
    companyId,
    [...roles],
  ]);
  return rows.map((row) => row.id);
}
