import { formatExportTime, taskAssigner, toCsv } from 'shared-contracts';
import { personName, type Task } from '../../common/types';

/** The task register as CSV (Excel opens it), by the product's one CSV rule (RFC 4180, formula injection neutralised). */
export function tasksToCsv(tasks: Task[]): string {
  const header = ['Description', 'Assigned to', 'Role', 'Assigned by', 'Category', 'Priority', 'Status', 'Overdue', 'Due date', 'Completed at (IST)'];
  const rows = tasks.map((t) => [
    t.description,
    personName(t.assignedTo),
    t.assignedTo.role,
    taskAssigner(t),
    t.category,
    t.priority,
    t.status,
    t.overdue ? 'yes' : 'no',
    t.dueDate,
    formatExportTime(t.completedAt),
  ]);
  return toCsv([header, ...rows]);
}
