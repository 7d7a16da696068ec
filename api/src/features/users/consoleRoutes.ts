import type { FastifyPluginAsync } from 'fastify';
import {
  ACCOUNT_STATUSES,
  ConsoleListQuerySchema,
  CreatePlatformUserRequestSchema,
  OperatorActionResponseSchema,
  PlatformUserResponseSchema,
  PlatformUsersResponseSchema,
  ROLES,
  UpdatePlatformUserRequestSchema,
  UuidParamsSchema,
} from 'shared-contracts';
import type { CreatePlatformUserRequest, PlatformUserResponse, PlatformUsersResponse, UpdatePlatformUserRequest } from 'shared-contracts';
import { actorOf, parseEnum, parsePaging, parseSearch, parseUuid } from '../../consoleQuery';
import { listUsers } from './consoleRepository';
import { createUser, setUserStatus, updateUser } from './consoleService';
import { endUserSessions, resetUserMfa } from '../auth/operatorActions';

type ListQuery = Record<string, string | undefined>;

/** The super-admin's User Management: every company user, with search, filters, pagination and account actions. */
export const consoleUserRoutes: FastifyPluginAsync = async (app) => {
  const superAdminOnly = { preHandler: app.requireAuth(['super-admin']) };

  app.get<{ Querystring: ListQuery }>(
    '/api/super-admin/users',
    { ...superAdminOnly, schema: { querystring: ConsoleListQuerySchema, response: { 200: PlatformUsersResponseSchema } } },
    async (request): Promise<PlatformUsersResponse> => {
      const q = request.query;
      const { page, pageSize } = parsePaging(q);
      const filter = {
        search: parseSearch(q.search),
        role: parseEnum(q.role, ROLES, 'role'),
        companyId: parseUuid(q.companyId, 'companyId'),
        status: parseEnum(q.status, ACCOUNT_STATUSES, 'status'),
      };
      const { users, total } = await listUsers(app.db, filter, page, pageSize);
      return { success: true, users, total, page, pageSize };
    },
  );

  app.post<{ Body: CreatePlatformUserRequest }>(
    '/api/super-admin/users',
    { ...superAdminOnly, schema: { body: CreatePlatformUserRequestSchema, response: { 201: PlatformUserResponseSchema } } },
    async (request, reply): Promise<PlatformUserResponse> => {
      const user = await createUser(app.db, actorOf(request), request.body);
      reply.status(201);
      return { success: true, user };
    },
  );

  app.patch<{ Params: { id: string }; Body: UpdatePlatformUserRequest }>(
    '/api/super-admin/users/:id',
    { ...superAdminOnly, schema: { params: UuidParamsSchema, body: UpdatePlatformUserRequestSchema, response: { 200: PlatformUserResponseSchema } } },
    async (request): Promise<PlatformUserResponse> => ({
      success: true,
      user: await updateUser(app.db, actorOf(request), request.params.id, request.body),
    }),
  );

  for (const [verb, status] of [
    ['suspend', 'suspended'],
    ['reactivate', 'active'],
  ] as const) {
    app.post<{ Params: { id: string } }>(
      `/api/super-admin/users/:id/${verb}`,
      { ...superAdminOnly, schema: { params: UuidParamsSchema, response: { 200: PlatformUserResponseSchema } } },
      async (request): Promise<PlatformUserResponse> => ({ success: true, user: await setUserStatus(app.db, actorOf(request), request.params.id, status) }),
    );
  }

  // A lost authenticator (any account but one's own), and ending all of a user's sessions (ASVS 7.4.5).
  app.post<{ Params: { id: string } }>(
    '/api/super-admin/users/:id/mfa-reset',
    { ...superAdminOnly, schema: { params: UuidParamsSchema, response: { 200: OperatorActionResponseSchema } } },
    async (request) => resetUserMfa(app, request.auth!, request.params.id, request.ip),
  );

  app.post<{ Params: { id: string } }>(
    '/api/super-admin/users/:id/end-sessions',
    { ...superAdminOnly, schema: { params: UuidParamsSchema, response: { 200: OperatorActionResponseSchema } } },
    async (request) => endUserSessions(app, request.auth!, request.params.id, request.ip),
  );
};
