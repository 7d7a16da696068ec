import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import { useMemo } from 'react';
import styled from 'styled-components';
import { TASK_CATEGORY_COLOURS, type Task } from '../../common/types';

const Frame = styled.div`
  & .fc { font-size: 0.85rem; }
  & .fc .fc-toolbar-title { font-size: 1.1rem; }
  & .fc .task-completed { opacity: 0.55; text-decoration: line-through; }
  & .fc .task-overdue { outline: 2px solid #b91c1c; }
`;

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
  return (
    <Frame>
      <FullCalendar
        plugins={[dayGridPlugin]}
        initialView="dayGridMonth"
        height="auto"
        fixedWeekCount={false}
        dayMaxEvents={3}
        headerToolbar={{ left: 'title', center: '', right: 'today prev,next' }}
        events={events}
        eventDisplay="block"
      />
    </Frame>
  );
}
