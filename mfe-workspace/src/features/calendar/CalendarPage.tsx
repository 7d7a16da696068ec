import { lazy, Suspense } from 'react';
import { Card, EmptyState, ErrorState, PageTitle, Spinner, useAsync, formatDate } from 'shared-ui';
import { calendarApi } from './calendarApi';

const DueDateCalendar = lazy(() => import('./DueDateCalendar'));

const STATUTORY_SHOWN = 15;

/** The company's next statutory due dates (read-only here: the admin turns them into tasks). */
function StatutoryDueDates() {
  const calendar = useAsync((signal) => calendarApi.load(undefined, signal), []);
  return (
    <Card aria-labelledby="statutory-title" style={{ marginTop: '1rem' }}>
      <h2 id="statutory-title" style={{ marginTop: 0, fontSize: '1.1rem' }}>
        Company statutory due dates
      </h2>
      {calendar.loading && !calendar.data ? (
        <Spinner label="Loading statutory due dates..." />
      ) : calendar.error ? (
        <ErrorState message={calendar.error} onRetry={calendar.reload} />
      ) : (calendar.data?.occurrences.length ?? 0) === 0 ? (
        <EmptyState>Nothing is due in the next twelve months.</EmptyState>
      ) : (
        <ul aria-label="Company statutory due dates" style={{ paddingLeft: '1.1rem' }}>
          {calendar.data!.occurrences.slice(0, STATUTORY_SHOWN).map((o) => (
            // Room between the filings: each carries a long citation, and they ran into one another.
            <li key={o.key} style={{ marginBottom: '0.75rem' }}>
              <strong>{formatDate(o.dueDate)}</strong> — {o.title} ({o.period}){o.task ? `: task with ${o.task.assigneeName}` : ''}
              <div style={{ fontSize: '0.85rem', color: '#4b5563' }}>
                Why: {o.reason}. {o.citation}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** /maker/calendar and /checker/calendar: the user's own tasks and filings (a placeholder in the specification). */
export default function CalendarPage() {
  return (
    <div>
      <PageTitle>Calendar</PageTitle>
      <Card style={{ marginBottom: '1rem' }}>
        <Suspense fallback={<Spinner label="Loading calendar..." />}>
          <DueDateCalendar scope="mine" />
        </Suspense>
      </Card>
      <StatutoryDueDates />
    </div>
  );
}
