import { AUTH_MESSAGES, landingPathForRole, type RegisterRequest, type RegistrationErrors } from 'shared-contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError, badRequest } from '../../httpError';
import { recordAudit } from '../audit/auditService';
import { pendingRegistrationMail, registrationAttemptMail, sendAccountMail } from '../auth/accountMail';
import { hashPassword } from '../auth/passwords/passwords';
import { emailHolder, findPublicUser, isUniqueViolation, toPublicUser } from '../auth/repository';
import { createSession, type ClientMeta, type SignedIn } from '../auth/sessions/sessionService';
import { recentMailsTo } from '../mail/repository';
import { expireUnverifiedRegistrations } from './registrationExpiry';
import { insertCompanyWithAdmin, registrationErrors } from './service';

/** A 400 that also carries the per-field errors, so the wizard can place each under its field. */
export class RegistrationInvalid extends HttpError {
  constructor(readonly errors: RegistrationErrors) {
    super(400, Object.values(errors)[0] ?? 'Registration failed');
  }
}

/** "Someone tried to register with your address" mails one address may receive in an hour: no mailbox flooding. */
export const REGISTRATION_ATTEMPT_MAILS_PER_HOUR = 3;

/**
 * Creates the company and its admin in one transaction, then signs the admin in (the specification's answer), in a
 * session limited to setting up two-step verification until the admin has done so.
 * An address already in use (docs/decisions/0058-registration-of-an-address-in-use-expiry.md) creates nothing and is refused with one neutral 400 that never says the
 * address has an account; its owner is mailed instead. The password is hashed first either way, so the refusal
 * does not come measurably sooner.
 */
export async function registerCompany(app: FastifyInstance, request: RegisterRequest, meta: ClientMeta): Promise<SignedIn> {
  const errors = registrationErrors(request);
  if (Object.keys(errors).length > 0) throw new RegistrationInvalid(errors);

  const passwordHash = await hashPassword(request.password);
  const email = request.email.trim();
  // A registration left unverified past its time gives the address up now, not at the next scheduled sweep.
  let holder = await emailHolder(app.db, email);
  if (holder && !holder.verified && (await expireUnverifiedRegistrations(app.db, app.config.unverifiedRegistrationDays)) > 0) {
    holder = await emailHolder(app.db, email);
  }
  if (holder) return refuse(app, holder, meta.ip);
  try {
    return await app.db.transaction(async (tx) => {
      const {
        companyId,
        companyName,
        adminUserId: userId,
      } = await insertCompanyWithAdmin(tx, request, {
        passwordHash,
        mustChangePassword: false,
        // The registering admin typed this address: proven only by the link mailed to it.
        emailVerified: false,
      });
      // Limited until the admin enrols an authenticator: no full password-only session (docs/decisions/0240-mfa-every-role-limited-first-session.md).
      const session = await createSession(tx, userId, app.config.sessionTtlHours, meta, { mfaPending: true });
      const user = { ...toPublicUser((await findPublicUser(tx, userId))!), mfaEnrolmentRequired: true };
      const after = {
        company: { id: companyId, name: companyName, nbfcType: request.companyData.nbfc_type?.trim() || null },
        admin: { id: userId, email },
      };
      await recordAudit(tx, {
        companyId,
        actorId: userId,
        actorRole: 'admin',
        action: 'company.registered',
        targetType: 'company',
        targetId: companyId,
        after,
        ip: meta.ip,
      });
      return { success: true, user, token: session.token, redirectTo: landingPathForRole('admin') };
    });
  } catch (error) {
    // Another registration of the same address won the race: that address is now in use.
    const taken = isUniqueViolation(error) || (error instanceof HttpError && error.statusCode === 409);
    if (!taken) throw error;
    const winner = await emailHolder(app.db, email);
    if (!winner) throw error;
    return refuse(app, winner, meta.ip);
  }
}

/**
 * The owner of an address in use learns of the attempt (audited), then the registration is refused. The mail is a
 * notice, a few an hour at most, whether or not the earlier registration was verified: it never carries that
 * registration's verification link (whoever registered an address first must not have its owner verify it for them).
 */
async function refuse(
  app: FastifyInstance,
  owner: { email: string; companyId: string | null; userId: string; verified: boolean },
  ip: string | undefined,
): Promise<never> {
  const { email, companyId } = owner;
  const mail = owner.verified
    ? registrationAttemptMail(email, companyId, app.config.publicUrl)
    : pendingRegistrationMail(email, companyId, app.config.unverifiedRegistrationDays);
  const recent = await recentMailsTo(app.db, email, mail.subject);
  await recordAudit(app.db, {
    companyId,
    actorId: null,
    action: 'company.registration_refused',
    targetType: 'account',
    after: { reason: owner.verified ? 'email_in_use' : 'email_pending_verification', ownerMailed: recent < REGISTRATION_ATTEMPT_MAILS_PER_HOUR },
    ip,
  });
  // Not awaited, as the verification mail of a new registration is not: a slow SMTP server does not show in the timing.
  if (recent < REGISTRATION_ATTEMPT_MAILS_PER_HOUR) void sendAccountMail(app, mail);
  throw badRequest(AUTH_MESSAGES.registrationRefused);
}
