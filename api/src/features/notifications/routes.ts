import type { FastifyPluginAsync } from 'fastify';
import {
  NOTIFICATION_EVENTS,
  type NotificationEvent,
  type NotificationListResponse,
  type NotificationPreferencesResponse,
  type UnreadCountResponse,
} from 'shared-contracts';
import { HttpError } from '../../httpError';
import { emailPreferences, listNotifications, markAllRead, markRead, saveEmailPreference, unreadCount } from './repository';

const uuid = { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' } as const;

/** Each user's own notifications (never another's: every query is by the session's user id). */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const companyUser = app.requireAuth(['admin', 'maker', 'checker']);

  app.get<{ Querystring: { unread?: 'true' | 'false'; limit?: string } }>(
    '/api/notifications',
    {
      preHandler: companyUser,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { unread: { type: 'string', enum: ['true', 'false'] }, limit: { type: 'string', pattern: '^[1-9][0-9]?$|^100$' } },
        },
      },
    },
    async (request): Promise<NotificationListResponse> => {
      const userId = request.auth!.userId;
      const [notifications, count] = await Promise.all([
        listNotifications(app.db, userId, { unreadOnly: request.query.unread === 'true', limit: Number(request.query.limit ?? 20) }),
        unreadCount(app.db, userId),
      ]);
      return { success: true, notifications, unreadCount: count };
    },
  );

  app.get('/api/notifications/unread-count', { preHandler: companyUser }, async (request): Promise<UnreadCountResponse> => ({
    success: true,
    unreadCount: await unreadCount(app.db, request.auth!.userId),
  }));

  app.post<{ Params: { id: string } }>(
    '/api/notifications/:id/read',
    { preHandler: companyUser, schema: { params: { type: 'object', required: ['id'], properties: { id: uuid } } } },
    async (request): Promise<UnreadCountResponse> => {
      const userId = request.auth!.userId;
      if ((await markRead(app.db, userId, request.params.id)) === 0) throw new HttpError(404, 'Notification not found');
      return { success: true, unreadCount: await unreadCount(app.db, userId) };
    },
  );

  app.post('/api/notifications/read-all', { preHandler: companyUser }, async (request): Promise<UnreadCountResponse> => {
    await markAllRead(app.db, request.auth!.userId);
    return { success: true, unreadCount: 0 };
  });

  const preferences = async (userId: string): Promise<NotificationPreferencesResponse> => {
    const saved = await emailPreferences(app.db, userId);
    const email = Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, saved.get(e) ?? true])) as Record<NotificationEvent, boolean>;
    return { success: true, email };
  };

  app.get('/api/notifications/preferences', { preHandler: companyUser }, async (request) => preferences(request.auth!.userId));

  app.put<{ Body: { email: Partial<Record<NotificationEvent, boolean>> } }>(
    '/api/notifications/preferences',
    {
      preHandler: companyUser,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['email'],
          properties: {
            email: {
              type: 'object',
              additionalProperties: false,
              minProperties: 1,
              properties: Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, { type: 'boolean' }])),
            },
          },
        },
      },
    },
    async (request) => {
      const userId = request.auth!.userId;
      await app.db.transaction(async (tx) => {
        for (const [event, on] of Object.entries(request.body.email)) await saveEmailPreference(tx, userId, event as NotificationEvent, on as boolean);
      });
      return preferences(userId);
    },
  );
};
