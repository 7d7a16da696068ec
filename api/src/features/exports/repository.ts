import type { Queryable } from '../../db/database';
import type { AssessmentKind } from '../assessments/repository';

/** The reads of an assessment report, all scoped by the caller's company. */

export function companyName(db: Queryable, companyId: string) {
  return db.one<{ company_name: string }>('SELECT company_name FROM companies WHERE id = $1', [companyId]);
}

/** A person's name as the reports print it ("Prepared by"). */
export async function userName(db: Queryable, userId: string): Promise<string> {
  const row = await db.one<{ name: string }>(`SELECT trim(concat(first_name, ' ', last_name)) AS name FROM users WHERE id = $1`, [userId]);
  return row?.name ?? '';
}

/** The assessment's state in the period, and who completed it. */
export function reportHeader(db: Queryable, companyId: string, kind: AssessmentKind, period: string) {
  return db.one<{
    status: string;
    nbfc_type: string | null;
    nbfc_category: string | null;
    completed_at: Date | null;
    first_name: string | null;
    last_name: string | null;
  }>(
    `SELECT a.status, a.nbfc_type, a.nbfc_category, a.completed_at, u.first_name, u.last_name
       FROM assessments a LEFT JOIN users u ON u.id = a.completed_by WHERE a.company_id = $1 AND a.kind = $2 AND a.period = $3`,
    [companyId, kind, period],
  );
}

/** The documents linked as evidence to each question of the assessment (scope: bank or checklist). */
export function evidenceNames(db: Queryable, companyId: string, kind: AssessmentKind, scope: string) {
  return db.query<{ question_id: string; name: string; expires_on: string | null }>(
    `SELECT e.question_id, d.name, e.expires_on FROM evidence_links e JOIN documents d ON d.id = e.document_id AND d.company_id = e.company_id
      WHERE e.company_id = $1 AND e.kind = $2 AND e.scope = $3 ORDER BY d.name`,
    [companyId, kind, scope],
  );
}

/** The evidence index: each document linked to a question of the assessment, with who linked it. */
export function evidenceIndex(db: Queryable, companyId: string, kind: AssessmentKind, scope: string) {
  return db.query<{
    question_id: string;
    name: string;
    category: string;
    expires_on: string | null;
    note: string;
    linked_at: Date;
    first_name: string | null;
    last_name: string | null;
  }>(
    `SELECT e.question_id, d.name, d.category, e.expires_on, e.note, e.linked_at, u.first_name, u.last_name
       FROM evidence_links e JOIN documents d ON d.id = e.document_id AND d.company_id = e.company_id
       LEFT JOIN users u ON u.id = e.linked_by
      WHERE e.company_id = $1 AND e.kind = $2 AND e.scope = $3 ORDER BY d.name, e.question_id`,
    [companyId, kind, scope],
  );
}

/** Every maker-checker step of one assessment's sign-off (submitted, approved, returned), oldest first, from the audit trail. */
export function signOffSteps(db: Queryable, companyId: string, kind: AssessmentKind, scope: string, period: string) {
  return db.query<{
    action: string;
    created_at: Date;
    actor_role: string | null;
    first_name: string | null;
    last_name: string | null;
    note: string | null;
    comment: string | null;
  }>(
    `SELECT e.action, e.created_at, COALESCE(e.actor_role, u.role) AS actor_role, u.first_name, u.last_name,
            e.after->>'note' AS note, e.after->>'comment' AS comment
       FROM audit_events e LEFT JOIN users u ON u.id = e.actor_id
      WHERE e.company_id = $1 AND e.action IN ('sign_off.submitted', 'sign_off.approved', 'sign_off.returned')
        AND e.after->>'kind' = $2 AND e.after->>'scope' = $3 AND e.after->>'periodKey' = $4
      ORDER BY e.created_at, e.seq`,
    [companyId, kind, scope, period],
  );
}
