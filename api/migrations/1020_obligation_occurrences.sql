-- docs/decisions/0049-people-and-the-command-centre-screen.md: each due date of a statutory obligation is a record with a life. One row per (company,
-- obligation, period): the due date and the obligation's version it was computed with, the status the
-- people gave it and the proof of filing. 'overdue' is derived on read (past due, upcoming or in progress).
CREATE TABLE obligation_occurrences (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  obligation_id text NOT NULL,
  period text NOT NULL,
  due_date date NOT NULL,
  obligation_version text NOT NULL,
  -- The library's words when the row was made or last recomputed (filters and the score read them in SQL).
  title text NOT NULL,
  authority text NOT NULL,
  category text NOT NULL,
  reason text NOT NULL,
  -- False once a profile or law change took the obligation away; kept because something was recorded on it.
  applies boolean NOT NULL DEFAULT true,
  state text NOT NULL DEFAULT 'upcoming' CHECK (state IN ('upcoming', 'in_progress', 'awaiting_sign_off', 'filed', 'filed_late', 'not_applicable')),
  -- The state to return to when a not-applicable mark is reversed.
  state_before_na text CHECK (state_before_na IN ('upcoming', 'in_progress', 'awaiting_sign_off', 'filed', 'filed_late')),
  not_applicable_reason text,
  started_by uuid REFERENCES users(id) ON DELETE SET NULL,
  started_at timestamptz,
  filed_on date,
  acknowledgement text,
  receipt_document_id uuid REFERENCES documents(id) ON DELETE SET NULL,
  filing_note text NOT NULL DEFAULT '',
  recorded_by uuid REFERENCES users(id) ON DELETE SET NULL,
  recorded_at timestamptz,
  reviewed_by uuid REFERENCES users(id) ON DELETE SET NULL,
  reviewed_at timestamptz,
  review_comment text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, obligation_id, period)
);
CREATE INDEX obligation_occurrences_due ON obligation_occurrences (company_id, due_date, id);
CREATE INDEX obligation_occurrences_awaiting ON obligation_occurrences (company_id, recorded_at) WHERE state = 'awaiting_sign_off';

-- The tasks of one assignee or one checker in due-date order (the work-item list and its counts).
CREATE INDEX tasks_checker_due ON tasks (checker_id, due_date) WHERE checker_id IS NOT NULL;

-- New notification events: a filing coming due, something awaiting sign-off, an overdue item escalated, the digest.
ALTER TABLE notifications DROP CONSTRAINT notifications_event_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_event_type_check CHECK (event_type IN ('task-assigned', 'due-7-days', 'due-1-day', 'overdue', 'returned', 'approved', 'filing-due', 'awaiting-sign-off', 'escalated', 'daily-digest'));
ALTER TABLE notification_preferences DROP CONSTRAINT notification_preferences_event_type_check;
ALTER TABLE notification_preferences ADD CONSTRAINT notification_preferences_event_type_check CHECK (event_type IN ('task-assigned', 'due-7-days', 'due-1-day', 'overdue', 'returned', 'approved', 'filing-due', 'awaiting-sign-off', 'escalated', 'daily-digest'));
