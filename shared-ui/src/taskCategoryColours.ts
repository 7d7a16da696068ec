import type { TaskCategory } from 'shared-contracts';

/** Calendar colours of the task categories (SEBI, MCA, RBI, HR), readable with white text. */
export const TASK_CATEGORY_COLOURS: Record<TaskCategory, string> = {
  SEBI: '#7c3aed',
  MCA: '#0f766e',
  RBI: '#1d4ed8',
  HR: '#b45309',
  General: '#4b5563',
};
