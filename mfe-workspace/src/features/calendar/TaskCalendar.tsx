import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import type { DayCellMountArg } from '@fullcalendar/core';
import { useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { TASK_CATEGORY_COLOURS, type Task } from '../../common/types';

const Frame = styled.div`
  & .fc { font-size: 0.85rem; }
  & .fc .fc-toolbar-title { font-size: 1.1rem; }
  /* On a phone the title and the buttons share one row; the buttons stay side by side. */
  & .fc .fc-toolbar { flex-wrap: wrap; gap: 0.5rem; }
  & .fc .fc-toolbar-chunk { display: flex; align-items: center; gap: 0.4rem; }
  & .fc .task-completed { opacity: 0.55; text-decoration: line-through; }
  & .fc .task-overdue { outline: 2px solid #b91c1c; }
`;

/**
 * FullCalendar names a day cell after its date alone, though the cell also shows the tasks due that day;
 * named by its content instead, a screen reader reads the date and the tasks together.
 */
function nameDayCellByContent({ el }: DayCellMountArg) {
  el.removeAttribute('aria-labelledby');
}

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
  // FullCalendar's chevrons are role="img" without a name; the buttons are named by their titles.
  useEffect(() => {
    frame.current?.querySelectorAll('.fc-icon[role="img"]').forEach((icon) => icon.setAttribute('aria-hidden', 'true'));
  });
  return (
    <Frame ref={frame}>
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
    </Frame>
  );
}
