import { apiRequest } from 'shared-auth';
import type { CalendarResponse, FiledBeforeJoiningRequest, FiledBeforeJoiningResponse, TrackingChoice, TrackingResponse } from 'shared-contracts';

/** Day one: how far back to track, and the due dates filed before the company joined (docs/obligations-api.md). */
export const trackingApi = {
  load: (signal?: AbortSignal) => apiRequest<TrackingResponse>('/api/obligations/tracking', { signal }),
  save: (choice: TrackingChoice) => apiRequest<TrackingResponse>('/api/obligations/tracking', { method: 'PUT', body: { choice } }),
  /** The open due dates from the tracking start up to the day the company joined (overdue by now). */
  pastDue: (t: TrackingResponse, signal?: AbortSignal) =>
    apiRequest<CalendarResponse>(`/api/obligations/calendar?from=${t.trackingStart}&to=${t.joinedOn}&status=overdue`, { signal }),
  markFiled: (body: FiledBeforeJoiningRequest) => apiRequest<FiledBeforeJoiningResponse>('/api/obligations/occurrences/filed-before-joining', { method: 'POST', body }),
};
