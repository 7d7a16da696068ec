import type { EventSourceFuncArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import { useCallback, useRef, useState } from 'react';
import { CalendarFrame, nameDayCellByContent, useCalendarIconsHidden } from 'shared-ui';
import type { CalendarEntry } from 'shared-contracts';
import type { Task } from '../../common/types';
import { eventsFromOccurrences, eventsFromTasks } from './calendarEvents';

/**
 * The one month calendar of due dates (lazy: FullCalendar): the admin's dashboard and statutory calendar
 * (the company's tasks and statutory due dates) and the maker's and checker's calendar (their own tasks).
 * `loadTasks` answers the tasks due in the shown range; FullCalendar calls it again when the month changes.
 */
export default function DueDateCalendar({
  loadTasks,
  loadStatutory,
  refreshKey,
}: {
  loadTasks: (from: string, to: string, signal?: AbortSignal) => Promise<Task[]>;
  /** Statutory due dates (the company's calendar) shown beside the tasks. */
  loadStatutory?: (from: string, to: string) => Promise<CalendarEntry[]>;
  refreshKey?: number;
}) {
  const [busy, setBusy] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const [count, setCount] = useState<number | null>(null);
  // Loading, error and empty states are tracked here rather than through FullCalendar's callbacks, which fire during its render.
  // Stable identity: a new function would make FullCalendar fetch again on every render.
  const source = useCallback(
    async (info: EventSourceFuncArg) => {
      setBusy(true);
      setFailure(null);
      try {
        const [from, to] = [info.startStr.slice(0, 10), info.endStr.slice(0, 10)];
        const [tasks, statutory] = await Promise.all([loadTasks(from, to), loadStatutory ? loadStatutory(from, to) : Promise.resolve([])]);
        const events = [...eventsFromTasks(tasks), ...eventsFromOccurrences(statutory)];
        setCount(events.length);
        return events;
      } catch (error) {
        setFailure(error instanceof Error && error.message ? error.message : 'Could not load the due dates');
        throw error;
      } finally {
        setBusy(false);
      }
    },
    [loadTasks, loadStatutory],
  );
  const frame = useRef<HTMLDivElement>(null);
  useCalendarIconsHidden(frame);
  return (
    <CalendarFrame ref={frame}>
      <div aria-live="polite" style={{ minHeight: '1.4rem' }}>
        {busy ? (
          <span role="status">Loading due dates...</span>
        ) : failure ? (
          <span role="alert">{failure}</span>
        ) : count === 0 ? (
          <span>{loadStatutory ? 'Nothing due in this period' : 'No tasks due in this period'}</span>
        ) : null}
      </div>
      <FullCalendar
        key={refreshKey}
        plugins={[dayGridPlugin]}
        initialView="dayGridMonth"
        height="auto"
        fixedWeekCount={false}
        dayMaxEvents={3}
        headerToolbar={{ left: 'title', center: '', right: 'today prev,next' }}
        buttonText={{ today: 'Today' }}
        events={source}
        eventDisplay="block"
        dayCellDidMount={nameDayCellByContent}
        // FullCalendar's "+N more" is an anchor without href carrying aria-expanded: a button to assistive technology.
        moreLinkDidMount={({ el, num }) => {
          el.setAttribute('role', 'button');
          el.setAttribute('aria-label', `${num} more`);
        }}
        // '+2 more', shortened to '+2' in a narrow calendar (CalendarFrame), where the whole words were cut off.
        moreLinkContent={({ num }) => (
          <>
            +{num}
            <span className="fc-more-word"> more</span>
          </>
        )}
      />
    </CalendarFrame>
  );
}
