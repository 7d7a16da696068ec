import { apiRequest } from 'shared-auth';
import { loadCalendarView } from '../../common/api';
import type { MessageResponse, CalendarTaskRequest, CalendarTaskResponse, ObligationOwnerRequest, ObligationOwnerResponse } from 'shared-contracts';

export const calendarApi = {
  /** The month answer with the library's texts (titles, citations, notes) joined in. */
  load: (from?: string, signal?: AbortSignal) => loadCalendarView(from ? `?from=${from}` : '', signal),
  createTask: (body: CalendarTaskRequest) => apiRequest<CalendarTaskResponse>('/api/calendar/tasks', { method: 'POST', body }),
  setOwner: (obligationId: string, body: ObligationOwnerRequest) =>
    apiRequest<ObligationOwnerResponse>(`/api/calendar/obligations/${encodeURIComponent(obligationId)}/owner`, { method: 'PUT', body }),
  removeOwner: (obligationId: string) => apiRequest<MessageResponse>(`/api/calendar/obligations/${encodeURIComponent(obligationId)}/owner`, { method: 'DELETE' }),
};
