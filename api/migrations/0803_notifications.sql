-- In-app notifications and their e-mail (docs/decisions/0019-notifications-and-reminders.md). event_key is unique: an event (a task assigned,
-- a reminder for one due date) produces one notification, however many API instances look for it.
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  event_type text NOT NULL CHECK (event_type IN ('task-assigned', 'due-7-days', 'due-1-day', 'overdue', 'returned', 'approved')),
  event_key text NOT NULL UNIQUE,
  title text NOT NULL,
  body text NOT NULL,
  link text,
  task_id uuid REFERENCES tasks(id) ON DELETE CASCADE,
  read_at timestamptz,
  -- pending: to be e-mailed; sending: claimed by one instance; off: the user turned this e-mail off.
  email_status text NOT NULL CHECK (email_status IN ('pending', 'sending', 'sent', 'kept', 'failed', 'off')),
  email_claimed_at timestamptz,
  mail_id uuid REFERENCES mail_outbox(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_time ON notifications (user_id, created_at DESC);
CREATE INDEX notifications_user_unread ON notifications (user_id) WHERE read_at IS NULL;
CREATE INDEX notifications_email_queue ON notifications (created_at) WHERE email_status IN ('pending', 'sending');

-- E-mail is on for every event type unless the user turned it off here.
CREATE TABLE notification_preferences (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  event_type text NOT NULL CHECK (event_type IN ('task-assigned', 'due-7-days', 'due-1-day', 'overdue', 'returned', 'approved')),
  email boolean NOT NULL,
  PRIMARY KEY (user_id, event_type)
)
