import { OCCURRENCE_STATUS_LABELS, type OccurrenceStatus } from 'shared-contracts';
import { theme, type Tint } from 'shared-ui';

/** The theme's tint of each status (a background and a text colour at least 4.5:1), with the label always written beside it. */
export const STATUS_TINTS: Record<OccurrenceStatus, Tint> = {
  upcoming: 'info',
  in_progress: 'warning',
  awaiting_sign_off: 'review',
  filed: 'success',
  filed_late: 'late',
  overdue: 'danger',
  not_applicable: 'neutral',
};

/** A status's background and text colour, as an inline style for the month grid's cells. */
export const STATUS_COLOURS = Object.fromEntries(Object.entries(STATUS_TINTS).map(([status, tint]) => [status, theme.tints[tint]])) as Record<
  OccurrenceStatus,
  (typeof theme.tints)[Tint]
>;

export const statusLabel = (status: OccurrenceStatus) => OCCURRENCE_STATUS_LABELS[status];
