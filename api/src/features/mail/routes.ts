import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { MAIL_STATUSES, type MailStatus, type OutboxListResponse } from 'shared-contracts';
import { createMailer, type Mailer, type MailMessage, type MailResult } from './mailer';
import { listOutbox } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** The one way features send e-mail: recorded in the outbox, sent over SMTP_URL when set. */
    sendMail: (message: MailMessage) => Promise<MailResult>;
  }
}

/**
 * Decorates the app with `sendMail` (fastify-plugin: visible to every feature) and serves the
 * super-admin's view of the outbox: GET /api/super-admin/outbox.
 */
export const mailRoutes: FastifyPluginAsync = fp(async (app) => {
  const mailer = createMailer(app.db, { smtpUrl: app.config.smtpUrl, from: app.config.mailFrom, log: app.log });
  app.decorate('mailer', mailer);
  app.decorate('sendMail', (message: MailMessage) => mailer.sendMail(message));
  app.addHook('onClose', async () => mailer.close());

  app.get<{ Querystring: { page?: string; pageSize?: string; status?: MailStatus } }>(
    '/api/super-admin/outbox',
    {
      preHandler: app.requireAuth(['super-admin']),
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
            pageSize: { type: 'string', pattern: '^[1-9][0-9]?$|^100$' },
            status: { type: 'string', enum: [...MAIL_STATUSES] },
          },
        },
      },
    },
    async (request): Promise<OutboxListResponse> => {
      const page = Number(request.query.page ?? 1);
      const pageSize = Number(request.query.pageSize ?? 20);
      const { mails, total } = await listOutbox(app.db, {
        status: request.query.status ?? null,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { success: true, mails, total, page, pageSize, smtpConfigured: mailer.smtpConfigured };
    },
  );
});
