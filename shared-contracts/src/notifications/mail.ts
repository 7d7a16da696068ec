// API payload types of the mail outbox (docs/decisions/0015-mailer-outbox.md), used by the api and the super-admin console.

/**
 * sending: being handed to SMTP; sent: accepted by the SMTP server; failed: SMTP refused or
 * was unreachable (last_error says why); kept: no SMTP_URL configured, the mail stays here only.
 */
export const MAIL_STATUSES = ['sending', 'sent', 'failed', 'kept'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  companyName: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** GET /api/super-admin/outbox?page=1&pageSize=20&status=sent|failed|kept|sending (super-admin only). */
export interface OutboxListResponse {
  success: true;
  mails: OutboxMail[];
  total: number;
  page: number;
  pageSize: number;
  /** Whether SMTP_URL is configured: without it every mail is kept here. */
  smtpConfigured: boolean;
}
