import type { FastifyPluginAsync } from 'fastify';
import {
  ChallengeCodeRequestSchema,
  ChallengeRequestSchema,
  MessageResponseSchema,
  MfaSetupResponseSchema,
  PasswordChangeStepRequestSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  SIGN_IN_MESSAGES,
  SignInAnswerSchema,
  type ChallengeCodeRequest,
  type ChallengeRequest,
  type PasswordChangeStepRequest,
  type PasswordResetConfirm,
  type PasswordResetRequest,
} from 'shared-contracts';
import { HttpError } from '../../../httpError';
import { confirmPasswordReset, requestPasswordReset } from './passwordReset';
import { completeMfa, completePasswordChange, confirmEnrolment, deliverSignIn, startEnrolment } from './signIn';

import { clientMeta as meta } from '../sessions/sessionService';

// Payloads: shared-contracts/src/auth/authPayloads.ts. A session's token leaves only in its cookie: the answer's schema writes nothing else.
const signedIn = { 200: SignInAnswerSchema };
/** Per client address; each step also has its own limits (5 wrong codes end a challenge). */
const stepLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** The steps after a correct password (forced change, MFA, MFA enrolment) and password reset by e-mail. */
export const signInRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: PasswordChangeStepRequest }>(
    '/api/auth/login/password-change',
    { schema: { body: PasswordChangeStepRequestSchema, response: signedIn }, config: stepLimit },
    async (request, reply) => deliverSignIn(request, reply, await completePasswordChange(app, request.body.challengeToken, request.body.newPassword, meta(request))),
  );

  app.post<{ Body: ChallengeCodeRequest }>(
    '/api/auth/login/mfa',
    { schema: { body: ChallengeCodeRequestSchema, response: signedIn }, config: stepLimit },
    async (request, reply) => deliverSignIn(request, reply, await completeMfa(app, request.body.challengeToken, request.body.code, meta(request))),
  );

  app.post<{ Body: ChallengeRequest }>(
    '/api/auth/login/mfa-enrol/start',
    { schema: { body: ChallengeRequestSchema, response: { 200: MfaSetupResponseSchema } }, config: stepLimit },
    async (request) => startEnrolment(app, request.body.challengeToken),
  );

  app.post<{ Body: ChallengeCodeRequest }>(
    '/api/auth/login/mfa-enrol/confirm',
    { schema: { body: ChallengeCodeRequestSchema, response: signedIn }, config: stepLimit },
    async (request, reply) => deliverSignIn(request, reply, await confirmEnrolment(app, request.body.challengeToken, request.body.code, meta(request))),
  );

  app.post<{ Body: PasswordResetRequest }>(
    '/api/auth/password-reset/request',
    { schema: { body: PasswordResetRequestSchema, response: { 200: MessageResponseSchema } }, config: { rateLimit: { max: 5, timeWindow: '1 minute' } } },
    async (request) => {
      const email = request.body.email.trim();
      if (!email) throw new HttpError(400, 'Please enter your email address');
      await requestPasswordReset(app, email, request.ip);
      // The same sentence whether or not the account exists.
      return { success: true, message: SIGN_IN_MESSAGES.resetRequested };
    },
  );

  app.post<{ Body: PasswordResetConfirm }>(
    '/api/auth/password-reset/confirm',
    { schema: { body: PasswordResetConfirmSchema, response: { 200: MessageResponseSchema } }, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request) => {
      await confirmPasswordReset(app, request.body.token, request.body.newPassword, request.ip);
      return { success: true, message: `${SIGN_IN_MESSAGES.passwordChanged} Please sign in with your new password.` };
    },
  );
};
