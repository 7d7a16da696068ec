import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  NAME_MESSAGE,
  isDisplayName,
  EMAIL_PATTERN,
  EMAIL_VERIFICATION_MESSAGES,
  INVITATION_DAYS,
  INVITATION_IMPORT_MAX_ROWS,
  INVITATION_MESSAGES,
  PLAN_ENDED_MESSAGE,
  TRIAL_ENDED_MESSAGE,
  USER_MESSAGES,
  type InvitationPreviewResponse,
  type InvitationPreviewRow,
  type InvitationRow,
  type TeamRole,
  type TeamUser,
} from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../httpError';
import { SUBJECT_NAME_MAX, plainName } from '../mail/plainName';
import { recordAudit } from '../audit/auditService';
import { sendAccountMail, type AccountMail } from '../auth/accountMail';
import { emailVerified } from '../auth/email-verification/emailVerification';
import { markEmailVerified } from '../auth/email-verification/emailVerificationRepository';
import { setPassword } from '../auth/passwords/passwordChange';
import { INVITED_PASSWORD_HASH, insertUser, isUniqueViolation } from '../auth/repository';
import { lockCompany } from '../subscriptions/repository';
import { currentSubscription, endedMessage } from '../subscriptions/service';
import type { AuthContext } from '../auth/sessions/sessionService';
import { findLiveInvitation, holdersOf, invitationPending, replaceInvitation, useInvitation } from './invitationRepository';
import { findTeamMember } from './repository';
import { EMAIL_UNAVAILABLE, isTeamRole, toTeamUser } from './service';
import type { FileRow } from './invitationFile';

type Admin = AuthContext & { companyId: string };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The invitation goes to any address from the platform's sender: the company's name appears only in a plain, short form. */
const invitationMail = (to: string, companyId: string, companyName: string, role: TeamRole, link: string): AccountMail => {
  const short = plainName(companyName, SUBJECT_NAME_MAX);
  const named = plainName(companyName, 100);
  return {
    to,
    companyId,
    subject: short ? `You are invited to ${short} on Compliance Management` : 'You are invited to Compliance Management',
    text: [
      named
        ? `Your administrator at ${named} has invited you to Compliance Management as a ${role}.`
        : `Your administrator has invited you to Compliance Management as a ${role}.`,
      '',
      `Open this link within ${INVITATION_DAYS} days to choose your password (it works once): ${link}`,
      '',
      'If you did not expect this invitation, ignore this e-mail: no account can be used until a password is chosen.',
    ].join('\n'),
  };
};

/** Every reason each row cannot be invited: fields, in-file duplicates, addresses taken, seats. Nothing is written. */
export async function checkRows(
  app: FastifyInstance,
  db: Queryable,
  admin: Admin,
  rows: (InvitationRow & { line: number })[],
  { otherCompanies = true }: { otherCompanies?: boolean } = {},
): Promise<InvitationPreviewRow[]> {
  const checked: InvitationPreviewRow[] = rows.map((row) => {
    const errors: string[] = [];
    const cleaned = { line: row.line, firstName: row.firstName.trim(), lastName: row.lastName.trim(), email: row.email.trim(), role: row.role.trim().toLowerCase() };
    if (!cleaned.firstName || !cleaned.lastName) errors.push('First and last name are required');
    else if (!isDisplayName(cleaned.firstName) || !isDisplayName(cleaned.lastName)) errors.push(`Names ${NAME_MESSAGE}`);
    if (!cleaned.email) errors.push('Email is required');
    else if (!EMAIL_PATTERN.test(cleaned.email)) errors.push('Email is invalid');
    if (!isTeamRole(cleaned.role)) errors.push(`Unknown role "${row.role.trim()}": use maker or checker`);
    return { ...cleaned, errors };
  });
  const firstLine = new Map<string, number>();
  for (const row of checked) {
    const key = row.email.toLowerCase();
    if (!key) continue;
    const seen = firstLine.get(key);
    if (seen !== undefined) row.errors.push(`Duplicate of line ${seen} in this file`);
    else firstLine.set(key, row.line);
  }
  // A preview says nothing of other companies' accounts (a file of 200 addresses would otherwise probe them all):
  // only the import, a few an hour, refuses such a row, in the words the create-user form uses.
  const found = await holdersOf(db, [...firstLine.keys()]);
  const holders = new Map(found.filter((h) => otherCompanies || h.company_id === admin.companyId).map((h) => [h.email, h.company_id]));
  for (const row of checked) {
    const key = row.email.toLowerCase();
    if (!holders.has(key)) continue;
    row.errors.push(holders.get(key) === admin.companyId ? USER_MESSAGES.emailTaken : EMAIL_UNAVAILABLE);
  }
  const subscription = await currentSubscription(db, app.config, admin.companyId);
  const taken = { ...subscription.seatsUsed };
  for (const row of checked) {
    if (!isTeamRole(row.role)) continue;
    if (subscription.status === 'expired') {
      row.errors.push(endedMessage(subscription));
      continue;
    }
    if (row.errors.length > 0) continue;
    const allowed = subscription.seats[row.role];
    if (taken[row.role] >= allowed) {
      const what = subscription.status === 'trial' ? 'Your free trial includes' : 'Your plan includes';
      row.errors.push(`No ${row.role} seat left: ${what} ${allowed} ${row.role} seat${allowed === 1 ? '' : 's'}`);
    } else taken[row.role] += 1;
  }
  return checked;
}

const previewOf = (rows: InvitationPreviewRow[], message: string, success: boolean): InvitationPreviewResponse => {
  const errorCount = rows.filter((row) => row.errors.length > 0).length;
  return { success, message, rows, errorCount };
};

async function assertAdminMayInvite(app: FastifyInstance, admin: Admin) {
  // As for the create-user form: a self-registered admin proves its address before inviting anyone.
  if (!(await emailVerified(app.db, admin.userId))) throw new HttpError(403, EMAIL_VERIFICATION_MESSAGES.verifyFirst);
}

/** Reads an uploaded file and answers each row with its errors; nothing is created. */
export async function previewInvitations(app: FastifyInstance, admin: Admin, rows: FileRow[], ip: string): Promise<InvitationPreviewResponse> {
  await assertAdminMayInvite(app, admin);
  if (rows.length > INVITATION_IMPORT_MAX_ROWS) throw new HttpError(400, INVITATION_MESSAGES.tooManyRows);
  const checked = await checkRows(app, app.db, admin, rows, { otherCompanies: false });
  // Each bulk preview is audited (how many rows, how many refused), never the addresses themselves.
  await recordAudit(app.db, {
    companyId: admin.companyId,
    actorId: admin.userId,
    actorRole: admin.role,
    action: 'user.import_previewed',
    targetType: 'import',
    after: { rows: checked.length, withErrors: checked.filter((row) => row.errors.length > 0).length },
    ip,
  });
  const preview = previewOf(checked, '', true);
  preview.message =
    preview.errorCount === 0
      ? `${checked.length} user${checked.length === 1 ? '' : 's'} ready to invite`
      : `${preview.errorCount} of ${checked.length} rows have errors: correct the file and upload it again`;
  return preview;
}

interface Invited {
  user: TeamUser;
  token: string;
}

/** Creates the invited users and their links in the caller's transaction; the mails go after it commits. */
async function createInvited(tx: Queryable, admin: Admin, rows: InvitationPreviewRow[], importId: string | null, ip: string): Promise<Invited[]> {
  const invited: Invited[] = [];
  for (const row of rows) {
    const role = row.role as TeamRole;
    const id = await insertUser(tx, {
      companyId: admin.companyId,
      email: row.email,
      passwordHash: INVITED_PASSWORD_HASH,
      firstName: row.firstName,
      lastName: row.lastName,
      role,
      emailVerified: false,
    });
    const token = randomBytes(32).toString('base64url');
    await replaceInvitation(tx, { companyId: admin.companyId, userId: id, tokenHash: hashToken(token), invitedBy: admin.userId, importId, days: INVITATION_DAYS });
    await recordAudit(tx, {
      companyId: admin.companyId,
      actorId: admin.userId,
      actorRole: admin.role,
      action: 'user.invited',
      targetType: 'user',
      targetId: id,
      after: { email: row.email, firstName: row.firstName, lastName: row.lastName, role, importId },
      ip,
    });
    invited.push({ user: { ...toTeamUser((await findTeamMember(tx, admin.companyId, id))!), invitationPending: true }, token });
  }
  return invited;
}

/** Sends the links one after the other, after the answer (a slow SMTP server must not hold it; the outbox keeps each mail). */
function mailInvitations(app: FastifyInstance, invited: Invited[], companyName: string) {
  void (async () => {
    for (const { user, token } of invited) {
      await sendAccountMail(
        app,
        invitationMail(user.email, user.companyId!, companyName, user.role as TeamRole, `${app.config.publicUrl}/accept-invitation#token=${token}`),
      );
    }
  })();
}

/**
 * Creates users and links all at once or not at all: the company row is locked and every rule re-checked
 * inside the transaction, so a concurrent creation cannot take a seat or an address half-way.
 */
async function inviteAll(app: FastifyInstance, admin: Admin, rows: (InvitationRow & { line: number })[], importId: string | null, ip: string) {
  try {
    return await app.db.transaction(async (tx) => {
      await lockCompany(tx, admin.companyId);
      const checked = await checkRows(app, tx, admin, rows);
      const refused = checked.filter((row) => row.errors.length > 0);
      if (refused.length > 0) return { refused: previewOf(checked, importId ? INVITATION_MESSAGES.hasErrors : refused[0]!.errors[0]!, false), invited: [] };
      const invited = await createInvited(tx, admin, checked, importId, ip);
      if (importId)
        await recordAudit(tx, {
          companyId: admin.companyId,
          actorId: admin.userId,
          actorRole: admin.role,
          action: 'user.import',
          targetType: 'import',
          targetId: importId,
          after: { invited: invited.length },
          ip,
        });
      return { refused: null, invited };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_UNAVAILABLE);
    throw error;
  }
}

/** One invitation from the admin's form (beside the specified create-user form, which stays). */
export async function inviteUser(app: FastifyInstance, admin: Admin, input: InvitationRow, ip: string) {
  await assertAdminMayInvite(app, admin);
  const { refused, invited } = await inviteAll(app, admin, [{ ...input, line: 1 }], null, ip);
  if (refused) {
    const message = refused.rows[0]!.errors[0]!;
    // The same statuses as the create-user form: a taken address or a full plan is a conflict.
    const ended = message === TRIAL_ENDED_MESSAGE || message === PLAN_ENDED_MESSAGE;
    const status = ended ? 402 : message === EMAIL_UNAVAILABLE || message === USER_MESSAGES.emailTaken || message.startsWith('No ') ? 409 : 400;
    throw new HttpError(status, message);
  }
  const companyName = invited[0]!.user.companyName ?? '';
  mailInvitations(app, invited, companyName);
  return { success: true as const, message: `Invitation sent to ${invited[0]!.user.email}`, user: invited[0]!.user };
}

/** A bulk invitation: all rows or none; the answer of a refusal is the preview with each row's errors. */
export async function importInvitations(app: FastifyInstance, admin: Admin, rows: InvitationRow[], ip: string) {
  await assertAdminMayInvite(app, admin);
  const { refused, invited } = await inviteAll(
    app,
    admin,
    rows.map((row, index) => ({ ...row, line: index + 2 })),
    randomUUID(),
    ip,
  );
  if (refused) return { refused };
  mailInvitations(app, invited, invited[0]!.user.companyName ?? '');
  const users = invited.map((i) => i.user);
  return { answer: { success: true as const, message: `${users.length} invitation${users.length === 1 ? '' : 's'} sent`, users } };
}

/** A new link for a user who has not accepted yet (the old one stops working). */
export async function resendInvitation(app: FastifyInstance, admin: Admin, userId: string, ip: string) {
  const token = randomBytes(32).toString('base64url');
  const user = await app.db.transaction(async (tx) => {
    const member = await findTeamMember(tx, admin.companyId, userId);
    if (!member) throw new HttpError(404, USER_MESSAGES.notFound);
    if (!(await invitationPending(tx, userId, INVITED_PASSWORD_HASH))) throw new HttpError(409, 'This user has already set a password');
    await replaceInvitation(tx, { companyId: admin.companyId, userId, tokenHash: hashToken(token), invitedBy: admin.userId, importId: null, days: INVITATION_DAYS });
    await recordAudit(tx, {
      companyId: admin.companyId,
      actorId: admin.userId,
      actorRole: admin.role,
      action: 'user.invitation_resent',
      targetType: 'user',
      targetId: userId,
      ip,
    });
    return toTeamUser(member);
  });
  mailInvitations(app, [{ user, token }], user.companyName ?? '');
  return { success: true as const, message: `Invitation sent again to ${user.email}` };
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

async function liveInvitation(app: FastifyInstance, token: string) {
  const row = typeof token === 'string' && TOKEN_SHAPE.test(token) ? await findLiveInvitation(app.db, hashToken(token), INVITED_PASSWORD_HASH) : null;
  if (!row) throw new HttpError(400, INVITATION_MESSAGES.invalid);
  return row;
}

/** Who the link is for, so the page can greet them; the token is the credential. */
export async function lookupInvitation(app: FastifyInstance, token: string) {
  const row = await liveInvitation(app, token);
  return { success: true as const, firstName: row.first_name, lastName: row.last_name, email: row.email, role: row.role, companyName: row.company_name };
}

/** Sets the invited user's own password (the product's rules), spends the link and marks the address proven. */
export async function acceptInvitation(app: FastifyInstance, token: string, newPassword: string, ip: string) {
  const row = await liveInvitation(app, token);
  await app.db.transaction(async (tx) => {
    if (!(await useInvitation(tx, row.id))) throw new HttpError(400, INVITATION_MESSAGES.invalid);
    await setPassword(tx, { id: row.user_id, role: row.role, email: row.email, first_name: row.first_name, last_name: row.last_name }, newPassword);
    await markEmailVerified(tx, row.user_id);
    await recordAudit(tx, {
      companyId: row.company_id,
      actorId: row.user_id,
      actorRole: row.role,
      action: 'user.invitation_accepted',
      targetType: 'user',
      targetId: row.user_id,
      ip,
    });
  });
  return { success: true as const, message: INVITATION_MESSAGES.accepted, email: row.email };
}
