import type { FastifyPluginAsync } from 'fastify';
import { AdminSearchQuerySchema, AdminSearchResponseSchema } from 'shared-contracts';
import { companyOf } from '../../requestCompany';
import { searchCompany } from './service';

/** GET /api/admin/search?q=: the admin header's search across the company's users and tasks. */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { q?: string } }>(
    '/api/admin/search',
    { preHandler: app.requireAuth(['admin']), schema: { querystring: AdminSearchQuerySchema, response: { 200: AdminSearchResponseSchema } } },
    async (request) => ({ success: true, ...(await searchCompany(app.db, companyOf(request), request.query.q ?? '')) }),
  );
};
