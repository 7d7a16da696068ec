import type { FastifyPluginAsync } from 'fastify';
import { UPDATE_PRIORITIES, UPDATE_TYPES, type PublishUpdateRequest, type UpdateDetailResponse, type UpdatesListResponse } from 'shared-contracts';
import { FILTER_TYPES, archiveUpdate, feedPage, openUpdate, publishUpdate, type FeedQuery } from './service';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 64 } },
} as const;

const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S' }) as const;

/** The compliance updates feed: platform-wide items, read and archived per user; the super-admin publishes. */
export const updateRoutes: FastifyPluginAsync = async (app) => {
  const readers = app.requireAuth(['admin', 'maker', 'checker', 'super-admin']);

  app.get<{ Querystring: FeedQuery }>(
    '/api/updates',
    {
      preHandler: readers,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            type: { type: 'string', enum: Object.keys(FILTER_TYPES) },
            archived: { type: 'string', enum: ['true', 'false'] },
            page: { type: 'string' },
            pageSize: { type: 'string' },
          },
        },
      },
    },
    async (request): Promise<UpdatesListResponse> => feedPage(app.db, request.auth!.userId, request.query),
  );

  app.get<{ Params: { id: string } }>('/api/updates/:id', { preHandler: readers, schema: { params: idParams } }, async (request): Promise<UpdateDetailResponse> =>
    openUpdate(app.db, request.auth!.userId, request.params.id),
  );

  for (const [method, archived] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route<{ Params: { id: string } }>({
      method,
      url: '/api/updates/:id/archive',
      preHandler: readers,
      schema: { params: idParams },
      handler: async (request) => {
        await archiveUpdate(app.db, request.auth!.userId, request.params.id, archived);
        return { success: true, message: archived ? 'Update archived' : 'Update restored to your feed' };
      },
    });
  }

  app.post<{ Body: PublishUpdateRequest }>(
    '/api/updates',
    {
      preHandler: app.requireAuth(['super-admin']),
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['type', 'title', 'description', 'body', 'category', 'priority'],
          properties: {
            type: { type: 'string', enum: [...UPDATE_TYPES] },
            title: text(200),
            description: text(600),
            body: text(10000),
            category: text(60),
            priority: { type: 'string', enum: [...UPDATE_PRIORITIES] },
            date: DATE,
            source: { type: 'string', maxLength: 200 },
            sourceUrl: { type: 'string', maxLength: 500, pattern: '^https?://[^\\s]+$' },
            dueDate: DATE,
            eventDate: DATE,
          },
        },
      },
    },
    async (request, reply) => {
      const update = await publishUpdate(app.db, request.auth!, request.body, request.ip);
      return reply.status(201).send({ success: true, update, message: 'Update published' });
    },
  );
};
