import type { WorkItem } from 'shared-contracts';
import { eventsFromWorkItems } from './calendarEvents';

const item = (over: Partial<WorkItem>): WorkItem => ({
  kind: 'task',
  id: 'a',
  title: 'File the quarterly NBS-7 return',
  dueDate: '2026-07-15',
  status: 'pending',
  statusLabel: 'Pending',
  stage: 'open',
  overdue: false,
  category: 'SEBI',
  authority: null,
  obligationId: null,
  period: null,
  priority: 'high',
  owner: null,
  checker: null,
  acknowledgement: null,
  taskId: null,
  ...over,
});

it('puts tasks and filings on their due dates: tasks filled by category, filings outlined, done faded, overdue marked and said', () => {
  const events = eventsFromWorkItems([
    item({ dueDate: '2026-07-01' }),
    item({ id: 'b', category: 'HR', status: 'completed', stage: 'done' }),
    item({ kind: 'filing', id: 'o1', title: 'GSTR-3B', category: 'General', authority: 'GST', status: 'overdue', overdue: true }),
  ]);
  expect(events.map((e) => [e.id, e.start, e.backgroundColor, e.borderColor, e.classNames.join(' ')])).toEqual([
    ['task:a', '2026-07-01', '#7c3aed', '#7c3aed', 'event-task task-open'],
    ['task:b', '2026-07-15', '#b45309', '#b45309', 'event-task task-completed'],
    ['filing:o1', '2026-07-15', '#ffffff', '#b91c1c', 'event-filing task-overdue'],
  ]);
  expect(events.map((e) => e.title)).toEqual(['SEBI · File the quarterly NBS-7 return', 'HR · File the quarterly NBS-7 return', 'Overdue · GST · GSTR-3B']);
});
