import type { ObligationOwner } from 'shared-contracts';
import type { Queryable } from '../../../db/database';
import type { NbfcCategory } from '../../../content/calendar';

export async function companyCategory(db: Queryable, companyId: string): Promise<NbfcCategory | null> {
  const row = await db.one<{ nbfc_type: string | null }>('SELECT nbfc_type FROM companies WHERE id = $1', [companyId]);
  if (row?.nbfc_type === 'Core Investment Companies') return 'CIC';
  if (row?.nbfc_type === 'Housing Finance Companies') return 'HFC';
  return null;
}

interface OwnerRow {
  company_id: string;
  obligation_id: string;
  assignee_id: string;
  assignee_name: string;
  checker_id: string | null;
  checker_name: string | null;
  lead_days: number;
  updated_by: string | null;
}

const OWNER_SELECT = `SELECT o.company_id, o.obligation_id, o.assignee_id, o.checker_id, o.lead_days, o.updated_by,
    trim(concat(a.first_name, ' ', a.last_name)) AS assignee_name,
    CASE WHEN c.id IS NULL THEN NULL ELSE trim(concat(c.first_name, ' ', c.last_name)) END AS checker_name
  FROM obligation_owners o
  JOIN users a ON a.id = o.assignee_id AND a.deleted_at IS NULL
  LEFT JOIN users c ON c.id = o.checker_id AND c.deleted_at IS NULL`;

const toOwner = (r: OwnerRow): ObligationOwner => ({
  assigneeId: r.assignee_id,
  assigneeName: r.assignee_name,
  checkerId: r.checker_name ? r.checker_id : null,
  checkerName: r.checker_name,
  leadDays: r.lead_days,
});

export async function ownersOf(db: Queryable, companyId: string): Promise<Map<string, ObligationOwner>> {
  const rows = await db.query<OwnerRow>(`${OWNER_SELECT} WHERE o.company_id = $1`, [companyId]);
  return new Map(rows.map((r) => [r.obligation_id, toOwner(r)]));
}

/** Every owner rule of every company (the scheduler's work list). */
export async function allOwners(
  db: Queryable,
  only?: { companyId: string; obligationId: string },
): Promise<Array<ObligationOwner & { companyId: string; obligationId: string; updatedBy: string | null }>> {
  const rows = await db.query<OwnerRow>(
    `${OWNER_SELECT} JOIN companies co ON co.id = o.company_id AND co.status = 'active'
      WHERE ($1::uuid IS NULL OR o.company_id = $1) AND ($2::text IS NULL OR o.obligation_id = $2)
      ORDER BY o.company_id`,
    [only?.companyId ?? null, only?.obligationId ?? null],
  );
  return rows.map((r) => ({ ...toOwner(r), companyId: r.company_id, obligationId: r.obligation_id, updatedBy: r.updated_by }));
}

export async function upsertOwner(
  db: Queryable,
  companyId: string,
  obligationId: string,
  owner: { assigneeId: string; checkerId: string | null; leadDays: number },
  userId: string,
): Promise<void> {
  await db.execute(
    `INSERT INTO obligation_owners (company_id, obligation_id, assignee_id, checker_id, lead_days, updated_by, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, now())
     ON CONFLICT (company_id, obligation_id) DO UPDATE SET assignee_id = EXCLUDED.assignee_id, checker_id = EXCLUDED.checker_id,
       lead_days = EXCLUDED.lead_days, updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [companyId, obligationId, owner.assigneeId, owner.checkerId, owner.leadDays, userId],
  );
}

export function deleteOwner(db: Queryable, companyId: string, obligationId: string): Promise<number> {
  return db.execute('DELETE FROM obligation_owners WHERE company_id = $1 AND obligation_id = $2', [companyId, obligationId]);
}

/** Claims the occurrence for a task; false when another request or instance already did (same transaction as the task). */
export async function claimOccurrence(
  db: Queryable,
  link: { companyId: string; obligationId: string; dueDate: string; taskId: string; createdBy: string | null },
): Promise<boolean> {
  const row = await db.one<{ task_id: string }>(
    `INSERT INTO obligation_tasks (company_id, obligation_id, due_date, task_id, created_by)
     VALUES ($1, $2, $3::date, $4, $5) ON CONFLICT DO NOTHING RETURNING task_id`,
    [link.companyId, link.obligationId, link.dueDate, link.taskId, link.createdBy],
  );
  return row !== null;
}

export function isOccurrenceClaimed(db: Queryable, companyId: string, obligationId: string, dueDate: string) {
  return db.one<{ task_id: string }>('SELECT task_id FROM obligation_tasks WHERE company_id = $1 AND obligation_id = $2 AND due_date = $3::date', [
    companyId,
    obligationId,
    dueDate,
  ]);
}

export async function setTaskChecker(db: Queryable, companyId: string, taskId: string, checkerId: string | null): Promise<void> {
  await db.execute('UPDATE tasks SET checker_id = $3 WHERE company_id = $1 AND id = $2', [companyId, taskId, checkerId]);
}

/** A live admin of the company, to stand as the assigner of tasks the scheduler creates. */
export async function anyAdmin(db: Queryable, companyId: string): Promise<string | null> {
  const row = await db.one<{ id: string }>(`SELECT id FROM users WHERE company_id = $1 AND role = 'admin' AND deleted_at IS NULL ORDER BY created_at LIMIT 1`, [
    companyId,
  ]);
  return row?.id ?? null;
}
