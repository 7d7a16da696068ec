import { lazy, Suspense } from 'react';
import { Card, EmptyState, ErrorState, PageTitle, Spinner, useAsync, formatDate, space } from 'shared-ui';
import styled from 'styled-components';
import { CardHeading, SpacedCard } from '../../common/layout';
import { RowNote } from '../../common/listRows';
import { calendarApi } from './calendarApi';

const DueDateCalendar = lazy(() => import('./DueDateCalendar'));

const STATUTORY_SHOWN = 15;

const DueDates = styled.ul`
  padding-left: 1.1rem;
  /* Room between the filings: each carries a long citation, and they ran into one another. */
  & > li {
    margin-bottom: ${space('sm')};
  }
`;
const StatutoryCard = styled(Card)`
  margin-top: ${space('md')};
`;

/** The company's next statutory due dates (read-only here: the admin turns them into tasks). */
function StatutoryDueDates() {
  const calendar = useAsync((signal) => calendarApi.load(undefined, signal), []);
  return (
    <StatutoryCard aria-labelledby="statutory-title">
      <CardHeading id="statutory-title">Company statutory due dates</CardHeading>
      {calendar.loading && !calendar.data ? (
        <Spinner label="Loading statutory due dates..." />
      ) : calendar.error ? (
        <ErrorState message={calendar.error} onRetry={calendar.reload} />
      ) : (calendar.data?.occurrences.length ?? 0) === 0 ? (
        <EmptyState>Nothing is due in the next twelve months.</EmptyState>
      ) : (
        <DueDates aria-label="Company statutory due dates">
          {calendar.data!.occurrences.slice(0, STATUTORY_SHOWN).map((o) => (
            <li key={o.key}>
              <strong>{formatDate(o.dueDate)}</strong> — {o.title} ({o.period}){o.task ? `: task with ${o.task.assigneeName}` : ''}
              <RowNote>
                Why: {o.reason}. {o.citation}
              </RowNote>
            </li>
          ))}
        </DueDates>
      )}
    </StatutoryCard>
  );
}

/** /maker/calendar and /checker/calendar: the user's own tasks and filings (a placeholder in the specification). */
export default function CalendarPage() {
  return (
    <div>
      <PageTitle>Calendar</PageTitle>
      <SpacedCard>
        <Suspense fallback={<Spinner label="Loading calendar..." />}>
          <DueDateCalendar scope="mine" />
        </Suspense>
      </SpacedCard>
      <StatutoryDueDates />
    </div>
  );
}
