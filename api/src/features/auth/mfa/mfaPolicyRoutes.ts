import type { FastifyPluginAsync } from 'fastify';
import { MfaPolicyResponseSchema, MfaPolicySchema, SIGN_IN_MESSAGES, type MfaPolicy } from 'shared-contracts';
import { badRequest } from '../../../httpError';
import { recordAudit } from '../../audit/auditService';
import { companyOf } from '../../../requestCompany';
import { companyMfaPolicy, saveCompanyMfaPolicy, unenrolledUsersOfRoles } from './mfaPolicyRepository';
import { revokeSessions } from '../sessions/sessionRepository';

/**
 * The company's two-step rule: every role must use an authenticator app; the admin may relax it for makers
 * only (docs/decisions/0240-mfa-every-role-limited-first-session.md). Payloads: shared-contracts/src/auth/authPayloads.ts.
 */
export const mfaPolicyRoutes: FastifyPluginAsync = async (app) => {
  const admin = app.requireAuth(['admin']);

  app.get('/api/admin/security-policy', { preHandler: admin, schema: { response: { 200: MfaPolicyResponseSchema } } }, async (request) => ({
    success: true as const,
    policy: await companyMfaPolicy(app.db, companyOf(request)),
  }));

  app.patch<{ Body: MfaPolicy }>(
    '/api/admin/security-policy',
    { preHandler: admin, schema: { body: MfaPolicySchema, response: { 200: MfaPolicyResponseSchema } } },
    async (request) => {
      const auth = request.auth!;
      const companyId = companyOf(request);
      if (!request.body.checkers) throw badRequest(SIGN_IN_MESSAGES.checkersAlwaysMfa);
      const policy = await app.db.transaction(async (tx) => {
        const before = await companyMfaPolicy(tx, companyId);
        await saveCompanyMfaPolicy(tx, companyId, request.body);
        // A role that now needs MFA: its members without an authenticator are signed out, so the rule holds
        // from their next sign-in (which asks them to enrol) rather than when their session ends.
        const newlyRequired = (['checker', 'maker'] as const).filter((role) => request.body[`${role}s`] && !before[`${role}s`]);
        const signedOut = await unenrolledUsersOfRoles(tx, companyId, newlyRequired);
        for (const userId of signedOut) await revokeSessions(tx, userId);
        await recordAudit(tx, {
          companyId,
          actorId: auth.userId,
          actorRole: auth.role,
          action: 'company.mfa_policy_changed',
          targetType: 'company',
          targetId: companyId,
          before,
          after: { ...request.body, usersSignedOut: signedOut.length },
          ip: request.ip,
        });
        return request.body;
      });
      return { success: true as const, message: 'Two-step verification settings saved', policy };
    },
  );
};
