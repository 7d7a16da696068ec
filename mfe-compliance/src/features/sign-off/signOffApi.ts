import { apiRequest, downloadFile } from 'shared-auth';
import type {
  AssessmentKindId,
  AssessmentSignOffResponse,
  OccurrenceActionResponse,
  ReviewDecision,
  ReviewQueueResponse,
  SignOffActionResponse,
  TaskReviewResponse,
} from 'shared-contracts';

type Decision = ReviewDecision;

/** Which assessment: the bank or checklist (the server's default when absent) and the period (null: the current one). */
export interface AssessmentTarget {
  scope?: string;
  period?: string | null;
}

const targetQuery = ({ scope, period }: AssessmentTarget = {}) => {
  const params = new URLSearchParams();
  if (scope) params.set('scope', scope);
  if (period) params.set('period', period);
  const query = params.toString();
  return query ? `?${query}` : '';
};
const targetBody = ({ scope, period }: AssessmentTarget = {}) => ({ ...(scope ? { scope } : {}), ...(period ? { period } : {}) });

export const fetchSignOff = (kind: AssessmentKindId, target?: AssessmentTarget) =>
  apiRequest<AssessmentSignOffResponse>(`/api/sign-off/assessments/${kind}${targetQuery(target)}`);

export const submitForReview = (kind: AssessmentKindId, comment: string, target?: AssessmentTarget) =>
  apiRequest<SignOffActionResponse>(`/api/sign-off/assessments/${kind}/submit`, {
    method: 'POST',
    body: { comment, ...targetBody(target) },
  });

/** The password goes with an approval by a reviewer who signs in without two-step verification (step-up). */
const stepUp = (password?: string) => (password ? { password } : {});

export const reviewAssessment = (kind: AssessmentKindId, decision: Decision, comment: string, target?: AssessmentTarget, password?: string) =>
  apiRequest<SignOffActionResponse>(`/api/sign-off/assessments/${kind}/${decision === 'approved' ? 'approve' : 'return'}`, {
    method: 'POST',
    body: { comment, ...targetBody(target), ...stepUp(password) },
  });

export const fetchReviewQueue = () => apiRequest<ReviewQueueResponse>('/api/sign-off/queue');

export const reviewTask = (id: string, decision: Decision, comment: string, password?: string) =>
  apiRequest<TaskReviewResponse>(`/api/sign-off/tasks/${id}/review`, { method: 'POST', body: { decision, comment, ...stepUp(password) } });

/** A statutory filing's sign-off: its receipt is approved with it (docs/obligations-api.md). */
export const reviewFiling = (id: string, decision: Decision, comment: string, password?: string) =>
  apiRequest<OccurrenceActionResponse>(`/api/obligations/occurrences/${encodeURIComponent(id)}/${decision === 'approved' ? 'approve' : 'return'}`, {
    method: 'POST',
    body: { ...(comment ? { comment } : {}), ...(decision === 'approved' ? stepUp(password) : {}) },
  });

export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

/**
 * Downloads a server export of one period (the current one by default) through fetch with the
 * session cookie (errors are shown in the page, not as a browser error page), under the server's file name.
 */
export function downloadExport(kind: AssessmentKindId, format: ExportFormat, target?: AssessmentTarget): Promise<void> {
  return downloadFile(`/api/exports/assessments/${kind}.${format}${targetQuery(target)}`, `${kind}-assessment.${format}`, 'The export could not be made');
}
