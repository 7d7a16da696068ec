import type { Queryable } from '../../db/database';
import { ratingFor, type ActionStatus, type RiskInput, type RiskRecord } from 'shared-contracts';

// Every function takes the caller's company: no query reads or changes another company's rows.

/** A stored risk under its payload names (RiskRecord), before the derived scores and its actions. */
type RiskRow = Omit<RiskRecord, 'inherentScore' | 'inherentRating' | 'residualScore' | 'residualRating' | 'actions'>;

interface ActionRow {
  id: string;
  risk_id: string;
  description: string;
  due_date: string;
  status: ActionStatus;
  owner: string | null;
  overdue: boolean;
}

function toRecord(row: RiskRow, actions: ActionRow[]): RiskRecord {
  const inherentScore = row.likelihood * row.impact;
  const residualScore = row.residualLikelihood * row.residualImpact;
  return {
    ...row,
    inherentScore,
    inherentRating: ratingFor(inherentScore),
    residualScore,
    residualRating: ratingFor(residualScore),
    actions: actions
      .filter((a) => a.risk_id === row.id)
      .map((a) => ({ id: a.id, description: a.description, dueDate: a.due_date, status: a.status, owner: a.owner ?? undefined, overdue: a.overdue })),
  };
}

const RISK_COLUMNS = `id, title, category, description, owner, likelihood, impact, controls,
  residual_likelihood AS "residualLikelihood", residual_impact AS "residualImpact", status,
  coalesce(created_by::text, '') AS "createdBy", to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`;
const ACTION_SELECT = `SELECT id, risk_id, description, to_char(due_date, 'YYYY-MM-DD') AS due_date, status, owner,
  (status <> 'done' AND due_date < CURRENT_DATE) AS overdue FROM risk_actions`;

export async function listRisks(db: Queryable, companyId: string): Promise<RiskRecord[]> {
  const rows = await db.query<RiskRow>(
    `SELECT ${RISK_COLUMNS} FROM risks WHERE company_id = $1 ORDER BY residual_likelihood * residual_impact DESC, likelihood * impact DESC, created_at`,
    [companyId],
  );
  const actions = await db.query<ActionRow>(`${ACTION_SELECT} WHERE company_id = $1 ORDER BY risk_id, position`, [companyId]);
  return rows.map((row) => toRecord(row, actions));
}

export async function findRisk(db: Queryable, companyId: string, id: string): Promise<RiskRecord | null> {
  const row = await db.one<RiskRow>(`SELECT ${RISK_COLUMNS} FROM risks WHERE company_id = $1 AND id = $2`, [companyId, id]);
  if (!row) return null;
  const actions = await db.query<ActionRow>(`${ACTION_SELECT} WHERE company_id = $1 AND risk_id = $2 ORDER BY position`, [companyId, id]);
  return toRecord(row, actions);
}

const values = (input: RiskInput) => [
  input.title,
  input.category,
  input.description,
  input.owner,
  input.likelihood,
  input.impact,
  input.controls,
  input.residualLikelihood,
  input.residualImpact,
  input.status,
];

async function replaceActions(db: Queryable, companyId: string, riskId: string, input: RiskInput): Promise<void> {
  await db.execute(`DELETE FROM risk_actions WHERE company_id = $1 AND risk_id = $2`, [companyId, riskId]);
  for (const [position, action] of input.actions.entries()) {
    await db.execute(`INSERT INTO risk_actions (risk_id, company_id, position, description, due_date, status, owner) VALUES ($1, $2, $3, $4, $5::date, $6, $7)`, [
      riskId,
      companyId,
      position,
      action.description,
      action.dueDate,
      action.status,
      action.owner?.trim() || null,
    ]);
  }
}

export async function insertRisk(db: Queryable, companyId: string, userId: string, input: RiskInput): Promise<string> {
  const row = await db.one<{ id: string }>(
    `INSERT INTO risks (title, category, description, owner, likelihood, impact, controls, residual_likelihood, residual_impact, status, company_id, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [...values(input), companyId, userId],
  );
  await replaceActions(db, companyId, row!.id, input);
  return row!.id;
}

export async function updateRisk(db: Queryable, companyId: string, id: string, input: RiskInput): Promise<boolean> {
  const changed = await db.execute(
    `UPDATE risks SET title = $1, category = $2, description = $3, owner = $4, likelihood = $5, impact = $6, controls = $7,
            residual_likelihood = $8, residual_impact = $9, status = $10, updated_at = now()
      WHERE company_id = $11 AND id = $12`,
    [...values(input), companyId, id],
  );
  if (changed === 1) await replaceActions(db, companyId, id, input);
  return changed === 1;
}

export async function deleteRisk(db: Queryable, companyId: string, id: string): Promise<boolean> {
  return (await db.execute(`DELETE FROM risks WHERE company_id = $1 AND id = $2`, [companyId, id])) === 1;
}
