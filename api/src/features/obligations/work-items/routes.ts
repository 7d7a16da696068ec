import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  CalendarPdfQuerySchema,
  ComplianceScoreQuerySchema,
  ComplianceScoreResponseSchema,
  ObligationSummaryQuerySchema,
  ObligationSummaryResponseSchema,
  WorkItemsQuerySchema,
  WorkItemsResponseSchema,
  type CalendarPdfQuery,
  type ComplianceScoreQuery,
  type ObligationSummaryQuery,
  type WorkItemsQuery,
} from 'shared-contracts';
import { companyOf } from '../../../requestCompany';
import { istDate } from '../../../dates';
import { commandCentreCache, sendWritten } from '../../../readCache';
import { requestShape } from '../../../requestShape';
import { complianceScore } from './score';
import { attachmentDisposition } from '../../exports/csv';
import { obligationSummary, workCalendarPdf, workItems, type WorkItemUser } from './service';

// Payloads: shared-contracts/src/tasks/workItems.ts; rules: docs/obligations-api.md. Queries are checked for their shape
// here; the service checks the values and words the refusal.
const itemsQuery = requestShape(WorkItemsQuerySchema, 'query');

const userOf = (request: FastifyRequest): WorkItemUser => ({ companyId: companyOf(request), userId: request.auth!.userId, role: request.auth!.role });

/** One list of tasks and filings for the people doing them, the command centre's counts and the compliance score. */
export const workItemRoutes: FastifyPluginAsync = async (app) => {
  const companyUser = app.requireAuth(['admin', 'maker', 'checker']);

  // The command centre's reads, per company and person, until a row they are made of changes (readCache.ts).
  const cache = commandCentreCache(app.sessions);
  const cached = <T extends object>(request: FastifyRequest, reply: FastifyReply, name: string, userId: string, load: () => Promise<T>) =>
    cache
      .read(companyOf(request), userId, JSON.stringify([name, request.query, istDate()]), load, request.authAt)
      .then((answer) => sendWritten(reply, answer, () => reply.serialize(answer)));

  app.get<{ Querystring: WorkItemsQuery }>(
    '/api/obligations/work-items',
    { preHandler: companyUser, schema: { querystring: itemsQuery, response: { 200: WorkItemsResponseSchema } } },
    async (request, reply) => cached(request, reply, 'work-items', request.auth!.userId, () => workItems(app.db, userOf(request), request.query)),
  );

  app.get<{ Querystring: CalendarPdfQuery }>(
    '/api/obligations/work-items/calendar.pdf',
    { preHandler: companyUser, schema: { querystring: requestShape(CalendarPdfQuerySchema, 'query') } },
    async (request, reply) => {
      const { fileName, body } = await workCalendarPdf(app.db, userOf(request), request.query);
      return reply.header('content-type', 'application/pdf').header('content-disposition', attachmentDisposition(fileName)).send(body);
    },
  );

  app.get<{ Querystring: ObligationSummaryQuery }>(
    '/api/obligations/summary',
    { preHandler: companyUser, schema: { querystring: ObligationSummaryQuerySchema, response: { 200: ObligationSummaryResponseSchema } } },
    async (request, reply) => cached(request, reply, 'summary', request.auth!.userId, () => obligationSummary(app.db, userOf(request), request.query.scope)),
  );

  app.get<{ Querystring: ComplianceScoreQuery }>(
    '/api/obligations/score',
    { preHandler: companyUser, schema: { querystring: ComplianceScoreQuerySchema, response: { 200: ComplianceScoreResponseSchema } } },
    async (request, reply) => cached(request, reply, 'score', '', () => complianceScore(app.db, companyOf(request), request.query.period, request.query.count)),
  );
};
