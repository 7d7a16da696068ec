import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../httpError';
import { companyOf } from '../../plugins/auth';
import { listAuditEvents } from './repository';

const MAX_PAGE_SIZE = 100;

const query = {
  type: 'object',
  additionalProperties: false,
  properties: { page: { type: 'string', maxLength: 6 }, pageSize: { type: 'string', maxLength: 6 } },
} as const;

function positive(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^[0-9]+$/.test(value) || Number(value) < 1) throw new HttpError(400, `${name} must be a positive whole number`);
  return Number(value);
}

/** The admin reads its own company's audit trail, newest first. */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { page?: string; pageSize?: string } }>(
    '/api/audit',
    { preHandler: app.requireAuth(['admin']), schema: { querystring: query } },
    async (request) => {
      const page = positive(request.query.page, 'page', 1);
      const pageSize = Math.min(positive(request.query.pageSize, 'pageSize', 20), MAX_PAGE_SIZE);
      const { events, total } = await listAuditEvents(app.db, companyOf(request), page, pageSize);
      return { success: true, events, page, pageSize, total };
    },
  );
};
