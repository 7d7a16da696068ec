import { apiRequest, queryString } from 'shared-auth';
import type {
  AssignTaskRequest,
  AssignTaskResponse,
  MyTasksResponse,
  ReviewedResponse,
  TaskListQuery,
  TaskListResponse,
  TaskStatus,
  TaskSummaryResponse,
  UpdateTaskStatusResponse,
} from '../../common/types';

/** One page of My Tasks: `limit` tasks (of one status), after a previous page's cursor. */
export interface MyTasksPageQuery {
  limit: number;
  status?: TaskStatus;
  cursor?: string | null;
}

/** Every task call of the three areas: the admin's company-wide list and assignment, the maker's and checker's own tasks. */
export const tasksApi = {
  /** Admin: the company's tasks, filtered and paged on the server. */
  list: (filters: TaskListQuery, signal?: AbortSignal) => apiRequest<TaskListResponse>(`/api/tasks${queryString({ ...filters })}`, { signal }),
  /** Admin: the whole company's counts; maker/checker: the caller's own, over all its tasks. */
  summary: (signal?: AbortSignal) => apiRequest<TaskSummaryResponse>('/api/tasks/summary', { signal }),
  assign: (body: AssignTaskRequest) => apiRequest<AssignTaskResponse>('/api/tasks/assign', { method: 'POST', body }),
  /** Every task of the caller (the calendar and the dashboard's lists). */
  myTasks: (signal?: AbortSignal) => apiRequest<MyTasksResponse>('/api/tasks/my-tasks', { signal }),
  /** A page of the caller's tasks, paged on the server. */
  myTasksPage: ({ limit, status, cursor }: MyTasksPageQuery, signal?: AbortSignal) =>
    apiRequest<MyTasksResponse>(`/api/tasks/my-tasks${queryString({ limit, status, cursor })}`, { signal }),
  /** Checker: the tasks, filings and assessments the caller approved or returned, newest first. */
  reviewed: (signal?: AbortSignal) => apiRequest<ReviewedResponse>('/api/sign-off/reviewed', { signal }),
  updateStatus: (id: string, status: TaskStatus) =>
    apiRequest<UpdateTaskStatusResponse>(`/api/tasks/update-status/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status } }),
};
