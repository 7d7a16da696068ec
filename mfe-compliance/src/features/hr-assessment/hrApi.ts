import { apiRequest } from 'shared-auth';
import { periodQuery } from '../assessment-common/periods';
import type {
  HrAssessment,
  HrAssessmentResponse,
  HrContentResponse,
  HrSaveBulkRequest,
  HrSaveBulkResponse,
  HrSaveRequest,
  HrSaveResponse,
  HrStatusResponse,
} from 'shared-contracts';

export interface HrData {
  content: HrContentResponse;
  assessment: HrAssessment;
}

/** The question bank and the company's answers, read together. */
export async function fetchHr(period: string | null = null): Promise<HrData> {
  const [content, answers] = await Promise.all([
    apiRequest<HrContentResponse>('/api/assessments/content/hr'),
    apiRequest<HrAssessmentResponse>(`/api/hr-compliance${periodQuery(period)}`),
  ]);
  return { content, assessment: answers.assessment };
}

export function saveHrResponse(body: HrSaveRequest) {
  return apiRequest<HrSaveResponse>('/api/hr-compliance/save', { method: 'POST', body });
}

export function saveHrBulk(body: HrSaveBulkRequest) {
  return apiRequest<HrSaveBulkResponse>('/api/hr-compliance/save-bulk', { method: 'POST', body });
}

export function completeHr(period?: string) {
  return apiRequest<HrStatusResponse>('/api/hr-compliance/status', { method: 'PUT', body: { status: 'completed', ...(period ? { period } : {}) } });
}
