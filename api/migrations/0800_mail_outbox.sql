-- Every e-mail the product sends is recorded here with its delivery status (docs/decisions/0015-mailer-outbox.md).
-- Without SMTP_URL nothing leaves the server: mails stay here with status 'kept' for the super-admin.
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid REFERENCES companies(id) ON DELETE SET NULL,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  status text NOT NULL DEFAULT 'sending' CHECK (status IN ('sending', 'sent', 'failed', 'kept')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  message_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX mail_outbox_time ON mail_outbox (created_at DESC);
CREATE INDEX mail_outbox_status ON mail_outbox (status, created_at DESC)
