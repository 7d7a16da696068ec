import { apiRequest } from 'shared-auth';
import { loadCalendarView } from '../../common/api';
import type {
  MessageResponse,
  CalendarEntry,
  CalendarResponse,
  CalendarTaskRequest,
  CalendarTaskResponse,
  ObligationOwnerRequest,
  ObligationOwnerResponse,
} from 'shared-contracts';

export const calendarApi = {
  /** The month answer with the library's texts (titles, citations, notes) joined in. */
  load: (from?: string, signal?: AbortSignal) => loadCalendarView(from ? `?from=${from}` : '', signal),
  createTask: (body: CalendarTaskRequest) => apiRequest<CalendarTaskResponse>('/api/calendar/tasks', { method: 'POST', body }),
  setOwner: (obligationId: string, body: ObligationOwnerRequest) =>
    apiRequest<ObligationOwnerResponse>(`/api/calendar/obligations/${encodeURIComponent(obligationId)}/owner`, { method: 'PUT', body }),
  removeOwner: (obligationId: string) => apiRequest<MessageResponse>(`/api/calendar/obligations/${encodeURIComponent(obligationId)}/owner`, { method: 'DELETE' }),
};

/** Statutory due dates in [from, to) without a task yet (a task made from one shows as the task). */
export async function loadStatutoryDue(from: string, to: string, signal?: AbortSignal): Promise<CalendarEntry[]> {
  // The month grid shows titles only, which each occurrence carries: no need for the library's texts.
  const calendar = await apiRequest<CalendarResponse>(`/api/calendar?from=${from}`, { signal });
  return calendar.occurrences.filter((o) => o.dueDate < to && o.task === null);
}
