import type { FastifyPluginAsync } from 'fastify';
import {
  SIGN_IN_MESSAGES,
  minPasswordLength,
  mfaRequiredFor,
  AccountSecurityResponseSchema,
  MessageResponseSchema,
  MfaCodeRequestSchema,
  MfaSetupRequestSchema,
  MfaSetupResponseSchema,
  PasswordChangeRequestSchema,
  PasswordConfirmRequestSchema,
  RecoveryCodesResponseSchema,
  type MfaCodeRequest,
  type MfaSetupRequest,
  type PasswordChangeRequest,
  type PasswordConfirmRequest,
} from 'shared-contracts';
import { HttpError } from '../../httpError';
import { recordAudit } from '../audit/auditService';
import { disableMfa, enableMfa, openMfaSecret, recoveryCodesLeft, replaceRecoveryCodes, sealMfaSecret, verifySecondFactor } from './mfa/mfa';
import { companyMfaRule } from './sign-in/signIn';
import { revokeSessions } from './sessions/sessionRepository';
import { changePassword } from './passwords/passwordChange';
import { verifyPassword } from './passwords/passwords';
import { newTotpSecret, otpauthUri } from './mfa/totp';
import { accountSecurity, setPendingMfaSecret, type SecurityRow } from './mfa/mfaRepository';

// Payloads: shared-contracts/src/auth/authPayloads.ts.
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

  app.get('/api/auth/security', { preHandler: app.requireAuth(), schema: { response: { 200: AccountSecurityResponseSchema } } }, async (request) => {
    const auth = request.auth!;
    const row = await own(auth.userId);
    return {
      success: true as const,
      security: {
        mfaEnabled: row.mfa_secret !== null,
        mfaRequired: mfaRequiredFor(row.role, companyMfaRule(row)),
        recoveryCodesLeft: row.mfa_secret ? await recoveryCodesLeft(app.db, auth.userId) : 0,
        passwordChangedAt: row.password_changed_at ? new Date(row.password_changed_at).toISOString() : null,
        minPasswordLength: minPasswordLength(row.role),
      },
    };
  });

  app.post<{ Body: PasswordChangeRequest }>(
    '/api/auth/password',
    { preHandler: app.requireAuth(), schema: { body: PasswordChangeRequestSchema, response: { 200: MessageResponseSchema } }, config: limit },
    async (request) => {
      await changePassword(app, request.auth!, request.body.currentPassword, request.body.newPassword, request.ip);
      return { success: true as const, message: `${SIGN_IN_MESSAGES.passwordChanged} Your other sessions have been signed out.` };
    },
  );

  /**
   * Binding an authenticator (the first or a replacement) needs the password, or a code of the current
   * one: someone holding only a session cannot bind their own app and lock the owner out (ASVS 7.5.1).
   */
  app.post<{ Body: MfaSetupRequest }>(
    '/api/auth/mfa/setup',
    { preHandler: app.requireAuth(), schema: { body: MfaSetupRequestSchema, response: { 200: MfaSetupResponseSchema } }, config: limit },
    async (request) => {
      const auth = request.auth!;
      const row = await own(auth.userId);
      const { password, code } = request.body ?? {};
      if (code && row.mfa_secret) {
        const check = await verifySecondFactor(app.db, app.dataKeys, auth.userId, code);
        if (!check.factor) throw new HttpError(check.lock ? 403 : 400, check.lock ?? SIGN_IN_MESSAGES.codeWrong);
      } else if (password) {
        await requirePassword(row, password);
      } else {
        throw new HttpError(
          400,
          row.mfa_secret ? 'Enter your password or a code of your current authenticator app' : 'Enter your password to set up two-step verification',
        );
      }
      const secret = newTotpSecret();
      await setPendingMfaSecret(app.db, auth.userId, sealMfaSecret(app.dataKey, secret, auth.userId));
      return { success: true as const, secret, otpauthUri: otpauthUri(secret, row.email) };
    },
  );

  app.post<{ Body: MfaCodeRequest }>(
    '/api/auth/mfa/confirm',
    { preHandler: app.requireAuth(), schema: { body: MfaCodeRequestSchema, response: { 200: RecoveryCodesResponseSchema } }, config: limit },
    async (request) => {
      const auth = request.auth!;
      const row = await own(auth.userId);
      const pending = row.mfa_pending_secret ? openMfaSecret(app.dataKeys, row.mfa_pending_secret, auth.userId) : null;
      if (!pending) throw new HttpError(409, 'Start the set-up first: no authenticator secret has been issued');
      const replacing = row.mfa_secret !== null;
      const recoveryCodes = await app.db.transaction(async (tx) => {
        const codes = await enableMfa(tx, app.dataKey, auth.userId, pending, request.body.code);
        if (codes) {
          // A new authenticator: other sessions end, so one begun by whoever had the old one does not stay (ASVS 7.4.3).
          if (replacing) await revokeSessions(tx, auth.userId, auth.sessionId);
          await recordAudit(tx, {
            companyId: auth.companyId,
            actorId: auth.userId,
            actorRole: auth.role,
            action: replacing ? 'auth.mfa_replaced' : 'auth.mfa_enabled',
            targetType: 'user',
            targetId: auth.userId,
            ip: request.ip,
          });
        }
        return codes;
      });
      if (!recoveryCodes) throw new HttpError(400, SIGN_IN_MESSAGES.codeWrong);
      return { success: true as const, recoveryCodes };
    },
  );

  app.post<{ Body: PasswordConfirmRequest }>(
    '/api/auth/mfa/recovery-codes',
    { preHandler: app.requireAuth(), schema: { body: PasswordConfirmRequestSchema, response: { 200: RecoveryCodesResponseSchema } }, config: limit },
    async (request) => {
      const auth = request.auth!;
      const row = await own(auth.userId);
      await requirePassword(row, request.body.password);
      if (!row.mfa_secret) throw new HttpError(409, 'Two-step verification is off');
      const recoveryCodes = await app.db.transaction(async (tx) => {
        const codes = await replaceRecoveryCodes(tx, app.dataKey, auth.userId);
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
      return { success: true as const, recoveryCodes };
    },
  );

  app.post<{ Body: PasswordConfirmRequest }>(
    '/api/auth/mfa/disable',
    { preHandler: app.requireAuth(), schema: { body: PasswordConfirmRequestSchema, response: { 200: MessageResponseSchema } }, config: limit },
    async (request) => {
      const auth = request.auth!;
      const row = await own(auth.userId);
      if (mfaRequiredFor(row.role, companyMfaRule(row))) throw new HttpError(403, 'Two-step verification is required for your role and cannot be turned off');
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
      return { success: true as const, message: 'Two-step verification is off' };
    },
  );
};
