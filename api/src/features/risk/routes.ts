import { isCalendarDate } from '../tasks/dates';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ACTION_STATUSES, RISK_CATEGORIES, RISK_STATUSES, type HeatMapCell, type RiskInput, type RiskListResponse, type RiskRecord } from 'shared-contracts';
import { badRequest, notFound } from '../../httpError';
import { companyOf } from '../../plugins/auth';
import { recordAudit } from '../audit/auditService';
import * as repo from './repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
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

function riskId(id: string): string {
  if (!UUID.test(id)) throw notFound('Risk not found');
  return id;
}

/** Rules the schema cannot say: real dates, and controls never raise the rating. */
function normalise(input: RiskInput): RiskInput {
  for (const action of input.actions) {
    // A real calendar date in 2000-2100 (PostgreSQL has no year 0, which JavaScript's Date accepts).
    if (!isCalendarDate(action.dueDate)) {
      throw badRequest(`${action.dueDate} is not a valid due date`);
    }
  }
  if (input.residualLikelihood * input.residualImpact > input.likelihood * input.impact) {
    throw badRequest('The residual rating cannot be higher than the inherent rating');
  }
  return {
    ...input,
    title: input.title.trim(),
    owner: input.owner.trim(),
    description: (input.description ?? '').trim(),
    controls: (input.controls ?? '').trim(),
    actions: input.actions.map((a) => ({ ...a, description: a.description.trim() })),
  };
}

/** Residual heat map: all 25 cells with the count of risks that are not closed. */
export function heatMapOf(risks: RiskRecord[]): HeatMapCell[] {
  const cells: HeatMapCell[] = [];
  for (let likelihood = 5; likelihood >= 1; likelihood--) {
    for (let impact = 1; impact <= 5; impact++) {
      const count = risks.filter((r) => r.status !== 'closed' && r.residualLikelihood === likelihood && r.residualImpact === impact).length;
      cells.push({ likelihood, impact, count });
    }
  }
  return cells;
}

const audit = (request: FastifyRequest, action: string, targetId: string, before?: unknown, after?: unknown) => ({
  companyId: companyOf(request),
  actorId: request.auth!.userId,
  actorRole: request.auth!.role,
  action,
  targetType: 'risk',
  targetId,
  before,
  after,
  ip: request.ip,
});

/** The company's risk register: makers and checkers add and edit, only the admin deletes. */
export const riskRoutes: FastifyPluginAsync = async (app) => {
  const team = app.requireAuth(['admin', 'maker', 'checker']);

  app.get('/api/risks', { preHandler: team }, async (request): Promise<RiskListResponse> => {
    const risks = await repo.listRisks(app.db, companyOf(request));
    return { success: true, risks, heatMap: heatMapOf(risks) };
  });

  app.post<{ Body: RiskInput }>('/api/risks', { preHandler: team, schema: { body: riskBody } }, async (request, reply) => {
    const input = normalise(request.body);
    const companyId = companyOf(request);
    const risk = await app.db.transaction(async (tx) => {
      const id = await repo.insertRisk(tx, companyId, request.auth!.userId, input);
      const created = (await repo.findRisk(tx, companyId, id))!;
      await recordAudit(tx, audit(request, 'risk.created', id, undefined, created));
      return created;
    });
    return reply.status(201).send({ success: true, risk, message: 'Risk added to the register' });
  });

  app.put<{ Params: { id: string }; Body: RiskInput }>(
    '/api/risks/:id',
    { preHandler: team, schema: { params: idParams, body: riskBody } },
    async (request) => {
      const id = riskId(request.params.id);
      const input = normalise(request.body);
      const companyId = companyOf(request);
      const risk = await app.db.transaction(async (tx) => {
        const before = await repo.findRisk(tx, companyId, id);
        if (!before || !(await repo.updateRisk(tx, companyId, id, input))) throw notFound('Risk not found');
        const after = (await repo.findRisk(tx, companyId, id))!;
        await recordAudit(tx, audit(request, 'risk.updated', id, before, after));
        return after;
      });
      return { success: true, risk, message: 'Risk updated' };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/risks/:id',
    { preHandler: app.requireAuth(['admin']), schema: { params: idParams } },
    async (request) => {
      const id = riskId(request.params.id);
      const companyId = companyOf(request);
      await app.db.transaction(async (tx) => {
        const before = await repo.findRisk(tx, companyId, id);
        if (!before || !(await repo.deleteRisk(tx, companyId, id))) throw notFound('Risk not found');
        await recordAudit(tx, audit(request, 'risk.deleted', id, before));
      });
      return { success: true, message: 'Risk deleted' };
    },
  );
};
