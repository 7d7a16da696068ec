import type { FastifyPluginAsync } from 'fastify';
import { SIGN_IN_MESSAGES } from 'shared-contracts';
import { HttpError } from '../../httpError';
import { confirmPasswordReset, requestPasswordReset } from './passwordChange';
import { completeMfa, completePasswordChange, confirmEnrolment, deliverSignIn, startEnrolment } from './signIn';

import { clientMeta as meta } from './sessionService';
const body = (properties: Record<string, { type: 'string'; maxLength: number }>) => ({
  type: 'object',
  additionalProperties: false,
  required: Object.keys(properties),
  properties,
});
const token = { type: 'string', maxLength: 200 } as const;
const code = { type: 'string', maxLength: 20 } as const;
const password = { type: 'string', maxLength: 1000 } as const;
/** Per client address; each step also has its own limits (5 wrong codes end a challenge). */
const stepLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** The steps after a correct password (forced change, MFA, MFA enrolment) and password reset by e-mail. */
export const signInRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { challengeToken: string; newPassword: string } }>(
    '/api/auth/login/password-change',
    { schema: { body: body({ challengeToken: token, newPassword: password }) }, config: stepLimit },
    async (request, reply) => deliverSignIn(request, reply, await completePasswordChange(app, request.body.challengeToken, request.body.newPassword, meta(request))),
  );

  app.post<{ Body: { challengeToken: string; code: string } }>(
    '/api/auth/login/mfa',
    { schema: { body: body({ challengeToken: token, code }) }, config: stepLimit },
    async (request, reply) => deliverSignIn(request, reply, await completeMfa(app, request.body.challengeToken, request.body.code, meta(request))),
  );

  app.post<{ Body: { challengeToken: string } }>(
    '/api/auth/login/mfa-enrol/start',
    { schema: { body: body({ challengeToken: token }) }, config: stepLimit },
    async (request) => startEnrolment(app, request.body.challengeToken),
  );

  app.post<{ Body: { challengeToken: string; code: string } }>(
    '/api/auth/login/mfa-enrol/confirm',
    { schema: { body: body({ challengeToken: token, code }) }, config: stepLimit },
    async (request, reply) => deliverSignIn(request, reply, await confirmEnrolment(app, request.body.challengeToken, request.body.code, meta(request))),
  );

  app.post<{ Body: { email: string } }>(
    '/api/auth/password-reset/request',
    { schema: { body: body({ email: { type: 'string', maxLength: 254 } }) }, config: { rateLimit: { max: 5, timeWindow: '1 minute' } } },
    async (request) => {
      const email = request.body.email.trim();
      if (!email) throw new HttpError(400, 'Please enter your email address');
      await requestPasswordReset(app, email, request.ip);
      // The same sentence whether or not the account exists.
      return { success: true, message: SIGN_IN_MESSAGES.resetRequested };
    },
  );

  app.post<{ Body: { token: string; newPassword: string } }>(
    '/api/auth/password-reset/confirm',
    { schema: { body: body({ token, newPassword: password }) }, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request) => {
      await confirmPasswordReset(app, request.body.token, request.body.newPassword, request.ip);
      return { success: true, message: `${SIGN_IN_MESSAGES.passwordChanged} Please sign in with your new password.` };
    },
  );
};
