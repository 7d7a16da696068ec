import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  UPDATE_PRIORITIES,
  UPDATE_TYPES,
  type PublishUpdateRequest,
  type UpdateDetailResponse,
  type UpdatesListResponse,
  type UpdateType,
} from 'shared-contracts';
import { recordAudit } from '../audit/auditService';
import { HttpError, notFound } from '../../httpError';
import { content } from '../../content';
import { indiaToday, rollDeadlines } from './deadlines';
import { feedPage, findUpdate, insertUpdate, markOpened, setArchived } from './repository';

const DEFAULT_PAGE_SIZE = 6;
const MAX_PAGE_SIZE = 50;

/** Filter buttons → item types; policy changes are shown under Regulatory Changes. */
const FILTER_TYPES: Record<string, UpdateType[] | null> = {
  all: null,
  regulatory: ['regulatory', 'policy'],
  deadline: ['deadline'],
  system: ['system'],
  training: ['training'],
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 64 } },
} as const;

function validId(id: string): string {
  if (!UUID.test(id)) throw notFound('Update not found');
  return id;
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1) throw new HttpError(400, `${name} must be a positive whole number`);
  return Number(value);
}

/** '2025-02-30' passes the pattern but is no date: refuse it here rather than fail in SQL. */
function isCalendarDate(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

const userOf = (request: FastifyRequest) => request.auth!.userId;
const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S' }) as const;

/** The compliance updates feed: platform-wide items, read and archived per user; the super-admin publishes. */
export const updateRoutes: FastifyPluginAsync = async (app) => {
  const readers = app.requireAuth(['admin', 'maker', 'checker', 'super-admin']);
  // A passed recurring deadline moves on to its next occurrence before anyone reads the feed.
  const rollPassedDeadlines = () => rollDeadlines(app.db, content().deadlines.items, indiaToday());

  app.get<{ Querystring: { type?: string; archived?: string; page?: string; pageSize?: string } }>(
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
    async (request): Promise<UpdatesListResponse> => {
      const page = positiveInt(request.query.page, 1, 'page');
      const pageSize = Math.min(positiveInt(request.query.pageSize, DEFAULT_PAGE_SIZE, 'pageSize'), MAX_PAGE_SIZE);
      const userId = userOf(request);
      await rollPassedDeadlines();
      const { items, total, counts } = await feedPage(app.db, {
        userId,
        types: FILTER_TYPES[request.query.type ?? 'all'],
        archived: request.query.archived === 'true',
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { success: true, updates: items, counts, page, pageSize, total };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/updates/:id',
    { preHandler: readers, schema: { params: idParams } },
    async (request): Promise<UpdateDetailResponse> => {
      const id = validId(request.params.id);
      const userId = userOf(request);
      await rollPassedDeadlines();
      if (!(await findUpdate(app.db, userId, id))) throw notFound('Update not found');
      // Opening the details is what makes an item no longer new for this user.
      await markOpened(app.db, userId, id);
      const update = await findUpdate(app.db, userId, id);
      return { success: true, update: update! };
    },
  );

  for (const [method, archived] of [['POST', true], ['DELETE', false]] as const) {
    app.route<{ Params: { id: string } }>({
      method,
      url: '/api/updates/:id/archive',
      preHandler: readers,
      schema: { params: idParams },
      handler: async (request) => {
        const id = validId(request.params.id);
        const userId = userOf(request);
        if (!(await findUpdate(app.db, userId, id))) throw notFound('Update not found');
        await setArchived(app.db, userId, id, archived);
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
      const input = request.body;
      for (const [field, value] of [['date', input.date], ['dueDate', input.dueDate], ['eventDate', input.eventDate]] as const) {
        if (value && !isCalendarDate(value)) throw new HttpError(400, `${field} is not a valid date`);
      }
      const auth = request.auth!;
      const update = await app.db.transaction(async (tx) => {
        const id = await insertUpdate(tx, auth.userId, { ...input, source: input.source?.trim() || undefined });
        const created = await findUpdate(tx, auth.userId, id);
        await recordAudit(tx, {
          companyId: null,
          actorId: auth.userId,
          actorRole: auth.role,
          action: 'update.published',
          targetType: 'compliance_update',
          targetId: id,
          after: created,
          ip: request.ip,
        });
        return created!;
      });
      return reply.status(201).send({ success: true, update, message: 'Update published' });
    },
  );
};
