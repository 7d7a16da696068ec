import { apiRequest } from 'shared-auth';
import type {
  CalendarResponse,
  ComplianceScoreResponse,
  DocumentListResponse,
  DocumentUploadResponse,
  NotApplicableRequest,
  ObligationNotApplicableRequest,
  ObligationNotApplicableResponse,
  ObligationSummaryResponse,
  OccurrenceActionResponse,
  OccurrenceDetailResponse,
  ReviewQueueResponse,
  RecordFilingRequest,
  ReviewFilingRequest,
} from 'shared-contracts';

const action = (id: string, verb: string, body?: unknown) =>
  apiRequest<OccurrenceActionResponse>(`/api/obligations/occurrences/${encodeURIComponent(id)}/${verb}`, { method: 'POST', body: body ?? {} });

/** The command centre's reads (h3a's API, docs/obligations-api.md) and the actions on an occurrence. */
export const commandCentreApi = {
  calendar: (query: string, signal?: AbortSignal) => apiRequest<CalendarResponse>(`/api/obligations/calendar${query}`, { signal }),
  summary: (signal?: AbortSignal) => apiRequest<ObligationSummaryResponse>('/api/obligations/summary', { signal }),
  score: (period: 'month' | 'quarter', signal?: AbortSignal) => apiRequest<ComplianceScoreResponse>(`/api/obligations/score?period=${period}&count=6`, { signal }),
  detail: (id: string, signal?: AbortSignal) => apiRequest<OccurrenceDetailResponse>(`/api/obligations/occurrences/${encodeURIComponent(id)}`, { signal }),
  /** What awaits the caller's sign-off (its filings are drawn in Pending Review). */
  reviewQueue: (signal?: AbortSignal) => apiRequest<ReviewQueueResponse>('/api/sign-off/queue', { signal }),
  start: (id: string) => action(id, 'start'),
  recordFiling: (id: string, body: RecordFilingRequest) => action(id, 'filing', body),
  approve: (id: string, body: ReviewFilingRequest) => action(id, 'approve', body),
  returnFiling: (id: string, body: ReviewFilingRequest) => action(id, 'return', body),
  notApplicable: (id: string, body: NotApplicableRequest) => action(id, 'not-applicable', body),
  reinstate: (id: string, body: NotApplicableRequest) => action(id, 'reinstate', body),
  /** The whole obligation, from a first due date on (admin). */
  obligationNotApplicable: (obligationId: string, body: ObligationNotApplicableRequest) =>
    apiRequest<ObligationNotApplicableResponse>(`/api/obligations/${encodeURIComponent(obligationId)}/not-applicable`, { method: 'POST', body }),
  obligationReinstate: (obligationId: string, body: ObligationNotApplicableRequest) =>
    apiRequest<ObligationNotApplicableResponse>(`/api/obligations/${encodeURIComponent(obligationId)}/reinstate`, { method: 'POST', body }),
  /**
   * The receipt is kept as a document of the company's register (evidence), then named in the filing. The server
   * decides its document type (the company's own) and category; it is approved with the filing.
   */
  uploadReceipt: (id: string, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return apiRequest<DocumentUploadResponse>(`/api/obligations/occurrences/${encodeURIComponent(id)}/receipt`, { method: 'POST', body: form });
  },
  /** The register's documents, to pick a receipt already uploaded there. */
  registerDocuments: (signal?: AbortSignal) => apiRequest<DocumentListResponse>('/api/documents/get?limit=200', { signal }),
};
