import { Suspense } from 'react';
import {
  Card,
  CardGrid,
  CompletionRings,
  EmptyState,
  ErrorState,
  PageTitle,
  PerformanceChart,
  Spinner,
  TaskFigures,
  ringsFromAssessments,
  ringsFromTasks,
  useAsync,
} from 'shared-ui';
import styled from 'styled-components';
import { adminApi } from '../../common/api';
import { personName } from '../../common/types';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  & th,
  & td {
    padding: 0.4rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
  }
  & th:first-child,
  & td:first-child {
    text-align: left;
  }
`;

const rate = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`);

/** /admin/statistics (a placeholder in the specification): figures computed from the company's tasks and assessments. */
export default function StatisticsPage() {
  const summary = useAsync((signal) => adminApi.summary(signal), []);
  const assessments = useAsync((signal) => adminApi.assessmentProgress(signal).then(ringsFromAssessments), []);

  if (summary.loading && !summary.data) return <Spinner label="Loading statistics..." />;
  if (summary.error || !summary.data) return <ErrorState message={summary.error ?? 'An error occurred'} onRetry={summary.reload} />;
  const { counts, byAssignee, completedPerWeek } = summary.data;
  const open = counts.pending + counts.inProgress;

  return (
    <div>
      <PageTitle>Statistics</PageTitle>
      <TaskFigures counts={counts} withTotal />
      <CardGrid>
        <Card aria-labelledby="rates-title">
          <h2 id="rates-title">Rates</h2>
          <Table>
            <tbody>
              <tr>
                <th scope="row">Completion rate</th>
                <td>{rate(counts.completed, counts.total)}</td>
              </tr>
              <tr>
                <th scope="row">Open tasks overdue</th>
                <td>{rate(counts.overdue, open)}</td>
              </tr>
              <tr>
                <th scope="row">Completed in the last 12 weeks</th>
                <td>{completedPerWeek.reduce((n, w) => n + w.completed, 0)}</td>
              </tr>
            </tbody>
          </Table>
        </Card>
        <Card aria-labelledby="weekly-title">
          <h2 id="weekly-title">Tasks completed per week</h2>
          {completedPerWeek.every((w) => w.completed === 0) ? (
            <EmptyState>No tasks completed in the last 12 weeks.</EmptyState>
          ) : (
            <Suspense fallback={<Spinner label="Loading chart..." />}>
              <PerformanceChart weeks={completedPerWeek} />
            </Suspense>
          )}
        </Card>
        <Card aria-labelledby="members-title">
          <h2 id="members-title">By team member</h2>
          {byAssignee.length === 0 ? (
            <EmptyState>No tasks assigned to the team yet.</EmptyState>
          ) : (
            <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Completion by team member, scrollable">
              <Table aria-label="Completion by team member">
                <thead>
                  <tr>
                    <th scope="col">Member</th>
                    <th scope="col">Tasks</th>
                    <th scope="col">Completed</th>
                    <th scope="col">Overdue</th>
                    <th scope="col">Completion</th>
                  </tr>
                </thead>
                <tbody>
                  {byAssignee.map((row) => {
                    const total = row.pending + row.inProgress + row.completed;
                    return (
                      <tr key={row.user.id}>
                        <th scope="row">{personName(row.user)}</th>
                        <td>{total}</td>
                        <td>{row.completed}</td>
                        <td>{row.overdue}</td>
                        <td>{rate(row.completed, total)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </Table>
            </div>
          )}
        </Card>
        <Card aria-labelledby="progress-title">
          <h2 id="progress-title">{assessments.error ? 'Task completion' : 'Assessment progress'}</h2>
          <Suspense fallback={<Spinner label="Loading progress..." />}>
            {assessments.loading && !assessments.data ? (
              <Spinner label="Loading progress..." />
            ) : (
              <CompletionRings rings={assessments.data ?? ringsFromTasks(summary.data)} />
            )}
          </Suspense>
        </Card>
      </CardGrid>
    </div>
  );
}
