import type { FastifyPluginAsync } from 'fastify';
import {
  IdParamsSchema,
  ItemIdParamsSchema,
  ItemUpdatesResponseSchema,
  MessageResponseSchema,
  PublishUpdateRequestSchema,
  PublishUpdateResponseSchema,
  UpdateDetailResponseSchema,
  UpdatesListResponseSchema,
  UpdatesQuerySchema,
  type PublishUpdateRequest,
  type UpdatesQuery,
} from 'shared-contracts';
import { ReadCache, sendWritten } from '../../readCache';
import { archiveUpdate, feedPage, openUpdate, publishUpdate, updatesOfItem } from './service';

/**
 * The compliance updates feed: platform-wide items, read and archived per user; the super-admin publishes.
 * Payloads: shared-contracts/src/updates/updates.ts.
 */
export const updateRoutes: FastifyPluginAsync = async (app) => {
  const readers = app.requireAuth(['admin', 'maker', 'checker', 'super-admin']);
  const cache = new ReadCache(app.sessions, 'f');

  app.get<{ Querystring: UpdatesQuery }>(
    '/api/updates',
    { preHandler: readers, schema: { querystring: UpdatesQuerySchema, response: { 200: UpdatesListResponseSchema } } },
    async (request, reply) => {
      const page = await feedPage(app.db, request.auth!.userId, request.query, { cache, since: request.authAt });
      return sendWritten(reply, page, () => reply.serialize(page));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/updates/:id',
    { preHandler: readers, schema: { params: IdParamsSchema, response: { 200: UpdateDetailResponseSchema } } },
    async (request) => openUpdate(app.db, request.auth!.userId, request.params.id),
  );

  for (const [method, archived] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route<{ Params: { id: string } }>({
      method,
      url: '/api/updates/:id/archive',
      preHandler: readers,
      schema: { params: IdParamsSchema, response: { 200: MessageResponseSchema } },
      handler: async (request) => {
        await archiveUpdate(app.db, request.auth!.userId, request.params.id, archived);
        return { success: true as const, message: archived ? 'Update archived' : 'Update restored to your feed' };
      },
    });
  }

  // docs/decisions/0045-regulatory-change-management.md: an item shows the feed updates that changed it.
  app.get<{ Params: { itemId: string } }>(
    '/api/library-items/:itemId/updates',
    { preHandler: readers, schema: { params: ItemIdParamsSchema, response: { 200: ItemUpdatesResponseSchema } } },
    async (request) => updatesOfItem(app.db, request.auth!.userId, request.params.itemId),
  );

  app.post<{ Body: PublishUpdateRequest }>(
    '/api/updates',
    { preHandler: app.requireAuth(['super-admin']), schema: { body: PublishUpdateRequestSchema, response: { 201: PublishUpdateResponseSchema } } },
    async (request, reply) => {
      const update = await publishUpdate(app.db, request.auth!, request.body, request.ip);
      return reply.status(201).send({ success: true, update, message: 'Update published' });
    },
  );
};
