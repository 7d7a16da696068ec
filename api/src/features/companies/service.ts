import { formFromRegisterRequest, splitFullName, validateRegistration, USER_MESSAGES } from 'shared-contracts';
import type { AccountStatus, CompanyDetailResponse, CreateCompanyRequest, CreateCompanyResponse, RegisterRequest, RegistrationErrors } from 'shared-contracts';
import type { AppConfig } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { HttpError } from '../../httpError';
import { recordAudit } from '../audit/auditService';
import { revokeUserSessions } from '../auth/sessions/sessionRepository';
import { readSettings } from '../site-settings/settingsService';
import * as companies from './repository';
import { companyAssessmentProgress } from './progress';
import { passwordPolicyError } from '../auth/passwords/passwordPolicy';
import { hashPassword } from '../auth/passwords/passwords';
import type { Actor } from '../../consoleQuery';
import { emailTaken, insertUser, isUniqueViolation } from '../auth/repository';
import { companyUsers } from '../users/consoleRepository';
import { makeCompanyOccurrences } from '../obligations/occurrences/occurrences';

export async function trialDays(db: Database, config: AppConfig): Promise<number> {
  return (await readSettings(db, config)).trialDays;
}

/** The registration rules (the wizard's, then the password policy), field by field; empty when the request is valid. */
export function registrationErrors(request: RegisterRequest): RegistrationErrors {
  const errors = validateRegistration(formFromRegisterRequest(request));
  if (!errors.password) {
    // The wizard checks the length; the server also refuses common and personal passwords.
    const rule = passwordPolicyError(request.password, { role: 'admin', email: request.email, firstName: request.firstName, lastName: request.lastName });
    if (rule) errors.password = rule;
  }
  return errors;
}

const optional = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);
const upperOptional = (value: string | undefined) => optional(value)?.toUpperCase() ?? null;

/**
 * The one way a company comes to exist (self-registration and the super-admin's Add New Company):
 * a valid request (see registrationErrors), the company and its admin, inside the caller's transaction.
 * The company's e-mail is the admin's. `mustChangePassword` when someone else chose the password.
 */
export async function insertCompanyWithAdmin(
  tx: Queryable,
  request: RegisterRequest,
  admin: { passwordHash: string; mustChangePassword: boolean; emailVerified: boolean },
): Promise<{ companyId: string; companyName: string; adminUserId: string }> {
  // Every field present (the wire may omit one; the registration rules have already refused a missing required one).
  const c = formFromRegisterRequest(request);
  const email = request.email.trim();
  if (await emailTaken(tx, email)) throw new HttpError(409, USER_MESSAGES.emailTaken);
  const { firstName, lastName } = request.firstName.trim() ? { firstName: request.firstName.trim(), lastName: (request.lastName ?? '').trim() } : splitFullName(c.name);
  const company = await companies.insertCompany(tx, {
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
    establishment: [...new Set(c.establishment)],
    nbfcType: optional(c.nbfc_type),
    currentAssetSize: c.your_current_asset_size ?? null,
    netOwnedFund: c.net_owned_fund ?? null,
    regulatoryAuthorities: [...new Set(c.regulatory_authority.map((authority) => authority.value))],
  });
  const adminUserId = await insertUser(tx, {
    companyId: company.id,
    email,
    username: optional(c.username),
    passwordHash: admin.passwordHash,
    firstName,
    lastName,
    role: 'admin',
    mustChangePassword: admin.mustChangePassword,
    emailVerified: admin.emailVerified,
  });
  // Its due dates exist from the first screen on: reads never make them (docs/decisions/0210-obligations-one-home-reads-do-not-write.md).
  await makeCompanyOccurrences(tx, company.id);
  return { companyId: company.id, companyName: company.company_name, adminUserId };
}

/** The registration form, filled in by the super-admin: the same rules, a company and its admin. */
export async function createCompany(db: Database, actor: Actor, body: CreateCompanyRequest): Promise<CreateCompanyResponse> {
  const first = Object.values(registrationErrors(body))[0];
  if (first) throw new HttpError(400, first);
  const passwordHash = await hashPassword(body.password);
  try {
    return await db.transaction(async (tx) => {
      const { companyId, companyName, adminUserId } = await insertCompanyWithAdmin(tx, body, {
        passwordHash,
        mustChangePassword: true,
        // The operator vouches for the address it typed (docs/decisions/0029-closing-e-mail-verification-operator-mfa-reset.md: who counts as verified).
        emailVerified: true,
      });
      await recordAudit(tx, {
        companyId,
        actorId: actor.userId,
        actorRole: 'super-admin',
        action: 'superadmin.company_created',
        targetType: 'company',
        targetId: companyId,
        before: null,
        after: { companyName, adminEmail: body.email.trim(), adminUserId },
        ip: actor.ip,
      });
      return { success: true as const, companyId, adminUserId };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, USER_MESSAGES.emailTaken);
    throw error;
  }
}

/** A suspended company's users cannot sign in; their sessions end at once. */
export async function setCompanyStatus(db: Database, actor: Actor, companyId: string, status: AccountStatus): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await companies.companyStatus(tx, companyId);
    if (!before) throw new HttpError(404, 'Company not found');
    const changed = await companies.setCompanyStatus(tx, companyId, status);
    if (status === 'suspended') {
      for (const userId of await companies.companyUserIds(tx, companyId)) await revokeUserSessions(tx, userId);
    }
    if (changed > 0) {
      await recordAudit(tx, {
        companyId,
        actorId: actor.userId,
        actorRole: 'super-admin',
        action: status === 'suspended' ? 'superadmin.company_suspended' : 'superadmin.company_reactivated',
        targetType: 'company',
        targetId: companyId,
        before: { status: before.status },
        after: { status },
        ip: actor.ip,
      });
    }
  });
}

export async function companyDetail(db: Database, config: AppConfig, companyId: string): Promise<CompanyDetailResponse> {
  const company = await companies.findCompany(db, companyId, await trialDays(db, config));
  if (!company) throw new HttpError(404, 'Company not found');
  const [users, documentsCount, payments, assessments] = [
    await companyUsers(db, companyId),
    await companies.documentsCount(db, companyId),
    await companies.companyPayments(db, companyId),
    await companyAssessmentProgress(db, companyId),
  ];
  return { success: true, company, users, documentsCount, payments, assessments };
}
