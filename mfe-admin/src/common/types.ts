// The users, tasks and dashboard shapes and their display helpers, gathered from shared-contracts and shared-ui.
export type {
  AdminSearchResponse,
  AssigneeTaskCounts,
  AssignTaskRequest,
  AssignTaskResponse,
  Task,
  TaskCategory,
  TaskListQuery,
  TaskListResponse,
  TaskPerson,
  TaskPriority,
  TaskStatus,
  TaskSummaryResponse,
  TeamUser,
  UserListResponse,
} from 'shared-contracts';
export { TASK_CATEGORIES, TASK_PRIORITIES, TASK_STATUSES, TASK_MESSAGES } from 'shared-contracts';

export { TASK_STATUS_LABELS, personName } from 'shared-contracts';
export { TASK_CATEGORY_COLOURS } from 'shared-ui';
