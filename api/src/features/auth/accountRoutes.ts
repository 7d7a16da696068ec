import type { FastifyPluginAsync } from 'fastify';
import {
  SIGN_IN_MESSAGES,
  minPasswordLength,
  mfaRequiredForRole,
  type AccountSecurityResponse,
  type MfaSetupResponse,
  type RecoveryCodesResponse,
} from 'shared-contracts';
import { HttpError } from '../../httpError';
import { recordAudit } from '../audit/auditService';
import { disableMfa, enableMfa, openMfaSecret, recoveryCodesLeft, replaceRecoveryCodes, sealMfaSecret } from './mfa';
import { changePassword } from './passwordChange';
import { verifyPassword } from './passwords';
import { newTotpSecret, otpauthUri } from './totp';
import { accountSecurity, setPendingMfaSecret, type SecurityRow } from './mfaRepository';

const body = (properties: Record<string, { type: 'string'; maxLength: number }>) => ({
  type: 'object',
  additionalProperties: false,
  required: Object.keys(properties),
  properties,
});
const password = { type: 'string', maxLength: 1000 } as const;
const code = { type: 'string', maxLength: 20 } as const;
const limit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/** The signed-in user's own credentials: password change, MFA set-up, recovery codes (every role). */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  const own = async (userId: string) => {
    const row = await accountSecurity(app.db, userId);
    if (!row) throw new HttpError(401, 'Your session has expired. Please sign in again.');
    return row;
  };
  const requirePassword = async (row: SecurityRow, given: string) => {
    if (!(await verifyPassword(row.password_hash, given))) throw new HttpError(400, 'The password is not correct');
  };

  app.get('/api/auth/security', { preHandler: app.requireAuth() }, async (request): Promise<AccountSecurityResponse> => {
    const auth = request.auth!;
    const row = await own(auth.userId);
    return {
      success: true,
      security: {
        mfaEnabled: row.mfa_secret !== null,
        mfaRequired: mfaRequiredForRole(row.role),
        recoveryCodesLeft: row.mfa_secret ? await recoveryCodesLeft(app.db, auth.userId) : 0,
        passwordChangedAt: row.password_changed_at ? new Date(row.password_changed_at).toISOString() : null,
        minPasswordLength: minPasswordLength(row.role),
      },
    };
  });

  app.post<{ Body: { currentPassword: string; newPassword: string } }>(
    '/api/auth/password',
    { preHandler: app.requireAuth(), schema: { body: body({ currentPassword: password, newPassword: password }) }, config: limit },
    async (request) => {
      await changePassword(app, request.auth!, request.body.currentPassword, request.body.newPassword, request.ip);
      return { success: true, message: `${SIGN_IN_MESSAGES.passwordChanged} Your other sessions have been signed out.` };
    },
  );

  app.post('/api/auth/mfa/setup', { preHandler: app.requireAuth(), config: limit }, async (request): Promise<MfaSetupResponse> => {
    const auth = request.auth!;
    const row = await own(auth.userId);
    if (row.mfa_secret) throw new HttpError(409, 'Two-step verification is already on');
    const secret = newTotpSecret();
    await setPendingMfaSecret(app.db, auth.userId, sealMfaSecret(app.dataKey, secret, auth.userId));
    return { success: true, secret, otpauthUri: otpauthUri(secret, row.email) };
  });

  app.post<{ Body: { code: string } }>(
    '/api/auth/mfa/confirm',
    { preHandler: app.requireAuth(), schema: { body: body({ code }) }, config: limit },
    async (request): Promise<RecoveryCodesResponse> => {
      const auth = request.auth!;
      const row = await own(auth.userId);
      if (row.mfa_secret) throw new HttpError(409, 'Two-step verification is already on');
      const pending = row.mfa_pending_secret ? openMfaSecret(app.dataKey, row.mfa_pending_secret, auth.userId) : null;
      if (!pending) throw new HttpError(409, 'Start the set-up first: no authenticator secret has been issued');
      const recoveryCodes = await app.db.transaction(async (tx) => {
        const codes = await enableMfa(tx, app.dataKey, auth.userId, pending, request.body.code);
        if (codes)
          await recordAudit(tx, {
            companyId: auth.companyId,
            actorId: auth.userId,
            actorRole: auth.role,
            action: 'auth.mfa_enabled',
            targetType: 'user',
            targetId: auth.userId,
            ip: request.ip,
          });
        return codes;
      });
      if (!recoveryCodes) throw new HttpError(400, SIGN_IN_MESSAGES.codeWrong);
      return { success: true, recoveryCodes };
    },
  );

  app.post<{ Body: { password: string } }>(
    '/api/auth/mfa/recovery-codes',
    { preHandler: app.requireAuth(), schema: { body: body({ password }) }, config: limit },
    async (request): Promise<RecoveryCodesResponse> => {
      const auth = request.auth!;
      const row = await own(auth.userId);
      await requirePassword(row, request.body.password);
      if (!row.mfa_secret) throw new HttpError(409, 'Two-step verification is off');
      const recoveryCodes = await app.db.transaction(async (tx) => {
        const codes = await replaceRecoveryCodes(tx, auth.userId);
        await recordAudit(tx, {
          companyId: auth.companyId,
          actorId: auth.userId,
          actorRole: auth.role,
          action: 'auth.recovery_codes_replaced',
          targetType: 'user',
          targetId: auth.userId,
          ip: request.ip,
        });
        return codes;
      });
      return { success: true, recoveryCodes };
    },
  );

  app.post<{ Body: { password: string } }>(
    '/api/auth/mfa/disable',
    { preHandler: app.requireAuth(), schema: { body: body({ password }) }, config: limit },
    async (request) => {
      const auth = request.auth!;
      const row = await own(auth.userId);
      if (mfaRequiredForRole(row.role)) throw new HttpError(403, 'Two-step verification is required for your role and cannot be turned off');
      await requirePassword(row, request.body.password);
      if (!row.mfa_secret) throw new HttpError(409, 'Two-step verification is off');
      await app.db.transaction(async (tx) => {
        await disableMfa(tx, auth.userId);
        await recordAudit(tx, {
          companyId: auth.companyId,
          actorId: auth.userId,
          actorRole: auth.role,
          action: 'auth.mfa_disabled',
          targetType: 'user',
          targetId: auth.userId,
          ip: request.ip,
        });
      });
      return { success: true, message: 'Two-step verification is off' };
    },
  );
};
