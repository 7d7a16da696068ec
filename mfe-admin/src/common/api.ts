import { apiRequest, queryString } from 'shared-auth';
import type { AssessmentProgressResponse } from 'shared-contracts';
import { MAX_TASK_PAGE_SIZE } from 'shared-contracts';
import type { Task, TaskListQuery, TaskListResponse, TaskSummaryResponse } from './types';

// The insights pages' reads (statistics, reports). The task pages themselves live in mfe-workspace.
export const adminApi = {
  tasks: (filters: TaskListQuery, signal?: AbortSignal) => apiRequest<TaskListResponse>(`/api/tasks${queryString({ ...filters })}`, { signal }),
  summary: (signal?: AbortSignal) => apiRequest<TaskSummaryResponse>('/api/tasks/summary', { signal }),
  assessmentProgress: (signal?: AbortSignal) => apiRequest<AssessmentProgressResponse>('/api/assessments/progress', { signal }),
};

/** Every task matching the filters, page by page (the task register export). */
export async function loadAllTasks(filters: TaskListQuery, signal?: AbortSignal, maxPages = 10): Promise<Task[]> {
  const tasks: Task[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const answer = await adminApi.tasks({ ...filters, page, pageSize: MAX_TASK_PAGE_SIZE }, signal);
    tasks.push(...answer.tasks);
    if (tasks.length >= answer.total || answer.tasks.length === 0) break;
  }
  return tasks;
}
