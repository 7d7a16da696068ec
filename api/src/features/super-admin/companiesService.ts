import { formFromRegisterRequest, splitFullName, validateRegistration, USER_MESSAGES } from 'shared-contracts';
import type { AccountStatus, CompanyDetailResponse, CreateCompanyRequest, CreateCompanyResponse } from 'shared-contracts';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { HttpError } from '../../httpError';
import { recordAudit } from '../audit/auditService';
import { revokeUserSessions } from '../auth/sessionService';
import { readSettings } from '../site-settings/settingsService';
import * as companies from './companiesRepository';
import { companyAssessmentProgress } from './companyProgress';
import { passwordPolicyError } from '../auth/passwordPolicy';
import { hashPassword } from '../auth/passwords';
import type { Actor } from './usersService';
import * as users from './usersRepository';

export async function trialDays(db: Database, config: AppConfig): Promise<number> {
  return (await readSettings(db, config)).trialDays;
}

/** The registration form, filled in by the super-admin: the same rules, a company and its admin. */
export async function createCompany(db: Database, actor: Actor, body: CreateCompanyRequest): Promise<CreateCompanyResponse> {
  const form = formFromRegisterRequest(body);
  const errors = validateRegistration(form);
  const first = Object.values(errors)[0];
  if (first) throw new HttpError(400, first);
  const email = body.email.trim();
  const rule = passwordPolicyError(body.password, { role: 'admin', email, firstName: body.firstName, lastName: body.lastName });
  if (rule) throw new HttpError(400, rule);
  const { firstName, lastName } = body.firstName.trim()
    ? { firstName: body.firstName.trim(), lastName: body.lastName.trim() }
    : splitFullName(form.name);
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    if (await users.emailTaken(tx, email)) throw new HttpError(409, USER_MESSAGES.emailTaken);
    const companyId = await companies.insertCompany(tx, { ...body.companyData, email });
    const adminUserId = await users.insertUser(tx, {
      companyId,
      firstName,
      lastName,
      email,
      passwordHash,
      role: 'admin',
      username: body.companyData.username?.trim() || null,
    });
    await recordAudit(tx, {
      companyId,
      actorId: actor.userId,
      actorRole: 'super-admin',
      action: 'superadmin.company_created',
      targetType: 'company',
      targetId: companyId,
      before: null,
      after: { companyName: body.companyData.company_name.trim(), adminEmail: email, adminUserId },
      ip: actor.ip,
    });
    return { success: true as const, companyId, adminUserId };
  });
}

/** A suspended company's users cannot sign in; their sessions end at once. */
export async function setCompanyStatus(db: Database, actor: Actor, companyId: string, status: AccountStatus): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await tx.one<{ status: AccountStatus }>('SELECT status FROM companies WHERE id = $1', [companyId]);
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
  const [companyUsers, documentsCount, payments, assessments] = [
    await users.companyUsers(db, companyId),
    await companies.documentsCount(db, companyId),
    await companies.companyPayments(db, companyId),
    await companyAssessmentProgress(db, companyId),
  ];
  return { success: true, company, users: companyUsers, documentsCount, payments, assessments };
}
