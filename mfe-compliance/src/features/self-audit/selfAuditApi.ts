import { apiRequest } from 'shared-auth';
import {
  DEFAULT_SELF_AUDIT_ENTITY_TYPE,
  type SelfAuditContentResponse,
  type SelfAuditEntityType,
  type SelfAuditGetResponse,
  type SelfAuditSubmitRequest,
  type SelfAuditSubmitResponse,
} from 'shared-contracts';

export interface SelfAuditData {
  audit: SelfAuditGetResponse['audit'];
  checklist: SelfAuditContentResponse;
}

/**
 * Spec 001 section 2: the entity type is the default until a saved audit supplies one; a type
 * the user picks on the page wins over both.
 */
export async function fetchSelfAudit(chosen: SelfAuditEntityType | null): Promise<SelfAuditData> {
  const { audit } = await apiRequest<SelfAuditGetResponse>('/api/self-audit/get');
  const entityType = chosen ?? audit?.nbfcCategory ?? DEFAULT_SELF_AUDIT_ENTITY_TYPE;
  const checklist = await apiRequest<SelfAuditContentResponse>(
    `/api/assessments/content/self-audit?entityType=${encodeURIComponent(entityType)}`,
  );
  return { audit, checklist };
}

export function saveSelfAudit(body: SelfAuditSubmitRequest) {
  return apiRequest<SelfAuditSubmitResponse>('/api/self-audit/save', { method: 'POST', body });
}

export function submitSelfAudit(body: SelfAuditSubmitRequest) {
  return apiRequest<SelfAuditSubmitResponse>('/api/self-audit/submit', { method: 'POST', body });
}
