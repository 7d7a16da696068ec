import { AUTH_MESSAGES, landingPathForRole, type RegisterRequest, type RegistrationErrors } from 'shared-contracts';
import type { Database } from '../../db/database';
import { HttpError } from '../../httpError';
import { recordAudit } from '../audit/auditService';
import { hashPassword } from '../auth/passwords';
import { findPublicUser, isUniqueViolation, toPublicUser } from '../auth/repository';
import { createSession, type ClientMeta, type SignedIn } from '../auth/sessionService';
import { insertCompanyWithAdmin, registrationErrors } from './service';

/** A 400 that also carries the per-field errors, so the wizard can place each under its field. */
export class RegistrationInvalid extends HttpError {
  constructor(readonly errors: RegistrationErrors) {
    super(400, Object.values(errors)[0] ?? 'Registration failed');
  }
}

/** Creates the company and its admin in one transaction, then signs the admin in. */
export async function registerCompany(db: Database, ttlHours: number, request: RegisterRequest, meta: ClientMeta): Promise<SignedIn> {
  const errors = registrationErrors(request);
  if (Object.keys(errors).length > 0) throw new RegistrationInvalid(errors);

  const passwordHash = await hashPassword(request.password);
  try {
    return await db.transaction(async (tx) => {
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
      const session = await createSession(tx, userId, ttlHours, meta);
      const user = toPublicUser((await findPublicUser(tx, userId))!);
      const after = {
        company: { id: companyId, name: companyName, nbfcType: request.companyData.nbfc_type?.trim() || null },
        admin: { id: userId, email: request.email.trim() },
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
    if (isUniqueViolation(error)) throw new HttpError(409, AUTH_MESSAGES.emailTaken);
    throw error;
  }
}
