// Task shapes come from shared-contracts; helpers for showing them live here.
import type { TaskCategory, TaskStatus } from 'shared-contracts';

export type { AssessmentProgress, AssessmentProgressResponse, MyTasksResponse, Task, TaskStatus, UpdateTaskStatusResponse } from 'shared-contracts';

export const STATUS_LABEL: Record<TaskStatus, string> = {
  pending: 'Pending',
  'in-progress': 'In Progress',
  completed: 'Completed',
};

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

export const CATEGORY_COLOURS: Record<TaskCategory, string> = {
  SEBI: '#7c3aed',
  MCA: '#0f766e',
  RBI: '#1d4ed8',
  HR: '#b45309',
  General: '#4b5563',
};

export type WorkspaceRole = 'maker' | 'checker';

/** Where each assessment lives under a maker's or checker's prefix (mfe-compliance pages). */
export const ASSESSMENT_PATHS = {
  hr: 'hr-compliance',
  rbi: 'rbi-compliance',
  mca: 'mca-compliance',
  selfAudit: 'self-audit',
} as const;
