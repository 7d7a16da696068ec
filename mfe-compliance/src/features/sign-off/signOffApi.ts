import { ApiRequestError, apiRequest, readStoredSession } from 'shared-auth';
import type { AssessmentKindId, AssessmentSignOff, AssessmentSignOffResponse, ReviewQueueResponse } from 'shared-contracts';

type Decision = 'approved' | 'returned';

export const fetchSignOff = (kind: AssessmentKindId) => apiRequest<AssessmentSignOffResponse>(`/api/sign-off/assessments/${kind}`);

export const submitForReview = (kind: AssessmentKindId, comment: string) =>
  apiRequest<{ success: true; message: string; signOff: AssessmentSignOff }>(`/api/sign-off/assessments/${kind}/submit`, { method: 'POST', body: { comment } });

export const reviewAssessment = (kind: AssessmentKindId, decision: Decision, comment: string) =>
  apiRequest<{ success: true; message: string; signOff: AssessmentSignOff }>(`/api/sign-off/assessments/${kind}/${decision === 'approved' ? 'approve' : 'return'}`, {
    method: 'POST',
    body: { comment },
  });

export const fetchReviewQueue = () => apiRequest<ReviewQueueResponse>('/api/sign-off/queue');

export const reviewTask = (id: string, decision: Decision, comment: string) =>
  apiRequest<{ success: true; message: string }>(`/api/sign-off/tasks/${id}/review`, { method: 'POST', body: { decision, comment } });

export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

/** Downloads a server export with the bearer token (a plain link would carry none), under the server's file name. */
export async function downloadExport(kind: AssessmentKindId, format: ExportFormat): Promise<void> {
  const token = readStoredSession()?.token;
  const response = await fetch(`/api/exports/assessments/${kind}.${format}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = await response.json().catch(() => ({}));
    throw new ApiRequestError(body.message || 'The export could not be made', response.status, body);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${kind}-assessment.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
