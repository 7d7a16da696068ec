import { apiRequest } from 'shared-auth';
import { periodQuery } from '../assessment-common/periods';
import type { NbfcType, RbiAssessment, RbiAssessmentResponse, RbiContentResponse, RbiQuestion, RbiSubmitRequest, RbiSubmitResponse } from 'shared-contracts';

export type RbiData =
  { kind: 'no-nbfc-type'; message: string } | { kind: 'ready'; nbfcType: NbfcType; areas: string[]; questions: RbiQuestion[]; answers: RbiAssessment | null };

/** The bank of the company's NBFC type, then the company's answers (none to read without a type). */
export async function fetchRbi(period: string | null = null): Promise<RbiData> {
  const content = await apiRequest<RbiContentResponse>('/api/assessments/content/rbi');
  if (!content.success) return { kind: 'no-nbfc-type', message: content.message };
  const answers = await apiRequest<RbiAssessmentResponse>(`/api/rbi-compliance${periodQuery(period)}`);
  return { kind: 'ready', nbfcType: content.nbfcType, areas: content.areas, questions: content.questions, answers: answers.assessment };
}

export function saveRbi(body: RbiSubmitRequest) {
  return apiRequest<RbiSubmitResponse>('/api/rbi-compliance/save', { method: 'POST', body });
}

export function submitRbi(body: RbiSubmitRequest) {
  return apiRequest<RbiSubmitResponse>('/api/rbi-compliance/submit', { method: 'POST', body });
}
