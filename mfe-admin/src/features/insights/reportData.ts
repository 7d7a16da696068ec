import type { AuditEvent } from 'shared-contracts';
import { personName, type Task } from '../../common/types';

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

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
  return [header, ...rows].map((row) => row.map((cell) => csvCell(/^[=+\-@]/.test(cell) ? `'${cell}` : cell)).join(',')).join('\r\n');
}

/** A readable line for one audit event: who did what. */
export function describeAuditEvent(event: AuditEvent): string {
  const who = event.actor ? personName(event.actor) : 'System';
  const what = event.action.replace(/[._]/g, ' ');
  return `${who}: ${what}${event.targetType ? ` (${event.targetType})` : ''}`;
}
