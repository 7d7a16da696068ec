import type { FastifyPluginAsync } from 'fastify';
import {
  LoginRequestSchema,
  MeResponseSchema,
  MessageResponseSchema,
  SessionResponseSchema,
  SignInAnswerSchema,
  type LoginRequest,
  type PublicUser,
} from 'shared-contracts';
import { recordAudit } from '../audit/auditService';
import { clearSessionCookie, sessionTokenOf } from './sessions/requestSession';
import { knownDeviceOf } from './devices/deviceCookie';
import { TooManyAttempts, deliverSignIn, login } from './sign-in/signIn';
import { clientMeta as meta, type AuthContext } from './sessions/sessionService';
import { revokeSession } from './sessions/sessionRepository';

/** Per-client limits (requests a minute from one address); raise them only for load tests. */
const limit = (name: string, fallback: number) => {
  const n = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
export const LOGIN_LIMIT_PER_MINUTE = limit('LOGIN_RATE_LIMIT', 60);
export const REGISTER_LIMIT_PER_MINUTE = limit('REGISTER_RATE_LIMIT', 30);

/** Sign-in, who am I, the session question and sign-out (registration is the companies feature's). */
export const authRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: LoginRequest }>(
    '/api/auth/login',
    { schema: { body: LoginRequestSchema, response: { 200: SignInAnswerSchema } }, config: { rateLimit: { max: LOGIN_LIMIT_PER_MINUTE, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { email = '', password = '' } = request.body ?? {};
      try {
        return await deliverSignIn(request, reply, await login(app, email, password, meta(request), knownDeviceOf(request, email)));
      } catch (error) {
        if (error instanceof TooManyAttempts) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  );

  const publicUser = (auth: AuthContext): PublicUser => ({
    id: auth.userId,
    firstName: auth.firstName,
    lastName: auth.lastName,
    email: auth.email,
    role: auth.role,
    status: 'active',
    companyId: auth.companyId,
    companyName: auth.companyName,
    ...(auth.mfaPending ? { mfaEnrolmentRequired: true } : {}),
  });

  app.get('/api/auth/me', { preHandler: app.requireAuth(), schema: { response: { 200: MeResponseSchema } } }, async (request) => {
    return { success: true as const, user: publicUser(request.auth!) };
  });

  /**
   * The front end's start-up question: the session cookie is HttpOnly, so only the server can say
   * whether this browser is signed in. Always 200 (a visitor is not an error); a dead cookie is cleared.
   */
  app.get('/api/auth/session', { schema: { response: { 200: SessionResponseSchema } } }, async (request, reply) => {
    const token = sessionTokenOf(request);
    const auth = token ? await app.sessions.resolve(token) : null;
    if (token && !auth) clearSessionCookie(reply);
    reply.header('cache-control', 'no-store');
    return { success: true as const, user: auth ? publicUser(auth) : null };
  });

  app.post(
    '/api/auth/logout',
    {
      // Logout has no body; a client that still labels an empty body as JSON must not keep its session alive.
      onRequest: async (request) => {
        if (request.headers['content-length'] === '0') delete request.headers['content-type'];
      },
      preHandler: app.requireAuth(),
      schema: { response: { 200: MessageResponseSchema } },
    },
    async (request, reply) => {
      const auth = request.auth!;
      await app.db.transaction(async (tx) => {
        await revokeSession(tx, auth.sessionId);
        await recordAudit(tx, {
          companyId: auth.companyId,
          actorId: auth.userId,
          actorRole: auth.role,
          action: 'auth.logout',
          targetType: 'session',
          targetId: auth.sessionId,
          ip: request.ip,
        });
      });
      clearSessionCookie(reply);
      return { success: true, message: 'Logged out successfully' };
    },
  );
};
