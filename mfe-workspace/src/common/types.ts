// Task shapes and their display helpers, gathered from shared-contracts and shared-ui.
export type { AssessmentProgress, AssessmentProgressResponse, MyTasksResponse, Task, TaskStatus, UpdateTaskStatusResponse } from 'shared-contracts';

export { TASK_STATUS_LABELS, personName } from 'shared-contracts';
export { TASK_CATEGORY_COLOURS } from 'shared-ui';

export type WorkspaceRole = 'maker' | 'checker';

/** Where each assessment lives under a maker's or checker's prefix (mfe-compliance pages). */
export const ASSESSMENT_PATHS = {
  hr: 'hr-compliance',
  rbi: 'rbi-compliance',
  mca: 'mca-compliance',
  selfAudit: 'self-audit',
} as const;
