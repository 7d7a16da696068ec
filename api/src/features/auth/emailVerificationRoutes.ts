import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { EMAIL_VERIFICATION_MESSAGES, type EmailVerificationStatusResponse } from 'shared-contracts';
import { HttpError } from '../../httpError';
import { confirmEmailVerification, emailVerified, resendEmailVerification } from './emailVerification';

/** E-mail verification of a self-registered admin (issue 15, finding 7). */
export const emailVerificationRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/auth/email-verification', { preHandler: app.requireAuth() }, async (request): Promise<EmailVerificationStatusResponse> => {
    const auth = request.auth!;
    return { success: true, emailVerified: await emailVerified(app.db, auth.userId), email: auth.email };
  });

  app.post(
    '/api/auth/email-verification/resend',
    {
      preHandler: app.requireAuth(),
      // Per signed-in account, after the session check (the service also allows 3 links an hour).
      config: {
        rateLimit: {
          max: 5,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `verify-resend:${request.auth?.userId ?? request.ip}`,
        },
      },
    },
    async (request) => {
      await resendEmailVerification(app, request.auth!.userId, request.ip);
      return { success: true, message: EMAIL_VERIFICATION_MESSAGES.sent };
    },
  );

  // Public: the link may be opened in any browser. The token travels in the body only (never a URL).
  app.post<{ Body: { token: string } }>(
    '/api/auth/email-verification/confirm',
    {
      schema: { body: { type: 'object', additionalProperties: false, required: ['token'], properties: { token: { type: 'string', maxLength: 200 } } } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      if (!request.body?.token) throw new HttpError(400, EMAIL_VERIFICATION_MESSAGES.invalid);
      await confirmEmailVerification(app, request.body.token, request.ip);
      return { success: true, message: EMAIL_VERIFICATION_MESSAGES.verified };
    },
  );
};
