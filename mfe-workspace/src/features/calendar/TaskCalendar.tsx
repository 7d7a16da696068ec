import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import { useMemo, useRef } from 'react';
import { CalendarFrame, nameDayCellByContent, useCalendarIconsHidden } from 'shared-ui';
import { TASK_CATEGORY_COLOURS, type Task } from '../../common/types';

/** A month view of the user's due dates, coloured by category (lazy: FullCalendar). */
export default function TaskCalendar({ tasks }: { tasks: Task[] }) {
  const events = useMemo(
    () =>
      tasks.map((t) => ({
        id: t._id,
        title: `${t.category} · ${t.description}`,
        start: t.dueDate,
        allDay: true,
        backgroundColor: TASK_CATEGORY_COLOURS[t.category],
        borderColor: TASK_CATEGORY_COLOURS[t.category],
        classNames: [t.status === 'completed' ? 'task-completed' : t.overdue ? 'task-overdue' : 'task-open'],
      })),
    [tasks],
  );
  const frame = useRef<HTMLDivElement>(null);
  useCalendarIconsHidden(frame);
  return (
    <CalendarFrame ref={frame}>
      <FullCalendar
        plugins={[dayGridPlugin]}
        initialView="dayGridMonth"
        height="auto"
        fixedWeekCount={false}
        dayMaxEvents={3}
        headerToolbar={{ left: 'title', center: '', right: 'today prev,next' }}
        events={events}
        eventDisplay="block"
        dayCellDidMount={nameDayCellByContent}
      />
    </CalendarFrame>
  );
}
