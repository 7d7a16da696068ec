// In-app notifications and e-mail preferences (issue 13).

export const NOTIFICATION_EVENTS = ['task-assigned', 'due-7-days', 'due-1-day', 'overdue', 'returned', 'approved'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const NOTIFICATION_EVENT_LABELS: Record<NotificationEvent, string> = {
  'task-assigned': 'A task is assigned to me',
  'due-7-days': 'A task of mine is due in 7 days',
  'due-1-day': 'A task of mine is due tomorrow',
  overdue: 'A task of mine is overdue',
  returned: 'My work is returned for rework',
  approved: 'My work is approved',
};

export interface AppNotification {
  id: string;
  event: NotificationEvent;
  title: string;
  body: string;
  /** A path inside the site, e.g. '/maker/my-tasks'. */
  link: string | null;
  read: boolean;
  createdAt: string;
}

/** GET /api/notifications?unread=true&limit=20 */
export interface NotificationListResponse {
  success: true;
  notifications: AppNotification[];
  unreadCount: number;
}

/** GET /api/notifications/unread-count */
export interface UnreadCountResponse {
  success: true;
  unreadCount: number;
}

/** GET and PUT /api/notifications/preferences: e-mail on or off per event (in-app is always on). */
export interface NotificationPreferences {
  email: Record<NotificationEvent, boolean>;
}

export interface NotificationPreferencesResponse extends NotificationPreferences {
  success: true;
}
