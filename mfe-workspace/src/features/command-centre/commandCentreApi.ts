import { apiRequest } from 'shared-auth';
import type {
  CalendarResponse,
  ComplianceScoreResponse,
  DocumentUploadResponse,
  NotApplicableRequest,
  ObligationSummaryResponse,
  OccurrenceActionResponse,
  RecordFilingRequest,
  ReviewFilingRequest,
} from 'shared-contracts';
import { DOCUMENT_NBFC_TYPES } from 'shared-contracts';

const action = (id: string, verb: string, body?: unknown) =>
  apiRequest<OccurrenceActionResponse>(`/api/obligations/occurrences/${encodeURIComponent(id)}/${verb}`, { method: 'POST', body: body ?? {} });

/** The command centre's reads (h3a's API, docs/obligations-api.md) and the actions on an occurrence. */
export const commandCentreApi = {
  calendar: (query: string, signal?: AbortSignal) => apiRequest<CalendarResponse>(`/api/calendar${query}`, { signal }),
  summary: (signal?: AbortSignal) => apiRequest<ObligationSummaryResponse>('/api/obligations/summary', { signal }),
  score: (period: 'month' | 'quarter', signal?: AbortSignal) => apiRequest<ComplianceScoreResponse>(`/api/obligations/score?period=${period}&count=6`, { signal }),
  start: (id: string) => action(id, 'start'),
  recordFiling: (id: string, body: RecordFilingRequest) => action(id, 'filing', body),
  approve: (id: string, body: ReviewFilingRequest) => action(id, 'approve', body),
  returnFiling: (id: string, body: ReviewFilingRequest) => action(id, 'return', body),
  notApplicable: (id: string, body: NotApplicableRequest) => action(id, 'not-applicable', body),
  reinstate: (id: string, body: NotApplicableRequest) => action(id, 'reinstate', body),
  /** The receipt is kept as a document of the company's register (evidence), then named in the filing. */
  uploadReceipt: (file: File, name: string) => {
    const form = new FormData();
    form.append('name', name.slice(0, 200));
    form.append('category', 'Other Policies');
    form.append('nbfcType', DOCUMENT_NBFC_TYPES[0]);
    form.append('file', file);
    return apiRequest<DocumentUploadResponse>('/api/documents/upload', { method: 'POST', body: form });
  },
};
