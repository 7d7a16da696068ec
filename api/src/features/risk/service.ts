import type { FastifyRequest } from 'fastify';
import { isCalendarDate, isUuid, type HeatMapCell, type RiskInput, type RiskListResponse, type RiskRecord } from 'shared-contracts';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../httpError';
import { companyOf } from '../../requestCompany';
import { recordAudit } from '../audit/auditService';
import * as repo from './repository';

/** The risk register's rules: ratings, real dates, every change in the audit trail, always within the caller's company. */
function riskId(id: string): string {
  if (!isUuid(id)) throw notFound('Risk not found');
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

export async function listRisks(db: Database, request: FastifyRequest): Promise<RiskListResponse> {
  const risks = await repo.listRisks(db, companyOf(request));
  return { success: true, risks, heatMap: heatMapOf(risks) };
}

export async function addRisk(db: Database, request: FastifyRequest, body: RiskInput): Promise<RiskRecord> {
  const input = normalise(body);
  const companyId = companyOf(request);
  return db.transaction(async (tx) => {
    const id = await repo.insertRisk(tx, companyId, request.auth!.userId, input);
    const created = (await repo.findRisk(tx, companyId, id))!;
    await recordAudit(tx, audit(request, 'risk.created', id, undefined, created));
    return created;
  });
}

export async function updateRisk(db: Database, request: FastifyRequest, rawId: string, body: RiskInput): Promise<RiskRecord> {
  const id = riskId(rawId);
  const input = normalise(body);
  const companyId = companyOf(request);
  return db.transaction(async (tx) => {
    const before = await repo.findRisk(tx, companyId, id);
    if (!before || !(await repo.updateRisk(tx, companyId, id, input))) throw notFound('Risk not found');
    const after = (await repo.findRisk(tx, companyId, id))!;
    await recordAudit(tx, audit(request, 'risk.updated', id, before, after));
    return after;
  });
}

export async function deleteRisk(db: Database, request: FastifyRequest, rawId: string): Promise<void> {
  const id = riskId(rawId);
  const companyId = companyOf(request);
  await db.transaction(async (tx) => {
    const before = await repo.findRisk(tx, companyId, id);
    if (!before || !(await repo.deleteRisk(tx, companyId, id))) throw notFound('Risk not found');
    await recordAudit(tx, audit(request, 'risk.deleted', id, before));
  });
}
