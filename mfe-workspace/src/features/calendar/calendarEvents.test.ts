import { sampleTask } from 'test-support';
import { eventsFromTasks } from './calendarEvents';

it('puts each task on its due date, coloured by category, completed ones faded and overdue ones marked', () => {
  const events = eventsFromTasks([
    sampleTask({ _id: 'a', category: 'SEBI', dueDate: '2026-07-01' }),
    sampleTask({ _id: 'b', category: 'HR', status: 'completed' }),
    sampleTask({ _id: 'c', category: 'MCA', overdue: true }),
  ]);
  expect(events.map((e) => [e.start, e.backgroundColor, e.classNames[0]])).toEqual([
    ['2026-07-01', '#7c3aed', 'task-open'],
    ['2026-07-15', '#b45309', 'task-completed'],
    ['2026-07-15', '#0f766e', 'task-overdue'],
  ]);
  expect(events[0].title).toBe('SEBI · File the quarterly NBS-7 return');
});
