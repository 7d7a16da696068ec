import { lazy, Suspense, useCallback } from 'react';
import { Card, EmptyState, ErrorState, PageTitle, Spinner, useAsync, formatDate } from 'shared-ui';
import { TASK_STATUS_LABELS } from '../../common/types';
import { tasksApi } from '../tasks/tasksApi';
import { calendarApi } from './calendarApi';

const DueDateCalendar = lazy(() => import('./DueDateCalendar'));

/** /maker/calendar and /checker/calendar: the user's task due dates (a placeholder in the specification). */
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

export default function CalendarPage() {
  const tasks = useAsync((signal) => tasksApi.myTasks(signal).then((r) => r.tasks), []);
  // The user's tasks are loaded once; each month shown takes those due in its range.
  const mine = tasks.data;
  const loadTasks = useCallback((from: string, to: string) => Promise.resolve((mine ?? []).filter((t) => t.dueDate >= from && t.dueDate < to)), [mine]);
  const upcoming = (tasks.data ?? []).filter((t) => t.status !== 'completed').sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  return (
    <div>
      <PageTitle>Calendar</PageTitle>
      {tasks.loading && !tasks.data ? (
        <Spinner label="Loading tasks..." />
      ) : tasks.error ? (
        <ErrorState message={tasks.error} onRetry={tasks.reload} />
      ) : (
        <>
          <Card style={{ marginBottom: '1rem' }}>
            <Suspense fallback={<Spinner label="Loading calendar..." />}>
              <DueDateCalendar loadTasks={loadTasks} />
            </Suspense>
          </Card>
          <Card aria-labelledby="upcoming-title">
            <h2 id="upcoming-title" style={{ marginTop: 0, fontSize: '1.1rem' }}>
              Open tasks by due date
            </h2>
            {upcoming.length === 0 ? (
              <EmptyState>No tasks found</EmptyState>
            ) : (
              <ul aria-label="Open tasks by due date" style={{ paddingLeft: '1.1rem' }}>
                {upcoming.map((t) => (
                  <li key={t._id} style={{ marginBottom: '0.4rem' }}>
                    <strong>{formatDate(t.dueDate)}</strong> — {t.description} ({TASK_STATUS_LABELS[t.status]}
                    {t.overdue ? ', overdue' : ''})
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
      <StatutoryDueDates />
    </div>
  );
}
