import type { FastifyPluginAsync } from 'fastify';
import { RegisterRequestSchema, type RegisterRequest } from 'shared-contracts';
import { REGISTER_LIMIT_PER_MINUTE } from '../auth/routes';
import { clientMeta } from '../auth/sessions/sessionService';
import { sendEmailVerification } from '../auth/email-verification/emailVerification';
import { deliverSignIn } from '../auth/sign-in/signIn';
import { RegistrationInvalid, registerCompany } from './registration';

/**
 * POST /api/auth/register: a company registers itself (the three-step wizard's payload) and its admin is signed in.
 * An address already in use: one neutral 400 (docs/decisions/0058-registration-of-an-address-in-use-expiry.md, see registration.ts).
 */
export const registrationRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: RegisterRequest }>(
    '/api/auth/register',
    { schema: { body: RegisterRequestSchema }, config: { rateLimit: { max: REGISTER_LIMIT_PER_MINUTE, timeWindow: '1 minute' } } },
    async (request, reply) => {
      try {
        const signedIn = await registerCompany(app, { ...request.body, lastName: request.body.lastName ?? '' }, clientMeta(request));
        await sendEmailVerification(app, signedIn.user.id, request.ip, 'registration');
        return reply.status(201).send(await deliverSignIn(request, reply, signedIn));
      } catch (error) {
        if (error instanceof RegistrationInvalid) {
          return reply.status(400).send({ success: false, message: error.message, errors: error.errors });
        }
        throw error;
      }
    },
  );
};
