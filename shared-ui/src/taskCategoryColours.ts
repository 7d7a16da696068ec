import type { TaskCategory } from 'shared-contracts';
import { theme } from './theme';

/** Calendar colours of the task categories (SEBI, MCA, RBI, HR), readable with white text. */
export const TASK_CATEGORY_COLOURS: Record<TaskCategory, string> = {
  SEBI: theme.colors.review,
  MCA: theme.colors.accent,
  RBI: theme.colors.primary,
  HR: theme.colors.warning,
  General: theme.colors.muted,
};
