import { useState } from 'react';
import { useAuthSelector } from 'shared-auth';
import type { CalendarEntry, WorkItem } from 'shared-contracts';
import { formatDate, space } from 'shared-ui';
import { CalendarLegend } from '../calendar/CalendarLegend';
import { workItemOfEntry } from '../calendar/calendarEvents';
import { WorkItemDialog } from '../work-calendar/WorkItemDialog';
import styled from 'styled-components';
import { STATUS_COLOURS, statusLabel } from './statusStyle';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: 2px;
  margin-bottom: 1.25rem;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const Day = styled.div`
  min-height: 4.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${space('xxs')};
  font-size: 0.8rem;
  & ul {
    list-style: none;
    margin: ${space('xxs', 0, 0)};
    padding: 0;
    display: grid;
    gap: 2px;
  }
  /* Full titles: items wrap, never cut off. */
  & li button {
    display: block;
    width: 100%;
    text-align: left;
    font: inherit;
    color: inherit;
    background: transparent;
    border: 0;
    border-radius: 4px;
    padding: 0.15rem 0.3rem;
    overflow-wrap: anywhere;
    cursor: pointer;
  }
  & li.overdue button {
    outline: 2px solid ${({ theme }) => theme.colors.danger};
  }
`;

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** One month: Monday-first weeks, each due date with its full title and status colour (label spoken and shown on hover). */
function Month({ first, occurrences, onOpen }: { first: string; occurrences: CalendarEntry[]; onOpen: (o: CalendarEntry) => void }) {
  const start = new Date(`${first}T00:00:00Z`);
  const days = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  const lead = (start.getUTCDay() + 6) % 7;
  const byDay = new Map<number, CalendarEntry[]>();
  for (const o of occurrences) {
    if (o.dueDate.slice(0, 7) !== first.slice(0, 7)) continue;
    const d = Number(o.dueDate.slice(8, 10));
    byDay.set(d, [...(byDay.get(d) ?? []), o]);
  }
  return (
    <section aria-label={formatDate(first, 'month-year')}>
      <h3>{formatDate(first, 'month-year')}</h3>
      <Grid role="list">
        {WEEKDAYS.map((w) => (
          <div key={w} aria-hidden="true" style={{ fontWeight: 600, fontSize: '0.8rem' }}>
            {w}
          </div>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <div key={`lead-${i}`} aria-hidden="true" />
        ))}
        {Array.from({ length: days }, (_, i) => {
          const items = byDay.get(i + 1) ?? [];
          const date = `${first.slice(0, 8)}${String(i + 1).padStart(2, '0')}`;
          return (
            <Day key={i} role="listitem" aria-label={`${formatDate(date)}: ${items.length} due`}>
              <span aria-hidden="true">{i + 1}</span>
              {items.length > 0 && (
                <ul>
                  {items.map((o) => (
                    <li key={o.id} style={STATUS_COLOURS[o.status]} title={statusLabel(o.status)} className={o.status === 'overdue' ? 'overdue' : undefined}>
                      <button type="button" onClick={() => onOpen(o)}>{`${o.title} (${o.period}) · ${statusLabel(o.status)}`}</button>
                    </li>
                  ))}
                </ul>
              )}
            </Day>
          );
        })}
      </Grid>
    </section>
  );
}

/** The command centre's months as grids, with the calendars' one legend; every due date opens its item. */
export function MonthGrid({ months, occurrences }: { months: string[]; occurrences: CalendarEntry[] }) {
  const role = useAuthSelector((s) => s.user?.role) ?? 'maker';
  const [open, setOpen] = useState<WorkItem | null>(null);
  return (
    <>
      <CalendarLegend />
      {months.map((m) => (
        <Month key={m} first={m} occurrences={occurrences} onOpen={(o) => setOpen(workItemOfEntry(o))} />
      ))}
      {open && <WorkItemDialog item={open} role={role} onClose={() => setOpen(null)} />}
    </>
  );
}
