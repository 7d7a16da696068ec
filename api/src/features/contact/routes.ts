import type { FastifyPluginAsync } from 'fastify';
import {
  CONTACT_LIMITS,
  type ContactMessageListResponse,
  type ContactMessageStatus,
  type ContactMessageUpdateRequest,
  type ContactMessageUpdateResponse,
  type ContactRequest,
  type ContactResponse,
} from 'shared-contracts';
import { listMessages } from './repository';
import { markHandled, submitContact } from './service';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

const contactBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'email', 'subject', 'message'],
  properties: {
    name: text(CONTACT_LIMITS.name),
    email: text(CONTACT_LIMITS.email),
    phone: text(CONTACT_LIMITS.phone),
    companyName: text(CONTACT_LIMITS.companyName),
    subject: text(CONTACT_LIMITS.subject),
    message: text(CONTACT_LIMITS.message),
  },
} as const;

const uuid = { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' } as const;

/**
 * POST /api/contact: public, rate limited (5 a minute per address).
 * GET /api/contact-messages, PATCH /api/contact-messages/{id}: the super-admin's inbox.
 */
export const contactRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ContactRequest }>(
    '/api/contact',
    {
      schema: { body: contactBody },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request, reply): Promise<ContactResponse> => {
      const id = await submitContact(app.db, request.body, request.ip);
      reply.status(201);
      return { success: true, id, message: 'Thank you! Your message has been sent. Our team will get back to you within one business day.' };
    },
  );

  app.get<{ Querystring: { page?: string; pageSize?: string; status?: ContactMessageStatus } }>(
    '/api/contact-messages',
    {
      preHandler: app.requireAuth(['super-admin']),
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
            pageSize: { type: 'string', pattern: '^[1-9][0-9]?$|^100$' },
            status: { type: 'string', enum: ['new', 'handled'] },
          },
        },
      },
    },
    async (request): Promise<ContactMessageListResponse> => {
      const page = Number(request.query.page ?? 1);
      const pageSize = Number(request.query.pageSize ?? 20);
      const { messages, total } = await listMessages(app.db, {
        status: request.query.status ?? null,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { success: true, messages, total, page, pageSize };
    },
  );

  app.patch<{ Params: { id: string }; Body: ContactMessageUpdateRequest }>(
    '/api/contact-messages/:id',
    {
      preHandler: app.requireAuth(['super-admin']),
      schema: {
        params: { type: 'object', properties: { id: uuid }, required: ['id'] },
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['handled'],
          properties: { handled: { type: 'boolean' } },
        },
      },
    },
    async (request): Promise<ContactMessageUpdateResponse> => {
      const auth = request.auth!;
      const message = await markHandled(app.db, request.params.id, request.body.handled, { userId: auth.userId, role: auth.role }, request.ip);
      return { success: true, message };
    },
  );
};
