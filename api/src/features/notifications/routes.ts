import type { FastifyPluginAsync } from 'fastify';
import {
  NOTIFICATION_EVENTS,
  NotificationListResponseSchema,
  NotificationPreferencesRequestSchema,
  NotificationPreferencesResponseSchema,
  NotificationsQuerySchema,
  UnreadCountResponseSchema,
  UuidParamsSchema,
  type NotificationEvent,
  type NotificationListResponse,
  type NotificationPreferencesRequest,
  type NotificationPreferencesResponse,
  type NotificationsQuery,
  type UnreadCountResponse,
} from 'shared-contracts';
import { HttpError } from '../../httpError';
import { emailPreferences, listNotifications, markAllRead, markRead, saveEmailPreference, unreadCount } from './repository';

/**
 * Each user's own notifications (never another's: every query is by the session's user id).
 * Payloads: shared-contracts/src/notifications/notificationPayloads.ts.
 */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const companyUser = app.requireAuth(['admin', 'maker', 'checker']);

  app.get<{ Querystring: NotificationsQuery }>(
    '/api/notifications',
    { preHandler: companyUser, schema: { querystring: NotificationsQuerySchema, response: { 200: NotificationListResponseSchema } } },
    async (request): Promise<NotificationListResponse> => {
      const userId = request.auth!.userId;
      const [notifications, count] = await Promise.all([
        listNotifications(app.db, userId, { unreadOnly: request.query.unread === 'true', limit: Number(request.query.limit ?? 20) }),
        unreadCount(app.db, userId),
      ]);
      return { success: true, notifications, unreadCount: count };
    },
  );

  const unreadAnswer = { response: { 200: UnreadCountResponseSchema } };

  app.get('/api/notifications/unread-count', { preHandler: companyUser, schema: unreadAnswer }, async (request): Promise<UnreadCountResponse> => ({
    success: true,
    unreadCount: await unreadCount(app.db, request.auth!.userId),
  }));

  app.post<{ Params: { id: string } }>(
    '/api/notifications/:id/read',
    { preHandler: companyUser, schema: { params: UuidParamsSchema, ...unreadAnswer } },
    async (request): Promise<UnreadCountResponse> => {
      const userId = request.auth!.userId;
      if ((await markRead(app.db, userId, request.params.id)) === 0) throw new HttpError(404, 'Notification not found');
      return { success: true, unreadCount: await unreadCount(app.db, userId) };
    },
  );

  app.post('/api/notifications/read-all', { preHandler: companyUser, schema: unreadAnswer }, async (request): Promise<UnreadCountResponse> => {
    await markAllRead(app.db, request.auth!.userId);
    return { success: true, unreadCount: 0 };
  });

  const preferences = async (userId: string): Promise<NotificationPreferencesResponse> => {
    const saved = await emailPreferences(app.db, userId);
    const email = Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, saved.get(e) ?? true])) as Record<NotificationEvent, boolean>;
    return { success: true, email };
  };

  const preferencesAnswer = { response: { 200: NotificationPreferencesResponseSchema } };

  app.get('/api/notifications/preferences', { preHandler: companyUser, schema: preferencesAnswer }, async (request) => preferences(request.auth!.userId));

  app.put<{ Body: NotificationPreferencesRequest }>(
    '/api/notifications/preferences',
    { preHandler: companyUser, schema: { body: NotificationPreferencesRequestSchema, ...preferencesAnswer } },
    async (request) => {
      const userId = request.auth!.userId;
      await app.db.transaction(async (tx) => {
        for (const [event, on] of Object.entries(request.body.email)) await saveEmailPreference(tx, userId, event as NotificationEvent, on);
      });
      return preferences(userId);
    },
  );
};
