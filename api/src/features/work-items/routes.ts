import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  ComplianceScoreQuerySchema,
  ComplianceScoreResponseSchema,
  ObligationSummaryQuerySchema,
  ObligationSummaryResponseSchema,
  WorkItemsQuerySchema,
  WorkItemsResponseSchema,
  type ComplianceScoreQuery,
  type ObligationSummaryQuery,
  type WorkItemsQuery,
} from 'shared-contracts';
import { companyOf } from '../../requestCompany';
import { requestShape } from '../../requestShape';
import { complianceScore } from './score';
import { obligationSummary, workItems, type WorkItemUser } from './service';

// Payloads: shared-contracts/src/workItems.ts; rules: docs/obligations-api.md. Queries are checked for their shape
// here; the service checks the values and words the refusal.
const itemsQuery = requestShape(WorkItemsQuerySchema, 'query');

const userOf = (request: FastifyRequest): WorkItemUser => ({ companyId: companyOf(request), userId: request.auth!.userId, role: request.auth!.role });

/** One list of tasks and filings for the people doing them, the command centre's counts and the compliance score. */
export const workItemRoutes: FastifyPluginAsync = async (app) => {
  const companyUser = app.requireAuth(['admin', 'maker', 'checker']);

  app.get<{ Querystring: WorkItemsQuery }>(
    '/api/work-items',
    { preHandler: companyUser, schema: { querystring: itemsQuery, response: { 200: WorkItemsResponseSchema } } },
    async (request) => workItems(app.db, userOf(request), request.query),
  );

  app.get<{ Querystring: ObligationSummaryQuery }>(
    '/api/obligations/summary',
    { preHandler: companyUser, schema: { querystring: ObligationSummaryQuerySchema, response: { 200: ObligationSummaryResponseSchema } } },
    async (request) => obligationSummary(app.db, userOf(request), request.query.scope),
  );

  app.get<{ Querystring: ComplianceScoreQuery }>(
    '/api/obligations/score',
    { preHandler: companyUser, schema: { querystring: ComplianceScoreQuerySchema, response: { 200: ComplianceScoreResponseSchema } } },
    async (request) => complianceScore(app.db, companyOf(request), request.query.period, request.query.count),
  );
};
