import { OCCURRENCE_STATUS_LABELS, type OccurrenceStatus } from 'shared-contracts';

/** A background and text colour per status, each pair at least 4.5:1 (WCAG AA), with the label always written beside it. */
export const STATUS_COLOURS: Record<OccurrenceStatus, { background: string; color: string }> = {
  upcoming: { background: '#e0e7ff', color: '#1e3a8a' },
  in_progress: { background: '#fef3c7', color: '#78350f' },
  awaiting_sign_off: { background: '#ede9fe', color: '#4c1d95' },
  filed: { background: '#dcfce7', color: '#14532d' },
  filed_late: { background: '#ffedd5', color: '#7c2d12' },
  overdue: { background: '#fee2e2', color: '#7f1d1d' },
  not_applicable: { background: '#e5e7eb', color: '#1f2937' },
};

export const statusLabel = (status: OccurrenceStatus) => OCCURRENCE_STATUS_LABELS[status];
