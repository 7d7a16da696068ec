import {
  AUTH_MESSAGES,
  EMAIL_PATTERN,
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
import { LoginThrottle } from './loginThrottle';
import { MAX_PASSWORD_LENGTH, hashPassword, verifyPassword } from './passwords';
import { emailTaken, findLoginCandidate, findPublicUser, insertCompany, insertUser, isUniqueViolation, toPublicUser } from './repository';
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
  if (request.password.length > MAX_PASSWORD_LENGTH) errors.password = `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
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

export const loginThrottle = new LoginThrottle();

/** Signs in by e-mail and password; unknown e-mail and wrong password answer alike. */
export async function login(db: Database, ttlHours: number, email: string, password: string, meta: ClientMeta): Promise<SignedIn> {
  if (email.trim() === '' || password === '') throw new HttpError(400, AUTH_MESSAGES.fillAllFields);
  const normalized = email.trim();
  const wait = loginThrottle.retryAfterMs(normalized);
  if (wait > 0) {
    throw new HttpError(429, `Too many failed sign-in attempts for this account. Please try again in ${Math.ceil(wait / 60000)} minutes.`);
  }
  const valid = EMAIL_PATTERN.test(normalized) && password.length <= MAX_PASSWORD_LENGTH;
  const candidate = valid ? await findLoginCandidate(db, normalized) : null;
  const ok = await verifyPassword(candidate?.password_hash ?? null, valid ? password : '');
  if (!candidate || !ok) {
    loginThrottle.recordFailure(normalized);
    // Unknown accounts too (platform trail); the e-mail only when it looks like one, never a mistyped password.
    await recordAudit(db, candidate
      ? { companyId: candidate.company_id, actorId: null, action: 'auth.login_failed', targetType: 'user', targetId: candidate.id, ip: meta.ip }
      : { companyId: null, actorId: null, action: 'auth.login_failed', targetType: 'account', after: { email: EMAIL_PATTERN.test(normalized) ? normalized.toLowerCase().slice(0, 254) : null }, ip: meta.ip });
    throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
  }
  loginThrottle.reset(normalized);
  // Only after a correct password, so suspension does not reveal which e-mails exist.
  if (candidate.status !== 'active' || candidate.company_status === 'suspended') throw new HttpError(403, AUTH_MESSAGES.suspended);

  return db.transaction(async (tx) => {
    const session = await createSession(tx, candidate.id, ttlHours, meta);
    await recordAudit(tx, { companyId: candidate.company_id, actorId: candidate.id, actorRole: candidate.role, action: 'auth.login', targetType: 'session', targetId: session.sessionId, ip: meta.ip });
    return { success: true, user: toPublicUser(candidate), token: session.token, redirectTo: landingPathForRole(candidate.role) };
  });
}
