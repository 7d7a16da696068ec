import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { isLoopbackUrl } from '../../config';
import type { Queryable } from '../../db/database';
import { insertMail, markMail } from './repository';

/** What a feature hands the mailer. `companyId` only labels the outbox row for the super-admin. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  companyId?: string | null;
}

export interface MailResult {
  id: string;
  status: 'sent' | 'failed' | 'kept';
}

export interface Mailer {
  /** Records the mail in the outbox, then sends it over SMTP when configured. Never throws for a delivery failure. */
  sendMail(message: MailMessage): Promise<MailResult>;
  readonly smtpConfigured: boolean;
  close(): void;
}

const MAX_LENGTH = { to: 254, subject: 300 };

/** What a link's token is replaced with in the stored copy. */
export const REDACTED_TOKEN = '[removed: sent by e-mail only]';
/** A token carried by a link (`#token=`, `?token=`, `&token=`): reset and verification links. */
const LINK_TOKEN = /([#?&]token=)[^\s&"'<>]+/g;

/**
 * The copy of a mail that is stored: link tokens removed. Tokens are kept only as hashes; a working link in the
 * outbox would let whoever reads it (the super-admin, a backup, a database dump) reset a password.
 */
export const redactLinks = (text: string) => text.replace(LINK_TOKEN, `$1${REDACTED_TOKEN}`);
const ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

/** A programming mistake (bad address, header injection attempt) is thrown, not recorded. */
function checkMessage(message: MailMessage): MailMessage {
  const to = message.to.trim();
  if (to.length > MAX_LENGTH.to || !ADDRESS.test(to)) throw new Error(`sendMail: invalid recipient address`);
  // A line break in a header would let a value add headers of its own.
  const subject = message.subject
    .replace(/[\r\n]+/g, ' ')
    .trim()
    .slice(0, MAX_LENGTH.subject);
  if (!subject) throw new Error('sendMail: a subject is required');
  return { ...message, to, subject };
}

/**
 * The transport for SMTP_URL. A mail server on another machine must take STARTTLS (when the URL is not smtps://
 * already): without it the mail is not sent, rather than sent in clear text (ASVS 12.3.1). Certificates are verified
 * (nodemailer's default; a production URL cannot turn that off, see config.ts).
 */
export function smtpTransportOptions(smtpUrl: string): { url: string; requireTLS: boolean } {
  const url = new URL(smtpUrl);
  return { url: smtpUrl, requireTLS: url.protocol === 'smtp:' && !isLoopbackUrl(url) };
}

/**
 * The real text goes out over SMTP; the outbox keeps the redacted copy (a mail kept without SMTP therefore cannot
 * be used to reset a password from the outbox: the user asks again once mail works).
 * nodemailer over SMTP_URL (e.g. smtp://user:pass@host:587, smtps://... for implicit TLS).
 * Every mail is first written to mail_outbox, so nothing is lost when SMTP is down or not configured.
 */
export function createMailer(db: Queryable, options: { smtpUrl: string | null; from: string; log?: Pick<FastifyBaseLogger, 'warn'> }): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(smtpTransportOptions(options.smtpUrl), { from: options.from }) : null;
  return {
    smtpConfigured: transport !== null,
    async sendMail(raw) {
      const message = checkMessage(raw);
      const stored = { ...message, text: redactLinks(message.text), html: message.html === undefined ? undefined : redactLinks(message.html) };
      const id = await insertMail(db, stored, transport ? 'sending' : 'kept');
      if (!transport) return { id, status: 'kept' };
      try {
        const info = await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        await markMail(db, id, { status: 'sent', messageId: info.messageId ?? null, error: null });
        return { id, status: 'sent' };
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        // A refused certificate or a dead server is an operator's problem: the log says so, not only the outbox.
        options.log?.warn({ mailId: id, err: error }, 'mail could not be sent');
        await markMail(db, id, { status: 'failed', messageId: null, error: text.slice(0, 500) });
        return { id, status: 'failed' };
      }
    },
    close() {
      transport?.close();
    },
  };
}
