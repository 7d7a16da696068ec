import type { FastifyPluginAsync } from 'fastify';
import { DeviceSessionsResponseSchema, EndSessionsResponseSchema, PasswordConfirmRequestSchema, SessionParamsSchema, type EndSessionsRequest } from 'shared-contracts';
import { HttpError } from '../../../httpError';
import { recordAudit } from '../../audit/auditService';
import { listLiveSessions, revokeOwnSession, revokeSessions } from '../sessions/sessionRepository';
import { confirmPassword } from '../stepUp';

// Payloads: shared-contracts/src/auth/authPayloads.ts.

/** The signed-in devices list: every live session of the caller, and ending the others. */
export const deviceRoutes: FastifyPluginAsync = async (app) => {
  const limited = { rateLimit: { max: 10, timeWindow: '1 minute' } };

  app.get('/api/auth/sessions', { preHandler: app.requireAuth(), schema: { response: { 200: DeviceSessionsResponseSchema } } }, async (request) => {
    const auth = request.auth!;
    const rows = await listLiveSessions(app.db, auth.userId, app.sessions.idleSeconds);
    return {
      success: true as const,
      idleMinutes: app.config.sessionIdleMinutes,
      sessions: rows.map((row) => ({
        id: row.id,
        userAgent: row.user_agent,
        ip: row.ip,
        createdAt: new Date(row.created_at).toISOString(),
        lastSeenAt: new Date(row.last_seen_at).toISOString(),
        expiresAt: new Date(row.expires_at).toISOString(),
        current: row.id === auth.sessionId,
      })),
    };
  });

  app.post<{ Params: { id: string }; Body: EndSessionsRequest }>(
    '/api/auth/sessions/:id/end',
    {
      preHandler: app.requireAuth(),
      schema: { params: SessionParamsSchema, body: PasswordConfirmRequestSchema, response: { 200: EndSessionsResponseSchema } },
      config: limited,
    },
    async (request) => {
      const auth = request.auth!;
      if (request.params.id === auth.sessionId) throw new HttpError(400, 'This is the session you are using. Use Logout to end it.');
      await confirmPassword(request, request.body.password);
      const ended = await app.db.transaction(async (tx) => {
        if (!(await revokeOwnSession(tx, auth.userId, request.params.id))) return false;
        await recordAudit(tx, {
          companyId: auth.companyId,
          actorId: auth.userId,
          actorRole: auth.role,
          action: 'auth.session_ended',
          targetType: 'session',
          targetId: request.params.id,
          ip: request.ip,
        });
        return true;
      });
      if (!ended) throw new HttpError(404, 'This session has already ended');
      return { success: true as const, message: 'The session has been ended', ended: 1 };
    },
  );

  app.post<{ Body: EndSessionsRequest }>(
    '/api/auth/sessions/end-others',
    { preHandler: app.requireAuth(), schema: { body: PasswordConfirmRequestSchema, response: { 200: EndSessionsResponseSchema } }, config: limited },
    async (request) => {
      const auth = request.auth!;
      await confirmPassword(request, request.body.password);
      const ended = await app.db.transaction(async (tx) => {
        const count = await revokeSessions(tx, auth.userId, auth.sessionId);
        await recordAudit(tx, {
          companyId: auth.companyId,
          actorId: auth.userId,
          actorRole: auth.role,
          action: 'auth.other_sessions_ended',
          targetType: 'user',
          targetId: auth.userId,
          after: { ended: count },
          ip: request.ip,
        });
        return count;
      });
      return { success: true as const, message: ended === 1 ? '1 other session has been ended' : `${ended} other sessions have been ended`, ended };
    },
  );
};
