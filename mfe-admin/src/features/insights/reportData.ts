import type { AuditEvent } from 'shared-contracts';
import { personName, type Task } from '../../common/types';

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * Rows as CSV (RFC 4180 quoting, CRLF lines); a cell starting with =, +, -, @, tab or CR is prefixed with
 * ' so that a spreadsheet shows it as text instead of running it as a formula.
 */
export function toCsv(rows: string[][]): string {
  return rows.map((row) => row.map((cell) => csvCell(/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)).join(',')).join('\r\n');
}

/** The task register as CSV (Excel opens it); a leading =,+,- or @ is neutralised against formula injection. */
export function tasksToCsv(tasks: Task[]): string {
  const header = ['Description', 'Assigned to', 'Role', 'Assigned by', 'Category', 'Priority', 'Status', 'Overdue', 'Due date', 'Completed at'];
  const rows = tasks.map((t) => [
    t.description,
    personName(t.assignedTo),
    t.assignedTo.role,
    personName(t.assignedBy),
    t.category,
    t.priority,
    t.status,
    t.overdue ? 'yes' : 'no',
    t.dueDate,
    t.completedAt ?? '',
  ]);
  return toCsv([header, ...rows]);
}

/** A readable line for one audit event: who did what. */
export function describeAuditEvent(event: AuditEvent): string {
  const who = event.actor ? personName(event.actor) : 'System';
  const what = event.action.replace(/[._]/g, ' ');
  return `${who}: ${what}${event.targetType ? ` (${event.targetType})` : ''}`;
}
