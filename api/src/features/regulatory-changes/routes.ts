import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  AcknowledgeChangesRequestSchema,
  AcknowledgeChangesResponseSchema,
  ChangeTasksRequestSchema,
  ChangeTasksResponseSchema,
  RegulatoryChangesResponseSchema,
  type AcknowledgeChangesRequest,
  type ChangeTasksRequest,
} from 'shared-contracts';
import { companyOf } from '../../requestCompany';
import { acknowledgeChanges, tasksFromChange, whatChanged } from './service';

const callerOf = (request: FastifyRequest) => ({ ...request.auth!, companyId: companyOf(request) });

/**
 * "What changed for us" (docs/decisions/0045-regulatory-change-management.md): every user of the company reads; the admin acknowledges and turns a change into
 * tasks. The company always comes from the session. Payloads: shared-contracts/src/updates/regulatoryChanges.ts.
 */
export const regulatoryChangeRoutes: FastifyPluginAsync = async (app) => {
  const companyUser = app.requireAuth(['admin', 'maker', 'checker']);
  const adminOnly = app.requireAuth(['admin']);

  app.get('/api/regulatory-changes', { preHandler: companyUser, schema: { response: { 200: RegulatoryChangesResponseSchema } } }, async (request) =>
    whatChanged(app.db, companyOf(request)),
  );

  app.post<{ Body: AcknowledgeChangesRequest }>(
    '/api/regulatory-changes/acknowledge',
    { preHandler: adminOnly, schema: { body: AcknowledgeChangesRequestSchema, response: { 200: AcknowledgeChangesResponseSchema } } },
    async (request) => acknowledgeChanges(app.db, callerOf(request), request.body.releases, request.ip),
  );

  app.post<{ Body: ChangeTasksRequest }>(
    '/api/regulatory-changes/tasks',
    { preHandler: adminOnly, schema: { body: ChangeTasksRequestSchema, response: { 201: ChangeTasksResponseSchema } } },
    async (request, reply) => {
      const answer = await tasksFromChange(app.db, callerOf(request), request.body, request.ip);
      app.kickNotifications();
      return reply.status(201).send(answer);
    },
  );
};
