import type { DatesSetArg, EventClickArg, EventSourceFuncArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import { useCallback, useRef, useState } from 'react';
import { downloadFile, useAuthSelector } from 'shared-auth';
import { isoDateInIndia, type WorkItem } from 'shared-contracts';
import { Button, CalendarFrame, nameDayCellByContent, useCalendarIconsHidden } from 'shared-ui';
import { WorkItemDialog } from '../work-calendar/WorkItemDialog';
import { CalendarLegend } from './CalendarLegend';
import { eventsFromWorkItems, loadWorkItemsDue } from './calendarEvents';
import { Toolbar } from '../../common/layout';

const localDate = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * The one month calendar of due dates (lazy: FullCalendar), tasks and filings alike from the one work-item list:
 * the company's on the admin's dashboard and statutory calendar, the user's own on the maker's and checker's
 * calendar. Overdue items are marked, every event opens its item, and the legend names each look.
 */
export default function DueDateCalendar({ scope, refreshKey }: { scope: 'company' | 'mine'; refreshKey?: number }) {
  const role = useAuthSelector((s) => s.user?.role) ?? 'maker';
  const [busy, setBusy] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const [count, setCount] = useState<number | null>(null);
  const shown = useRef(new Map<string, WorkItem>());
  const [open, setOpen] = useState<WorkItem | null>(null);
  const [month, setMonth] = useState<{ from: string; to: string } | null>(null);
  // The month shown (FullCalendar's dates are local midnights), for the PDF.
  const monthShown = ({ view }: DatesSetArg) => {
    const last = new Date(view.currentEnd);
    last.setDate(last.getDate() - 1);
    setMonth({ from: localDate(view.currentStart), to: localDate(last) });
  };
  const downloadPdf = () => {
    if (!month) return;
    const query = new URLSearchParams({ scope, ...month }).toString();
    void downloadFile(
      `/api/obligations/work-items/calendar.pdf?${query}`,
      `compliance-calendar-${month.from}.pdf`,
      'The calendar could not be downloaded. Please try again.',
    );
  };
  // Loading, error and empty states are tracked here rather than through FullCalendar's callbacks, which fire during its render.
  // Stable identity: a new function would make FullCalendar fetch again on every render.
  const source = useCallback(
    async (info: EventSourceFuncArg) => {
      setBusy(true);
      setFailure(null);
      try {
        const items = await loadWorkItemsDue(scope, info.startStr.slice(0, 10), info.endStr.slice(0, 10));
        shown.current = new Map(items.map((i) => [`${i.kind}:${i.id}`, i]));
        setCount(items.length);
        return eventsFromWorkItems(items);
      } catch (error) {
        setFailure(error instanceof Error && error.message ? error.message : 'Could not load the due dates');
        throw error;
      } finally {
        setBusy(false);
      }
    },
    [scope],
  );
  const frame = useRef<HTMLDivElement>(null);
  useCalendarIconsHidden(frame);
  const openEvent = ({ event, jsEvent }: EventClickArg) => {
    jsEvent.preventDefault();
    setOpen(shown.current.get(event.id) ?? null);
  };
  return (
    <CalendarFrame ref={frame}>
      <Toolbar style={{ justifyContent: 'space-between' }}>
        <CalendarLegend />
        <Button type="button" $small $variant="secondary" disabled={!month} onClick={downloadPdf}>
          Download PDF
        </Button>
      </Toolbar>
      <div aria-live="polite" style={{ minHeight: '1.4rem' }}>
        {busy ? (
          <span role="status">Loading due dates...</span>
        ) : failure ? (
          <span role="alert">{failure}</span>
        ) : count === 0 ? (
          <span>Nothing due in this period</span>
        ) : null}
      </div>
      <FullCalendar
        key={refreshKey}
        plugins={[dayGridPlugin]}
        initialView="dayGridMonth"
        // This month in India, whatever the browser's time zone (the product's one 'today').
        initialDate={isoDateInIndia()}
        height="auto"
        fixedWeekCount={false}
        dayMaxEvents={3}
        headerToolbar={{ left: 'title', center: '', right: 'today prev,next' }}
        buttonText={{ today: 'Today' }}
        events={source}
        eventDisplay="block"
        eventClick={openEvent}
        datesSet={monthShown}
        // Each event is a button to the keyboard and to assistive technology: it opens its item.
        eventDidMount={({ el, event }) => {
          el.setAttribute('role', 'button');
          el.setAttribute('tabindex', '0');
          el.setAttribute('aria-label', `Open ${event.title}`);
          el.addEventListener('keydown', (e) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              setOpen(shown.current.get(event.id) ?? null);
            }
          });
        }}
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
      {open && <WorkItemDialog item={open} role={role} onClose={() => setOpen(null)} />}
    </CalendarFrame>
  );
}
