import type { CompanyAssessmentProgress } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { companyProgress } from '../assessments/progressService';

/** Assessment progress of one company, as the assessments feature computes it for the company itself. */
export async function companyAssessmentProgress(db: Queryable, companyId: string): Promise<CompanyAssessmentProgress[]> {
  const progress = await companyProgress(db, companyId);
  return [progress.hr, progress.rbi, progress.mca, progress.selfAudit].filter((p): p is CompanyAssessmentProgress => p !== null);
}
