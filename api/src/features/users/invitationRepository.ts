import type { TeamRole } from 'shared-contracts';
import type { Queryable } from '../../db/database';

/** A new link for the user; any earlier live one of the same user stops working. */
export async function replaceInvitation(
  db: Queryable,
  invitation: { companyId: string; userId: string; tokenHash: string; invitedBy: string; importId: string | null; days: number },
): Promise<void> {
  await db.execute('UPDATE user_invitations SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [invitation.userId]);
  await db.execute(
    `INSERT INTO user_invitations (company_id, user_id, token_hash, invited_by, import_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6))`,
    [invitation.companyId, invitation.userId, invitation.tokenHash, invitation.invitedBy, invitation.importId, invitation.days],
  );
}

export interface LiveInvitation {
  id: string;
  user_id: string;
  company_id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: TeamRole;
  company_name: string;
}

/** The live invitation of this token: unused, unexpired, its user still invited and its company active. */
export const findLiveInvitation = (db: Queryable, tokenHash: string, invitedHash: string) =>
  db.one<LiveInvitation>(
    `SELECT i.id, i.user_id, i.company_id, u.first_name, u.last_name, u.email, u.role, c.company_name
       FROM user_invitations i JOIN users u ON u.id = i.user_id JOIN companies c ON c.id = i.company_id
      WHERE i.token_hash = $1 AND i.used_at IS NULL AND i.expires_at > now()
        AND u.deleted_at IS NULL AND u.status = 'active' AND u.password_hash = $2 AND c.status <> 'suspended'`,
    [tokenHash, invitedHash],
  );

/** Marks the link used; false when another request used it first. */
export async function useInvitation(db: Queryable, id: string): Promise<boolean> {
  return (await db.execute('UPDATE user_invitations SET used_at = now() WHERE id = $1 AND used_at IS NULL', [id])) === 1;
}

/** Live accounts holding any of these addresses (any company), lower-cased. */
export const holdersOf = (db: Queryable, emails: string[]) =>
  db.query<{ email: string; company_id: string | null }>(
    'SELECT lower(email) AS email, company_id FROM users WHERE lower(email) = ANY($1::text[]) AND deleted_at IS NULL',
    [emails.map((e) => e.toLowerCase())],
  );

/** Whether the user has not set a password since being invited. */
export async function invitationPending(db: Queryable, userId: string, invitedHash: string): Promise<boolean> {
  const row = await db.one<{ pending: boolean }>('SELECT password_hash = $2 AS pending FROM users WHERE id = $1', [userId, invitedHash]);
  return row?.pending ?? false;
}
