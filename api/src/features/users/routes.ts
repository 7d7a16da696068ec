import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  CreateUserRequestSchema,
  CreateUserResponseSchema,
  DeleteUserResponseSchema,
  USER_MESSAGES,
  UUID_PATTERN,
  UserListQuerySchema,
  UserListResponseSchema,
  type UserListQuery,
} from 'shared-contracts';
import { requestShape, type QueryText } from '../../requestShape';
import { HttpError } from '../../httpError';
import { companyOf } from '../../requestCompany';
import { createUser, deleteUser, listUsers, type CreateUserInput } from './service';
import { endUserSessions, resetUserMfa } from '../auth/operatorActions';
import { sendAccountMail } from '../auth/accountMail';
import { welcomeMail } from './welcomeMail';

/** The admin's caller, with its company (never taken from the body or query). */
const adminOf = (request: FastifyRequest) => ({ ...request.auth!, companyId: companyOf(request) });

/** The admin's user management: list, create and delete the company's makers and checkers. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  const adminOnly = { preHandler: app.requireAuth(['admin']) };

  app.get<{ Querystring: QueryText<UserListQuery> }>(
    '/api/admin/users',
    { ...adminOnly, schema: { querystring: requestShape(UserListQuerySchema, 'query'), response: { 200: UserListResponseSchema } } },
    async (request) => {
      const { users, nextCursor } = await listUsers(app.db, companyOf(request), request.query);
      return { success: true, users, data: users, nextCursor };
    },
  );

  app.post<{ Body: CreateUserInput }>(
    '/api/admin/users',
    {
      ...adminOnly,
      schema: { body: requestShape(CreateUserRequestSchema), response: { 201: CreateUserResponseSchema } },
      // User creations (and refusals) per admin per hour: enough to onboard a team, too few to probe addresses.
      // Counted per signed-in admin (after the session check), not per address: a shared office IP does not share it.
      config: {
        rateLimit: {
          max: app.config.userCreateLimitPerHour,
          timeWindow: '1 hour',
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `user-create:${request.auth?.userId ?? request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const answer = await createUser(app.db, app.config, adminOf(request), request.body ?? {}, request.ip);
      // After the answer: a slow SMTP server must not hold it (the outbox keeps the mail).
      void sendAccountMail(app, welcomeMail(answer.user, app.config.publicUrl));
      return reply.status(201).send(answer);
    },
  );

  app.delete<{ Params: { id: string } }>('/api/admin/users/:id', { ...adminOnly, schema: { response: { 200: DeleteUserResponseSchema } } }, async (request) => {
    if (!UUID_PATTERN.test(request.params.id)) throw new HttpError(404, USER_MESSAGES.notFound);
    return deleteUser(app.db, adminOf(request), request.params.id, request.ip);
  });

  // A maker's or checker's lost authenticator, and ending all of a user's sessions (docs/decisions/0029-closing-e-mail-verification-operator-mfa-reset.md; ASVS 7.4.5).
  const operatorLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  app.post<{ Params: { id: string } }>('/api/admin/users/:id/mfa-reset', { ...adminOnly, config: operatorLimit }, async (request) => {
    if (!UUID_PATTERN.test(request.params.id)) throw new HttpError(404, USER_MESSAGES.notFound);
    return resetUserMfa(app, adminOf(request), request.params.id, request.ip);
  });
  app.post<{ Params: { id: string } }>('/api/admin/users/:id/end-sessions', { ...adminOnly, config: operatorLimit }, async (request) => {
    if (!UUID_PATTERN.test(request.params.id)) throw new HttpError(404, USER_MESSAGES.notFound);
    return endUserSessions(app, adminOf(request), request.params.id, request.ip);
  });
};
