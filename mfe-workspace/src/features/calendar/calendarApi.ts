import { apiRequest } from 'shared-auth';
import { loadCalendarView } from '../../common/api';
import type { MessageResponse, CalendarTaskRequest, CalendarTaskResponse, ObligationOwnerRequest, ObligationOwnerResponse } from 'shared-contracts';

export const calendarApi = {
  /** The month answer with the library's texts (titles, citations, notes) joined in. */
  load: (from?: string, signal?: AbortSignal) => loadCalendarView(from ? `?from=${from}` : '', signal),
  createTask: (body: CalendarTaskRequest) => apiRequest<CalendarTaskResponse>('/api/obligations/tasks', { method: 'POST', body }),
  setOwner: (obligationId: string, body: ObligationOwnerRequest) =>
    apiRequest<ObligationOwnerResponse>(`/api/obligations/${encodeURIComponent(obligationId)}/owner`, { method: 'PUT', body }),
  removeOwner: (obligationId: string) => apiRequest<MessageResponse>(`/api/obligations/${encodeURIComponent(obligationId)}/owner`, { method: 'DELETE' }),
};
