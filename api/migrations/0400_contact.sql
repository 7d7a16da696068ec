-- Messages sent through the public contact form; platform-level (no company), read by the super-admin.
CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  company_name text,
  subject text NOT NULL,
  message text NOT NULL,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'handled')),
  handled_at timestamptz,
  handled_by uuid REFERENCES users(id) ON DELETE SET NULL,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_status_time ON contact_messages (status, created_at DESC);
CREATE INDEX contact_messages_time ON contact_messages (created_at DESC)
