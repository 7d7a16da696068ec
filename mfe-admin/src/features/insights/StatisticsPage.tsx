import { Suspense } from 'react';
import {
  CardGrid,
  CompletionRings,
  DataTable,
  EmptyState,
  ErrorState,
  PageTitle,
  PerformanceChart,
  Section,
  Spinner,
  TaskFigures,
  WorkFigures,
  ringsFromAssessments,
  ringsFromTasks,
  useAsync,
  type Column,
} from 'shared-ui';
import type { TaskSummaryResponse } from 'shared-contracts';
import { adminApi } from '../../common/api';
import { personName } from '../../common/types';

const rate = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`);

type MemberRow = TaskSummaryResponse['byAssignee'][number];
const totalOf = (row: MemberRow) => row.pending + row.inProgress + row.completed;

const RATE_COLUMNS: Array<Column<{ label: string; value: string | number }>> = [
  { header: 'Measure', cell: (r) => r.label, rowHeader: true },
  { header: 'Value', cell: (r) => r.value },
];

const MEMBER_COLUMNS: Array<Column<MemberRow>> = [
  { header: 'Member', cell: (row) => personName(row.user), rowHeader: true },
  { header: 'Tasks', cell: totalOf },
  { header: 'Completed', cell: (row) => row.completed },
  { header: 'Overdue tasks', cell: (row) => row.overdue },
  { header: 'Completion', cell: (row) => rate(row.completed, totalOf(row)) },
];

/** /admin/statistics (a placeholder in the specification): figures computed from the company's tasks and assessments. */
export default function StatisticsPage() {
  const summary = useAsync((signal) => adminApi.summary(signal), []);
  const assessments = useAsync((signal) => adminApi.assessmentProgress(signal).then(ringsFromAssessments), []);

  if (summary.loading && !summary.data) return <Spinner label="Loading statistics..." />;
  if (summary.error || !summary.data) return <ErrorState message={summary.error ?? 'An error occurred'} onRetry={summary.reload} />;
  const { counts, byAssignee, completedPerWeek } = summary.data;
  const open = counts.pending + counts.inProgress;
  const rates = [
    { label: 'Completion rate', value: rate(counts.completed, counts.total) },
    { label: 'Open tasks overdue', value: rate(counts.overdue, open) },
    { label: 'Completed in the last 12 weeks', value: completedPerWeek.reduce((n, w) => n + w.completed, 0) },
  ];

  return (
    <div>
      <PageTitle>Statistics</PageTitle>
      <WorkFigures />
      <TaskFigures counts={counts} withTotal />
      <CardGrid>
        <Section id="rates-title" title="Rates">
          <DataTable noHead look="figures" columns={RATE_COLUMNS} rows={rates} rowKey={(r) => r.label} />
        </Section>
        <Section id="weekly-title" title="Tasks completed per week">
          {completedPerWeek.every((w) => w.completed === 0) ? (
            <EmptyState>No tasks completed in the last 12 weeks.</EmptyState>
          ) : (
            <Suspense fallback={<Spinner label="Loading chart..." />}>
              <PerformanceChart weeks={completedPerWeek} />
            </Suspense>
          )}
        </Section>
        <Section id="members-title" title="By team member">
          <DataTable
            label="Completion by team member"
            scrollLabel="Completion by team member, scrollable"
            look="figures"
            stackOnMobile
            columns={MEMBER_COLUMNS}
            rows={byAssignee}
            rowKey={(row) => row.user.id}
            empty="No tasks assigned to the team yet."
          />
        </Section>
        <Section id="progress-title" title={assessments.error ? 'Task completion' : 'Assessment progress'}>
          <Suspense fallback={<Spinner label="Loading progress..." />}>
            {assessments.loading && !assessments.data ? (
              <Spinner label="Loading progress..." />
            ) : (
              <CompletionRings rings={assessments.data ?? ringsFromTasks(summary.data)} />
            )}
          </Suspense>
        </Section>
      </CardGrid>
    </div>
  );
}
