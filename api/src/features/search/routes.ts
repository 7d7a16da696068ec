import type { FastifyPluginAsync } from 'fastify';
import { companyOf } from '../../plugins/auth';
import { searchCompany } from './service';

const searchQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { q: { type: 'string', maxLength: 100 } },
} as const;

/** GET /api/admin/search?q=: the admin header's search across the company's users and tasks. */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { q?: string } }>(
    '/api/admin/search',
    { preHandler: app.requireAuth(['admin']), schema: { querystring: searchQuery } },
    async (request) => ({ success: true, ...(await searchCompany(app.db, companyOf(request), request.query.q ?? '')) }),
  );
};
