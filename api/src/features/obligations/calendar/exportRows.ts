import { OCCURRENCE_STATUS_LABELS, TASK_STATUS_LABELS, filingReviewWords, verificationText, type CalendarOccurrence } from 'shared-contracts';
import { content } from '../../../content';
import type { CsvValue } from '../../exports/csv';

/** The columns of the calendar's CSV and XLSX exports: one row per occurrence, as filtered. */
export const CALENDAR_EXPORT_HEADER = [
  'Due date',
  'Obligation',
  'Obligation id',
  'Period',
  'Authority',
  'Category',
  'Status',
  'Owner',
  'Checker',
  'Filed on',
  'Acknowledgement',
  'Sign-off',
  'Why it applies',
  'Citation',
  'Source',
  'Source evidence',
  'Task status',
  'Assignee',
];

export function calendarExportRows(occurrences: CalendarOccurrence[]): CsvValue[][] {
  return occurrences.map((o) => [
    o.dueDate,
    o.title,
    o.obligationId,
    o.period,
    o.authority,
    o.category,
    OCCURRENCE_STATUS_LABELS[o.status],
    o.owner?.name ?? '',
    o.checker?.name ?? '',
    o.filing?.filedOn ?? '',
    o.filing?.acknowledgement ?? '',
    // 'Returned by <name>: <comment>' or 'Approved by <name>', as the screen reads it.
    o.filing ? (filingReviewWords(o.filing) ?? '') : '',
    o.reason,
    o.citation,
    o.sourceUrl,
    // How the obligation's law was established (the library's record of what was read).
    verificationText(content().calendar.byId.get(o.obligationId)?.verification),
    o.task ? TASK_STATUS_LABELS[o.task.status] : '',
    o.task?.assigneeName ?? '',
  ]);
}
