import { apiRequest } from 'shared-auth';
import type { AssessmentKindId, DocumentRecord, EvidenceListResponse, EvidenceResponse, LinkEvidenceRequest, MessageResponse } from 'shared-contracts';
import { fetchDocuments } from '../documents/documentsApi';

export const fetchEvidence = (kind: AssessmentKindId, scope?: string) =>
  apiRequest<EvidenceListResponse>(`/api/evidence?kind=${encodeURIComponent(kind)}${scope ? `&scope=${encodeURIComponent(scope)}` : ''}`).then((r) => r.evidence);

export const attachEvidence = (body: LinkEvidenceRequest) => apiRequest<EvidenceResponse>('/api/evidence', { method: 'POST', body });

export const removeEvidence = (id: string) => apiRequest<MessageResponse>(`/api/evidence/${id}`, { method: 'DELETE' });

/** Pages of the register read for the evidence picker at most (50 each): a bounded loop. */
const MAX_REGISTER_PAGES = 40;

/** The register's documents for the evidence picker, read page by page (the server pages the register). */
export async function fetchRegisterDocuments(): Promise<DocumentRecord[]> {
  const all: DocumentRecord[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_REGISTER_PAGES; page++) {
    const answer = await fetchDocuments(cursor);
    all.push(...answer.documents);
    cursor = answer.nextCursor;
    if (!cursor) break;
  }
  return all;
}
