import { apiRequest } from 'shared-auth';
import { periodQuery } from '../assessment-common/periods';
import type { McaAssessment, McaAssessmentResponse, McaCompleteResponse, McaContentResponse, McaSubmitRequest, McaSubmitResponse } from 'shared-contracts';

export interface McaData {
  content: McaContentResponse;
  saved: McaAssessment;
}

export async function fetchMca(period: string | null = null): Promise<McaData> {
  const [content, answers] = await Promise.all([
    apiRequest<McaContentResponse>('/api/assessments/content/mca'),
    apiRequest<McaAssessmentResponse>(`/api/mca-compliance${periodQuery(period)}`),
  ]);
  return { content, saved: answers.assessment };
}

/** The same call serves Save Progress and the first step of Submit. */
export function saveMca(body: McaSubmitRequest) {
  return apiRequest<McaSubmitResponse>('/api/mca-compliance/submit', { method: 'POST', body });
}

export function completeMca(period?: string) {
  return apiRequest<McaCompleteResponse>(`/api/mca-compliance/complete${periodQuery(period ?? null)}`, { method: 'POST' });
}
