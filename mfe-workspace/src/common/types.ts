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

/** Where each assessment lives under a maker's or checker's prefix (mfe-compliance pages). */
export const ASSESSMENT_PATHS = {
  hr: 'hr-compliance',
  rbi: 'rbi-compliance',
  mca: 'mca-compliance',
  selfAudit: 'self-audit',
} as const;
