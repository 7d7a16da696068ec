import { lazy, Suspense, useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { pagePath } from 'shared-contracts/federation';
import { Card, CardGrid, EmptyState, ErrorState, PageTitle, PerformanceChart, Spinner, TaskFigures, WorkFigures, useAsync, useTeam, theme } from 'shared-ui';
import { OnboardingChecklist } from '../onboarding/OnboardingChecklist';
import { AssignTaskForm } from './AssignTaskForm';
import { ProgressCard } from './ProgressCard';
import { QuickAssignCard } from './QuickAssignCard';
import { TaskTable } from './TaskTable';
import { TeamStatusCard } from './TeamStatusCard';
import { tasksApi } from './tasksApi';

// The calendar library loads only when the dashboard shows it (shared-ui loads the charts' library the same way).
const DueDateCalendar = lazy(() => import('../calendar/DueDateCalendar'));

export default function AdminDashboardPage() {
  const [refreshKey, setRefreshKey] = useState(0);
  const refresh = useCallback(() => setRefreshKey((n) => n + 1), []);
  const summary = useAsync((signal) => tasksApi.summary(signal), [refreshKey]);
  const assignees = useTeam();

  return (
    <div>
      <PageTitle>Dashboard</PageTitle>
      <p style={{ margin: `0 0 ${theme.space.md}` }}>
        <Link to={pagePath('admin', 'commandCentre')}>Open the command centre: what is due, who is on it, proof of filing</Link>
      </p>
      <OnboardingChecklist />
      <WorkFigures refreshKey={refreshKey} />
      {summary.data ? (
        <TaskFigures counts={summary.data.counts} withTotal />
      ) : summary.error ? (
        <ErrorState message={summary.error} onRetry={summary.reload} />
      ) : (
        <Spinner label="Loading figures..." />
      )}
      <CardGrid>
        <Card aria-labelledby="calendar-title">
          <h2 id="calendar-title">Compliance calendar</h2>
          <Suspense fallback={<Spinner label="Loading calendar..." />}>
            <DueDateCalendar scope="company" refreshKey={refreshKey} />
          </Suspense>
          <p style={{ margin: `${theme.space.xs} 0 0` }}>
            <Link to={pagePath('admin', 'statutoryCalendar')}>Open the statutory calendar</Link>
          </p>
        </Card>
        <Card aria-labelledby="add-task-title">
          <h2 id="add-task-title">Add task</h2>
          {assignees.error ? (
            <ErrorState message={assignees.error} onRetry={assignees.reload} />
          ) : (
            <AssignTaskForm assignees={assignees.data ?? []} onAssigned={refresh} />
          )}
        </Card>
        <Card aria-labelledby="performance-title">
          <h2 id="performance-title">Performance: tasks completed per week</h2>
          {summary.error ? (
            <ErrorState message={summary.error} onRetry={summary.reload} />
          ) : !summary.data ? (
            <Spinner label="Loading chart..." />
          ) : summary.data.completedPerWeek.every((w) => w.completed === 0) ? (
            <EmptyState>No tasks completed in the last 12 weeks.</EmptyState>
          ) : (
            <Suspense fallback={<Spinner label="Loading chart..." />}>
              <PerformanceChart weeks={summary.data.completedPerWeek} />
            </Suspense>
          )}
        </Card>
        <ProgressCard refreshKey={refreshKey} />
        <Card aria-labelledby="tasks-title" className="wide">
          <h2 id="tasks-title">Tasks</h2>
          <TaskTable assignees={assignees.data ?? []} refreshKey={refreshKey} pageSize={5} />
          <p style={{ marginBottom: 0 }}>
            <Link to={pagePath('admin', 'tasks')}>View all tasks</Link>
          </p>
        </Card>
        <Card aria-labelledby="quick-assign-title">
          <h2 id="quick-assign-title">Quick task assign</h2>
          <QuickAssignCard assignees={assignees} summary={summary.data} onAssigned={refresh} />
        </Card>
        <Card aria-labelledby="team-status-title">
          <h2 id="team-status-title">Team status</h2>
          <TeamStatusCard summary={summary} />
        </Card>
      </CardGrid>
    </div>
  );
}
