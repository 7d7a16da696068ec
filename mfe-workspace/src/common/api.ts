import { apiRequest } from 'shared-auth';
import type { CalendarResponse, TaskSummaryResponse } from 'shared-contracts';
import type { AssessmentProgressResponse, MyTasksResponse, TaskStatus, UpdateTaskStatusResponse } from './types';

/** One page of My Tasks: `limit` tasks (of one status), after a previous page's cursor. */
export interface MyTasksPageQuery {
  limit: number;
  status?: TaskStatus;
  cursor?: string | null;
}

const pageQuery = ({ limit, status, cursor }: MyTasksPageQuery) =>
  `?limit=${limit}${status ? `&status=${status}` : ''}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;

export const workspaceApi = {
  /** Every task of the caller (the calendar and the dashboard's lists). */
  myTasks: (signal?: AbortSignal) => apiRequest<MyTasksResponse>('/api/tasks/my-tasks', { signal }),
  /** A page of the caller's tasks, paged on the server. */
  myTasksPage: (query: MyTasksPageQuery, signal?: AbortSignal) => apiRequest<MyTasksResponse>(`/api/tasks/my-tasks${pageQuery(query)}`, { signal }),
  /** The caller's counts per status and overdue, over all its tasks. */
  summary: (signal?: AbortSignal) => apiRequest<TaskSummaryResponse>('/api/tasks/summary', { signal }),
  updateStatus: (id: string, status: TaskStatus) =>
    apiRequest<UpdateTaskStatusResponse>(`/api/tasks/update-status/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status } }),
  assessmentProgress: (signal?: AbortSignal) => apiRequest<AssessmentProgressResponse>('/api/assessments/progress', { signal }),
  statutoryCalendar: (signal?: AbortSignal) => apiRequest<CalendarResponse>('/api/calendar', { signal }),
};
