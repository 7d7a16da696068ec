// In-app notifications and e-mail preferences (docs/decisions/0019-notifications-and-reminders.md): the events and their labels. The payload schemas are in
// notificationPayloads.ts, so the bell reads these texts without downloading TypeBox.

export const NOTIFICATION_EVENTS = [
  'task-assigned',
  'due-7-days',
  'due-1-day',
  'overdue',
  'returned',
  'approved',
  // docs/decisions/0049-people-and-the-command-centre-screen.md: statutory filings (obligation occurrences) and the owner's daily digest.
  'filing-due',
  'awaiting-sign-off',
  'escalated',
  'daily-digest',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const NOTIFICATION_EVENT_LABELS: Record<NotificationEvent, string> = {
  'task-assigned': 'A task is assigned to me',
  'due-7-days': 'A task of mine is due in 7 days',
  'due-1-day': 'A task of mine is due tomorrow',
  overdue: 'A task of mine is overdue',
  returned: 'My work is returned for rework',
  approved: 'My work is approved',
  'filing-due': 'A filing I own is coming due',
  'awaiting-sign-off': 'A filing or task awaits my sign-off',
  escalated: 'An item I check or manage is overdue',
  'daily-digest': 'Daily digest of my open items',
};
