// Task, team and assessment shapes and their display helpers, gathered from shared-contracts and shared-ui.
export type {
  AssessmentProgress,
  AssessmentProgressResponse,
  AssignTaskRequest,
  AssignTaskResponse,
  MyTasksResponse,
  ReviewedItem,
  ReviewedResponse,
  Task,
  TaskCategory,
  TaskCounts,
  TaskListQuery,
  TaskListResponse,
  TaskPriority,
  TaskStatus,
  TaskSummaryResponse,
  TeamRole,
  TeamUser,
  UpdateTaskStatusResponse,
  UserListResponse,
} from 'shared-contracts';

export {
  TASK_CATEGORIES,
  TASK_PRIORITIES,
  TASK_STATUSES,
  TASK_STATUS_LABELS,
  TASK_FROM_CALENDAR,
  personName,
  taskAssigner,
  taskStage,
  taskStatusLabel,
} from 'shared-contracts';
export { TASK_CATEGORY_COLOURS } from 'shared-ui';

export type WorkspaceRole = 'maker' | 'checker';

/** The page of each assessment a dashboard lists (mfe-compliance's, named by the route contract). */
export const ASSESSMENT_PAGE_OF = { hr: 'hrCompliance', rbi: 'rbiCompliance', mca: 'mcaCompliance', selfAudit: 'selfAudit' } as const;
