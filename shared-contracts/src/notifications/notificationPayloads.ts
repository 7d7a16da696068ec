// API payloads of in-app notifications and e-mail preferences: one TypeBox schema each, the TypeScript types derived
// from them; used by the api (validation, serialization) and the bell (types only).
import { Type, type Static, type TBoolean } from '@sinclair/typebox';
import { NOTIFICATION_EVENTS, type NotificationEvent } from './notifications';
import { Nullable, StringEnum } from '../common/schemaFormats';

/** GET /api/notifications?unread=true&limit=20 (limit 1..100, text on the wire). */
export const NotificationsQuerySchema = Type.Object(
  {
    unread: Type.Optional(StringEnum(['true', 'false'] as const)),
    limit: Type.Optional(Type.String({ pattern: '^[1-9][0-9]?$|^100$' })),
  },
  { additionalProperties: false },
);
export type NotificationsQuery = Static<typeof NotificationsQuerySchema>;

export const AppNotificationSchema = Type.Object({
  id: Type.String(),
  event: StringEnum(NOTIFICATION_EVENTS),
  title: Type.String(),
  body: Type.String(),
  /** A path inside the site, e.g. '/maker/my-tasks'. */
  link: Nullable(Type.String()),
  read: Type.Boolean(),
  createdAt: Type.String(),
});
export type AppNotification = Static<typeof AppNotificationSchema>;

/** GET /api/notifications */
export const NotificationListResponseSchema = Type.Object({
  success: Type.Literal(true),
  notifications: Type.Array(AppNotificationSchema),
  unreadCount: Type.Integer(),
});
export type NotificationListResponse = Static<typeof NotificationListResponseSchema>;

/** GET /api/notifications/unread-count, and the answer of marking read. */
export const UnreadCountResponseSchema = Type.Object({ success: Type.Literal(true), unreadCount: Type.Integer() });
export type UnreadCountResponse = Static<typeof UnreadCountResponseSchema>;

/** E-mail on or off per event (in-app is always on). */
const EmailSwitchesSchema = Type.Object(Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, Type.Boolean()])) as Record<NotificationEvent, TBoolean>, {
  additionalProperties: false,
});

/** GET and PUT /api/notifications/preferences: the answer names every event. */
export const NotificationPreferencesResponseSchema = Type.Object({ success: Type.Literal(true), email: EmailSwitchesSchema });
export type NotificationPreferencesResponse = Static<typeof NotificationPreferencesResponseSchema>;

/** PUT /api/notifications/preferences: the events to change, at least one. */
export const NotificationPreferencesRequestSchema = Type.Object(
  { email: Type.Partial(EmailSwitchesSchema, { additionalProperties: false, minProperties: 1 }) },
  { additionalProperties: false },
);
export type NotificationPreferencesRequest = Static<typeof NotificationPreferencesRequestSchema>;
