import { apiRequest } from 'shared-auth';
import type { CalendarResponse } from 'shared-contracts';
import type { AssessmentProgressResponse, MyTasksResponse, TaskStatus, UpdateTaskStatusResponse } from './types';

export const workspaceApi = {
  myTasks: (signal?: AbortSignal) => apiRequest<MyTasksResponse>('/api/tasks/my-tasks', { signal }),
  updateStatus: (id: string, status: TaskStatus) =>
    apiRequest<UpdateTaskStatusResponse>(`/api/tasks/update-status/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status } }),
  assessmentProgress: (signal?: AbortSignal) => apiRequest<AssessmentProgressResponse>('/api/assessments/progress', { signal }),
  statutoryCalendar: (signal?: AbortSignal) => apiRequest<CalendarResponse>('/api/calendar', { signal }),
};
