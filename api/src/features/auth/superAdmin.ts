import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/auditService';
import { passwordPolicyError } from './passwords/passwordPolicy';
import { hashPassword } from './passwords/passwords';
import { insertUser, roleOfEmail } from './repository';
import { maskedEmail } from '../../logSafe';

/**
 * At start: when SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD are set and no live account has that
 * e-mail, the platform's super-admin is created; likewise a second operator from SECOND_SUPERADMIN_EMAIL
 * and SECOND_SUPERADMIN_PASSWORD (the checker of content releases). Never changes an existing account
 * (the password in the environment is only the first one).
 */
export async function bootstrapSuperAdmin(app: FastifyInstance): Promise<void> {
  await bootstrapOperator(app, app.config.superAdmin, 'Super');
  await bootstrapOperator(app, app.config.secondSuperAdmin, 'Second');
}

async function bootstrapOperator(app: FastifyInstance, wanted: { email: string; password: string } | null, firstName: string): Promise<void> {
  if (!wanted) return;
  const email = wanted.email.trim();
  const existing = await roleOfEmail(app.db, email);
  if (existing) {
    if (existing !== 'super-admin')
      app.log.warn({ email: maskedEmail(email) }, 'a super-admin e-mail of the environment belongs to a company account; no super-admin created');
    return;
  }
  const rule = passwordPolicyError(wanted.password, { role: 'super-admin', email });
  if (rule) {
    app.log.error(`SUPERADMIN_PASSWORD refused (${rule}); no super-admin created`);
    return;
  }
  const passwordHash = await hashPassword(wanted.password);
  await app.db.transaction(async (tx) => {
    const id = await insertUser(tx, { companyId: null, email, passwordHash, firstName, lastName: 'Admin', role: 'super-admin' });
    await recordAudit(tx, { companyId: null, actorId: null, action: 'superadmin.bootstrapped', targetType: 'user', targetId: id, after: { email } });
  });
  app.log.info({ email: maskedEmail(email) }, 'super-admin created');
}
