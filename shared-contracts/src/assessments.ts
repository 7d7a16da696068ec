// API payload types of the assessments feature (HR, RBI, MCA, self-audit), used by the api and the front ends.

export type AssessmentKey = 'hr' | 'rbi' | 'mca' | 'selfAudit';

/** Progress of one assessment for the caller's company, computed by the server. */
export interface AssessmentProgress {
  key: AssessmentKey;
  label: string;
  answered: number;
  total: number;
  /** round(answered / total * 100) */
  percent: number;
  status: 'not-started' | 'in-progress' | 'completed';
  updatedAt: string | null;
}

/** GET /api/assessments/progress (any company role): one entry per assessment; rbi is null without an NBFC type. */
export interface AssessmentProgressResponse {
  success: true;
  progress: { hr: AssessmentProgress; rbi: AssessmentProgress | null; mca: AssessmentProgress; selfAudit: AssessmentProgress };
}
