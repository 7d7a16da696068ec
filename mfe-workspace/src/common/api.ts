import { apiRequest } from 'shared-auth';
import { joinCalendarTexts, type CalendarLibraryResponse, type CalendarResponse, type CalendarView } from 'shared-contracts';
import type { AssessmentProgressResponse } from './types';

// What several features read: the assessments' progress, and the statutory calendar as its screens show it.

/** The company's assessment progress: the dashboards' rings and lists, the maker's drafts. */
export const assessmentsApi = {
  progress: (signal?: AbortSignal) => apiRequest<AssessmentProgressResponse>('/api/assessments/progress', { signal }),
};

/**
 * The calendar library's texts, per version, for the session: a version never changes (the server sends it as
 * immutable), so every screen after the first joins its month answer to the one read. Not aborted with a screen's
 * signal, since another screen may be waiting for the same read; a failed read is tried again next time.
 */
const libraries = new Map<string, Promise<CalendarLibraryResponse>>();
function calendarLibrary(version: string): Promise<CalendarLibraryResponse> {
  let library = libraries.get(version);
  if (!library) {
    library = apiRequest<CalendarLibraryResponse>(`/api/obligations/library?version=${encodeURIComponent(version)}`);
    libraries.set(version, library);
    library.catch(() => libraries.delete(version));
  }
  return library;
}

/** GET /api/obligations/calendar (`query`: '' or '?from=…') with the library's titles, frequencies, citations and notes joined in. */
export async function loadCalendarView(query: string, signal?: AbortSignal): Promise<CalendarView> {
  const calendar = await apiRequest<CalendarResponse>(`/api/obligations/calendar${query}`, { signal });
  return joinCalendarTexts(calendar, await calendarLibrary(calendar.libraryVersion));
}
