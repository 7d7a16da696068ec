import { apiRequest } from 'shared-auth';
import type { TeamRole } from 'shared-contracts';
import type { AssignTaskRequest, TaskListResponse, TaskSummary, UsersResponse } from './types';

/** The task list filters of GET /api/tasks (admin). */
export interface TaskFilters {
  status?: string;
  assignedTo?: string;
  priority?: string;
  category?: string;
  dueFrom?: string;
  dueTo?: string;
  overdue?: boolean;
  page?: number;
  pageSize?: number;
}

export function toQuery(filters: TaskFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || value === false) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const adminApi = {
  users: (role: TeamRole, signal?: AbortSignal) => apiRequest<UsersResponse>(`/api/admin/users?role=${role}`, { signal }),
  tasks: (filters: TaskFilters, signal?: AbortSignal) => apiRequest<TaskListResponse>(`/api/tasks${toQuery(filters)}`, { signal }),
  summary: (signal?: AbortSignal) => apiRequest<TaskSummary>('/api/tasks/summary', { signal }),
  assignTask: (body: AssignTaskRequest) => apiRequest<{ success: boolean; message?: string }>('/api/tasks/assign', { method: 'POST', body }),
};

/** The company's makers and checkers, the people a task can be assigned to. */
export async function loadAssignees(signal?: AbortSignal) {
  const [makers, checkers] = await Promise.all([adminApi.users('maker', signal), adminApi.users('checker', signal)]);
  return [...makers.users, ...checkers.users];
}
