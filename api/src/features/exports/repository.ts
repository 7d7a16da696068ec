import type { Queryable } from '../../db/database';
import type { AssessmentKind } from '../assessments/repository';

/** The reads of an assessment report, all scoped by the caller's company. */

export function companyName(db: Queryable, companyId: string) {
  return db.one<{ company_name: string }>('SELECT company_name FROM companies WHERE id = $1', [companyId]);
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
