import { apiRequest, queryString } from 'shared-auth';
import type { AssessmentProgressResponse, TeamRole } from 'shared-contracts';
import { MAX_TASK_PAGE_SIZE } from 'shared-contracts';
import type { AssignTaskRequest, AssignTaskResponse, Task, TaskListQuery, TaskListResponse, TaskSummaryResponse, UserListResponse } from './types';

export const adminApi = {
  users: (role: TeamRole, signal?: AbortSignal) => apiRequest<UserListResponse>(`/api/admin/users?role=${role}`, { signal }),
  tasks: (filters: TaskListQuery, signal?: AbortSignal) => apiRequest<TaskListResponse>(`/api/tasks${queryString({ ...filters })}`, { signal }),
  summary: (signal?: AbortSignal) => apiRequest<TaskSummaryResponse>('/api/tasks/summary', { signal }),
  assessmentProgress: (signal?: AbortSignal) => apiRequest<AssessmentProgressResponse>('/api/assessments/progress', { signal }),
  assignTask: (body: AssignTaskRequest) => apiRequest<AssignTaskResponse>('/api/tasks/assign', { method: 'POST', body }),
};

/** The company's makers and checkers, the people a task can be assigned to. */
export async function loadAssignees(signal?: AbortSignal) {
  const [makers, checkers] = await Promise.all([adminApi.users('maker', signal), adminApi.users('checker', signal)]);
  return [...makers.users, ...checkers.users];
}

/** Every task matching the filters, page by page (the calendar needs all of a month's tasks). */
export async function loadAllTasks(filters: TaskListQuery, signal?: AbortSignal, maxPages = 10): Promise<Task[]> {
  const tasks: Task[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const answer = await adminApi.tasks({ ...filters, page, pageSize: MAX_TASK_PAGE_SIZE }, signal);
    tasks.push(...answer.tasks);
    if (tasks.length >= answer.total || answer.tasks.length === 0) break;
  }
  return tasks;
}
