import type { FastifyPluginAsync } from 'fastify';
import { ACTION_STATUSES, RISK_CATEGORIES, RISK_STATUSES, type RiskInput, type RiskListResponse } from 'shared-contracts';
import { addRisk, deleteRisk, listRisks, updateRisk } from './service';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } } as const;
const scale = { type: 'integer', minimum: 1, maximum: 5 } as const;
const text = (max: number, min = 0) => ({ type: 'string', minLength: min, maxLength: max, ...(min > 0 ? { pattern: '\\S' } : {}) }) as const;

const riskBody = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'category', 'owner', 'likelihood', 'impact', 'residualLikelihood', 'residualImpact', 'status', 'actions'],
  properties: {
    title: text(200, 1),
    category: { type: 'string', enum: [...RISK_CATEGORIES] },
    description: text(4000),
    owner: text(120, 1),
    likelihood: scale,
    impact: scale,
    controls: text(4000),
    residualLikelihood: scale,
    residualImpact: scale,
    status: { type: 'string', enum: [...RISK_STATUSES] },
    actions: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['description', 'dueDate', 'status'],
        properties: {
          id: { type: 'string', maxLength: 64 },
          description: text(500, 1),
          dueDate: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
          status: { type: 'string', enum: [...ACTION_STATUSES] },
          owner: text(120),
        },
      },
    },
  },
} as const;

/** The company's risk register: makers and checkers add and edit, only the admin deletes. */
export const riskRoutes: FastifyPluginAsync = async (app) => {
  const team = app.requireAuth(['admin', 'maker', 'checker']);

  app.get('/api/risks', { preHandler: team }, async (request): Promise<RiskListResponse> => listRisks(app.db, request));

  app.post<{ Body: RiskInput }>('/api/risks', { preHandler: team, schema: { body: riskBody } }, async (request, reply) => {
    const risk = await addRisk(app.db, request, request.body);
    return reply.status(201).send({ success: true, risk, message: 'Risk added to the register' });
  });

  app.put<{ Params: { id: string }; Body: RiskInput }>('/api/risks/:id', { preHandler: team, schema: { params: idParams, body: riskBody } }, async (request) => ({
    success: true,
    risk: await updateRisk(app.db, request, request.params.id, request.body),
    message: 'Risk updated',
  }));

  app.delete<{ Params: { id: string } }>('/api/risks/:id', { preHandler: app.requireAuth(['admin']), schema: { params: idParams } }, async (request) => {
    await deleteRisk(app.db, request, request.params.id);
    return { success: true, message: 'Risk deleted' };
  });
};
