import type { CompanyAssessmentProgress } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { companyProgress } from '../assessments/progressService';

/** Assessment progress of one company, as the assessments feature computes it for the company itself. */
export async function companyAssessmentProgress(db: Queryable, companyId: string): Promise<CompanyAssessmentProgress[]> {
  const progress = await companyProgress(db, companyId);
  return [progress.hr, progress.rbi, progress.mca, progress.selfAudit].filter((p): p is CompanyAssessmentProgress => p !== null);
}

/**
 * Completed assessments out of those the active companies have to do: HR, MCA and self-audit
 * for every company, RBI for those with an NBFC type (its question bank depends on it).
 */
export async function assessmentCompletionPercent(db: Queryable): Promise<number | null> {
  const row = await db.one<{ due: number; done: number }>(
    `SELECT (SELECT coalesce(sum(CASE WHEN nbfc_type IS NULL OR nbfc_type = '' THEN 3 ELSE 4 END), 0)::int
               FROM companies WHERE status = 'active') AS due,
            (SELECT count(*)::int FROM assessments a JOIN companies c ON c.id = a.company_id
              WHERE c.status = 'active' AND a.status = 'completed'
                AND (a.kind <> 'rbi' OR coalesce(c.nbfc_type, '') <> '')
                -- the current (latest) period of each assessment; earlier periods are history
                AND NOT EXISTS (SELECT 1 FROM assessments b WHERE b.company_id = a.company_id AND b.kind = a.kind AND b.period > a.period)) AS done`,
  );
  if (!row || row.due === 0) return null;
  return Math.round((row.done / row.due) * 1000) / 10;
}
