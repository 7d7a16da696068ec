import {
  AUTH_MESSAGES,
  formFromRegisterRequest,
  landingPathForRole,
  validateRegistration,
  type LoginResponse,
  type RegisterRequest,
  type RegistrationErrors,
} from 'shared-contracts';
import type { Database } from '../../db/database';
import { HttpError } from '../../httpError';
import { recordAudit } from '../audit/auditService';
import { passwordPolicyError } from './passwordPolicy';
import { hashPassword } from './passwords';
import { emailTaken, findPublicUser, insertCompany, insertUser, isUniqueViolation, toPublicUser } from './repository';
import { createSession } from './sessionService';

/** What a sign-in produces: the answer for the client, and the token the route puts in the cookie. */
export type SignedIn = LoginResponse & { token: string };

export interface ClientMeta {
  ip?: string;
  userAgent?: string;
}

/** A 400 that also carries the per-field errors, so the wizard can place each under its field. */
export class RegistrationInvalid extends HttpError {
  constructor(readonly errors: RegistrationErrors) {
    super(400, Object.values(errors)[0] ?? 'Registration failed');
  }
}

const optional = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);
const upperOptional = (value: string | undefined) => optional(value)?.toUpperCase() ?? null;

/** Creates the company and its admin in one transaction, then signs the admin in. */
export async function registerCompany(db: Database, ttlHours: number, request: RegisterRequest, meta: ClientMeta): Promise<SignedIn> {
  const errors = validateRegistration(formFromRegisterRequest(request));
  if (!errors.password) {
    // The wizard checks the length; the server also refuses common and personal passwords.
    const rule = passwordPolicyError(request.password, { role: 'admin', email: request.email, firstName: request.firstName, lastName: request.lastName });
    if (rule) errors.password = rule;
  }
  if (Object.keys(errors).length > 0) throw new RegistrationInvalid(errors);

  const c = request.companyData;
  const email = request.email.trim();
  const passwordHash = await hashPassword(request.password);
  try {
    return await db.transaction(async (tx) => {
      if (await emailTaken(tx, email)) throw new HttpError(409, AUTH_MESSAGES.emailTaken);
      const company = await insertCompany(tx, {
        companyName: c.company_name.trim(),
        organizationType: c.organization_type,
        email,
        mobile: c.mobile.trim(),
        landline: optional(c.landline),
        websiteUrl: optional(c.website_url),
        pan: upperOptional(c.pan),
        cin: upperOptional(c.cin),
        gstn: upperOptional(c.gstn),
        address: c.address.trim(),
        state: c.state.trim(),
        city: c.city.trim(),
        pincode: c.pincode.trim(),
        establishment: [...new Set(c.establishment ?? [])],
        nbfcType: optional(c.nbfc_type),
        currentAssetSize: c.your_current_asset_size ?? null,
        netOwnedFund: c.net_owned_fund ?? null,
        regulatoryAuthorities: [...new Set(c.regulatory_authority ?? [])],
      });
      const userId = await insertUser(tx, {
        companyId: company.id,
        email,
        username: c.username.trim(),
        passwordHash,
        firstName: request.firstName.trim(),
        lastName: request.lastName.trim(),
        role: 'admin',
        // The registering admin typed this address: proven only by the link mailed to it.
        emailVerified: false,
      });
      const session = await createSession(tx, userId, ttlHours, meta);
      const user = toPublicUser((await findPublicUser(tx, userId))!);
      const after = { company: { id: company.id, name: company.company_name, nbfcType: optional(c.nbfc_type) }, admin: { id: userId, email } };
      await recordAudit(tx, { companyId: company.id, actorId: userId, actorRole: 'admin', action: 'company.registered', targetType: 'company', targetId: company.id, after, ip: meta.ip });
      return { success: true, user, token: session.token, redirectTo: landingPathForRole('admin') };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, AUTH_MESSAGES.emailTaken);
    throw error;
  }
}
