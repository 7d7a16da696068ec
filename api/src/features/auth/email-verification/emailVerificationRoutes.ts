import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  EMAIL_VERIFICATION_MESSAGES,
  EmailVerificationConfirmSchema,
  EmailVerificationStatusResponseSchema,
  MessageResponseSchema,
  type EmailVerificationConfirm,
} from 'shared-contracts';
import { HttpError } from '../../../httpError';
import { confirmEmailVerification, emailVerified, resendEmailVerification } from './emailVerification';

/** E-mail verification of a self-registered admin (docs/decisions/0029-closing-e-mail-verification-operator-mfa-reset.md, finding 7). */
export const emailVerificationRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/auth/email-verification', { preHandler: app.requireAuth(), schema: { response: { 200: EmailVerificationStatusResponseSchema } } }, async (request) => {
    const auth = request.auth!;
    return { success: true as const, emailVerified: await emailVerified(app.db, auth.userId), email: auth.email };
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
      return { success: true as const, message: EMAIL_VERIFICATION_MESSAGES.sent };
    },
  );

  // Public: the link may be opened in any browser. The token travels in the body only (never a URL).
  app.post<{ Body: EmailVerificationConfirm }>(
    '/api/auth/email-verification/confirm',
    {
      schema: { body: EmailVerificationConfirmSchema, response: { 200: MessageResponseSchema } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      if (!request.body?.token) throw new HttpError(400, EMAIL_VERIFICATION_MESSAGES.invalid);
      await confirmEmailVerification(app, request.body.token, request.ip);
      return { success: true as const, message: EMAIL_VERIFICATION_MESSAGES.verified };
    },
  );
};
