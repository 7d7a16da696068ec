import type { FastifyPluginAsync } from 'fastify';
import { ROLES } from 'shared-contracts';
import type {
  CreatePlatformUserRequest,
  PlatformUserResponse,
  PlatformUsersResponse,
  UpdatePlatformUserRequest,
} from 'shared-contracts';
import { listUsers } from './usersRepository';
import { createUserBody, idParams, listQuery, parseEnum, parsePaging, parseSearch, parseUuid, updateUserBody } from './schemas';
import { actorOf, createUser, setUserStatus, updateUser } from './usersService';
import { endUserSessions, resetUserMfa } from '../auth/operatorActions';

type ListQuery = Record<string, string | undefined>;

/** User Management: every company user, with search, filters, pagination and account actions. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: ListQuery }>(
    '/api/super-admin/users',
    { schema: { querystring: listQuery } },
    async (request): Promise<PlatformUsersResponse> => {
      const q = request.query;
      const { page, pageSize } = parsePaging(q);
      const filter = {
        search: parseSearch(q.search),
        role: parseEnum(q.role, ROLES, 'role'),
        companyId: parseUuid(q.companyId, 'companyId'),
        status: parseEnum(q.status, ['active', 'suspended'] as const, 'status'),
      };
      const { users, total } = await listUsers(app.db, filter, page, pageSize);
      return { success: true, users, total, page, pageSize };
    },
  );

  app.post<{ Body: CreatePlatformUserRequest }>(
    '/api/super-admin/users',
    { schema: { body: createUserBody } },
    async (request, reply): Promise<PlatformUserResponse> => {
      const user = await createUser(app.db, actorOf(request), request.body);
      reply.status(201);
      return { success: true, user };
    },
  );

  app.patch<{ Params: { id: string }; Body: UpdatePlatformUserRequest }>(
    '/api/super-admin/users/:id',
    { schema: { params: idParams, body: updateUserBody } },
    async (request): Promise<PlatformUserResponse> => ({
      success: true,
      user: await updateUser(app.db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.post<{ Params: { id: string } }>(
    '/api/super-admin/users/:id/suspend',
    { schema: { params: idParams } },
    async (request): Promise<PlatformUserResponse> => ({
      success: true,
      user: await setUserStatus(app.db, actorOf(request), request.params.id, 'suspended'),
    }),
  );

  app.post<{ Params: { id: string } }>(
    '/api/super-admin/users/:id/reactivate',
    { schema: { params: idParams } },
    async (request): Promise<PlatformUserResponse> => ({
      success: true,
      user: await setUserStatus(app.db, actorOf(request), request.params.id, 'active'),
    }),
  );

  // A lost authenticator (any account but one's own), and ending all of a user's sessions (ASVS 7.4.5).
  app.post<{ Params: { id: string } }>(
    '/api/super-admin/users/:id/mfa-reset',
    { schema: { params: idParams } },
    async (request) => resetUserMfa(app, request.auth!, request.params.id, request.ip),
  );

  app.post<{ Params: { id: string } }>(
    '/api/super-admin/users/:id/end-sessions',
    { schema: { params: idParams } },
    async (request) => endUserSessions(app, request.auth!, request.params.id, request.ip),
  );
};
