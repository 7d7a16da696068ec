import type { FastifyPluginAsync } from 'fastify';
import { MessageResponseSchema, IdParamsSchema, RiskInputSchema, RiskListResponseSchema, RiskResponseSchema, type RiskInput } from 'shared-contracts';
import { addRisk, deleteRisk, listRisks, updateRisk } from './service';

/** The company's risk register: makers and checkers add and edit, only the admin deletes. Payloads: shared-contracts/src/risk/risk.ts. */
export const riskRoutes: FastifyPluginAsync = async (app) => {
  const team = app.requireAuth(['admin', 'maker', 'checker']);

  app.get('/api/risks', { preHandler: team, schema: { response: { 200: RiskListResponseSchema } } }, async (request) => listRisks(app.db, request));

  app.post<{ Body: RiskInput }>('/api/risks', { preHandler: team, schema: { body: RiskInputSchema, response: { 201: RiskResponseSchema } } }, async (request, reply) => {
    const risk = await addRisk(app.db, request, request.body);
    return reply.status(201).send({ success: true, risk, message: 'Risk added to the register' });
  });

  app.put<{ Params: { id: string }; Body: RiskInput }>(
    '/api/risks/:id',
    { preHandler: team, schema: { params: IdParamsSchema, body: RiskInputSchema, response: { 200: RiskResponseSchema } } },
    async (request) => ({ success: true, risk: await updateRisk(app.db, request, request.params.id, request.body), message: 'Risk updated' }),
  );

  app.delete<{ Params: { id: string } }>(
    '/api/risks/:id',
    { preHandler: app.requireAuth(['admin']), schema: { params: IdParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await deleteRisk(app.db, request, request.params.id);
      return { success: true as const, message: 'Risk deleted' };
    },
  );
};
