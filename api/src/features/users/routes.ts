import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { USER_MESSAGES } from 'shared-contracts';
import { HttpError } from '../../httpError';
import { companyOf } from '../../plugins/auth';
import { createUser, deleteUser, listUsers, type CreateUserInput } from './service';
import { UUID_PATTERN } from 'shared-contracts';


const createBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    firstName: { type: 'string', maxLength: 100 },
    lastName: { type: 'string', maxLength: 100 },
    email: { type: 'string', maxLength: 254 },
    password: { type: 'string', maxLength: 1000 },
    role: { type: 'string', maxLength: 20 },
  },
} as const;

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { role: { type: 'string', maxLength: 20 }, limit: { type: 'string', maxLength: 16 }, cursor: { type: 'string', maxLength: 300 } },
} as const;

/** The admin's caller, with its company (never taken from the body or query). */
const adminOf = (request: FastifyRequest) => ({ ...request.auth!, companyId: companyOf(request) });

/** Spec 000 section 7: the admin's user management. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  const adminOnly = { preHandler: app.requireAuth(['admin']) };

  app.get<{ Querystring: { role?: string; limit?: string; cursor?: string } }>('/api/admin/users', { ...adminOnly, schema: { querystring: listQuery } }, async (request) => {
    const { users, nextCursor } = await listUsers(app.db, companyOf(request), request.query);
    return { success: true, users, data: users, nextCursor };
  });

  app.post<{ Body: CreateUserInput }>(
    '/api/admin/users',
    {
      ...adminOnly,
      schema: { body: createBody },
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
      return reply.status(201).send(answer);
    },
  );

  app.delete<{ Params: { id: string } }>('/api/admin/users/:id', adminOnly, async (request) => {
    if (!UUID_PATTERN.test(request.params.id)) throw new HttpError(404, USER_MESSAGES.notFound);
    return deleteUser(app.db, adminOf(request), request.params.id, request.ip);
  });
};
