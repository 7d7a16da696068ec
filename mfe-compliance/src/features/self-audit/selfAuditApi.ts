import { apiRequest } from 'shared-auth';
import { periodQuery } from '../assessment-common/periods';
import type {
  SelfAuditAudit,
  SelfAuditContentResponse,
  SelfAuditEntityType,
  SelfAuditGetResponse,
  SelfAuditSubmitRequest,
  SelfAuditSubmitResponse,
} from 'shared-contracts';

export interface SelfAuditData {
  audit: SelfAuditAudit | null;
  checklist: SelfAuditContentResponse;
}

/**
 * The page opens on the company's own category (the server derives it from the profile); a type
 * the user picks on the page wins. The answers are always those of the category shown, so one
 * category's answers are never shown, nor saved, against another category's items.
 */
export async function fetchSelfAudit(chosen: SelfAuditEntityType | null, period: string | null = null): Promise<SelfAuditData> {
  const query = chosen ? `?entityType=${encodeURIComponent(chosen)}` : '';
  const checklist = await apiRequest<SelfAuditContentResponse>(`/api/assessments/content/self-audit${query}`);
  const { audit } = await apiRequest<SelfAuditGetResponse>(`/api/self-audit/get?entityType=${encodeURIComponent(checklist.entityType)}${periodQuery(period, false)}`);
  return { audit: audit && audit.nbfcCategory === checklist.entityType ? audit : null, checklist };
}

export function saveSelfAudit(body: SelfAuditSubmitRequest) {
  return apiRequest<SelfAuditSubmitResponse>('/api/self-audit/save', { method: 'POST', body });
}

export function submitSelfAudit(body: SelfAuditSubmitRequest) {
  return apiRequest<SelfAuditSubmitResponse>('/api/self-audit/submit', { method: 'POST', body });
}
