import { apiRequest } from 'shared-auth';
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
  load: (from?: string, signal?: AbortSignal) => apiRequest<CalendarResponse>(`/api/calendar${from ? `?from=${from}` : ''}`, { signal }),
  createTask: (body: CalendarTaskRequest) => apiRequest<CalendarTaskResponse>('/api/calendar/tasks', { method: 'POST', body }),
  setOwner: (obligationId: string, body: ObligationOwnerRequest) =>
    apiRequest<ObligationOwnerResponse>(`/api/calendar/obligations/${encodeURIComponent(obligationId)}/owner`, { method: 'PUT', body }),
  removeOwner: (obligationId: string) => apiRequest<MessageResponse>(`/api/calendar/obligations/${encodeURIComponent(obligationId)}/owner`, { method: 'DELETE' }),
};

/** Statutory due dates in [from, to) without a task yet (a task made from one shows as the task). */
export async function loadStatutoryDue(from: string, to: string, signal?: AbortSignal): Promise<CalendarEntry[]> {
  const calendar = await calendarApi.load(from, signal);
  return calendar.occurrences.filter((o) => o.dueDate < to && o.task === null);
}
