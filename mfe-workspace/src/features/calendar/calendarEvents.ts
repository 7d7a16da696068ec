import type { CalendarEntry } from 'shared-contracts';
import { TASK_CATEGORY_COLOURS, type Task } from '../../common/types';

export interface CalendarEvent {
  id: string;
  title: string;
  start: string;
  allDay: true;
  backgroundColor: string;
  borderColor: string;
  textColor?: string;
  classNames: string[];
}

/** Calendar entries: one per task on its due date, coloured by category; completed ones are faded. */
export function eventsFromTasks(tasks: Task[]): CalendarEvent[] {
  return tasks.map((t) => ({
    id: t._id,
    title: `${t.category} · ${t.description}`,
    start: t.dueDate,
    allDay: true,
    backgroundColor: TASK_CATEGORY_COLOURS[t.category] ?? TASK_CATEGORY_COLOURS.General,
    borderColor: t.overdue ? '#b91c1c' : (TASK_CATEGORY_COLOURS[t.category] ?? TASK_CATEGORY_COLOURS.General),
    classNames: [t.status === 'completed' ? 'task-completed' : t.overdue ? 'task-overdue' : 'task-open'],
  }));
}

/** Statutory due dates as calendar events: outlined in their category's colour, apart from tasks. */
export function eventsFromOccurrences(occurrences: CalendarEntry[]): CalendarEvent[] {
  return occurrences.map((o) => ({
    id: `statutory:${o.key}`,
    title: `Due · ${o.title}`,
    start: o.dueDate,
    allDay: true,
    backgroundColor: '#ffffff',
    textColor: '#111827',
    borderColor: TASK_CATEGORY_COLOURS[o.category] ?? TASK_CATEGORY_COLOURS.General,
    classNames: ['statutory-due'],
  }));
}
