import type { CompanyAssessmentProgress } from 'shared-contracts';
import type { Queryable } from '../../db/database';

/** Assessment progress of one company, from the assessments feature once it exists. */
export async function companyAssessmentProgress(_db: Queryable, _companyId: string): Promise<CompanyAssessmentProgress[]> {
  return [];
}

/** Share of assessment questions answered across all companies; null before any assessment exists. */
export async function assessmentCompletionPercent(_db: Queryable): Promise<number | null> {
  return null;
}
