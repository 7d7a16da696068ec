import type { FastifyPluginAsync } from 'fastify';
import {
  ContactMessageListQuerySchema,
  ContactMessageListResponseSchema,
  ContactMessageParamsSchema,
  ContactMessageUpdateRequestSchema,
  ContactMessageUpdateResponseSchema,
  ContactRequestSchema,
  ContactResponseSchema,
  type ContactMessageListQuery,
  type ContactMessageUpdateRequest,
  type ContactRequest,
} from 'shared-contracts';
import { listMessages } from './repository';
import { markHandled, submitContact } from './service';

// Payloads: shared-contracts/src/site/contactPayloads.ts.
/**
 * POST /api/contact: public, rate limited (5 a minute per address).
 * GET /api/contact-messages, PATCH /api/contact-messages/{id}: the super-admin's inbox.
 */
export const contactRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ContactRequest }>(
    '/api/contact',
    {
      schema: { body: ContactRequestSchema, response: { 201: ContactResponseSchema } },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const id = await submitContact(app.db, request.body, request.ip);
      reply.status(201);
      return { success: true as const, id, message: 'Thank you! Your message has been sent. Our team will get back to you within one business day.' };
    },
  );

  app.get<{ Querystring: ContactMessageListQuery }>(
    '/api/contact-messages',
    {
      preHandler: app.requireAuth(['super-admin']),
      schema: { querystring: ContactMessageListQuerySchema, response: { 200: ContactMessageListResponseSchema } },
    },
    async (request) => {
      const page = Number(request.query.page ?? 1);
      const pageSize = Number(request.query.pageSize ?? 20);
      const { messages, total } = await listMessages(app.db, {
        status: request.query.status ?? null,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { success: true as const, messages, total, page, pageSize };
    },
  );

  app.patch<{ Params: { id: string }; Body: ContactMessageUpdateRequest }>(
    '/api/contact-messages/:id',
    {
      preHandler: app.requireAuth(['super-admin']),
      schema: { params: ContactMessageParamsSchema, body: ContactMessageUpdateRequestSchema, response: { 200: ContactMessageUpdateResponseSchema } },
    },
    async (request) => {
      const auth = request.auth!;
      const message = await markHandled(app.db, request.params.id, request.body.handled, { userId: auth.userId, role: auth.role }, request.ip);
      return { success: true as const, message };
    },
  );
};
