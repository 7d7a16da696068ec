import { apiRequest } from 'shared-auth';
import type { AssessmentKindId, EvidenceLink, LinkEvidenceRequest } from 'shared-contracts';

export const fetchEvidence = (kind: AssessmentKindId, scope?: string) =>
  apiRequest<{ success: true; evidence: EvidenceLink[] }>(`/api/evidence?kind=${encodeURIComponent(kind)}${scope ? `&scope=${encodeURIComponent(scope)}` : ''}`).then((r) => r.evidence);

export const attachEvidence = (body: LinkEvidenceRequest) =>
  apiRequest<{ success: true; message: string; evidence: EvidenceLink }>('/api/evidence', { method: 'POST', body });

export const removeEvidence = (id: string) => apiRequest<{ success: true; message: string }>(`/api/evidence/${id}`, { method: 'DELETE' });
