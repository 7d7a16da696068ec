import { lazy, Suspense, useState } from 'react';
import type { AnalyticsPoint, AnalyticsResponse } from 'shared-contracts';
import { Card, DataTable, ErrorState, PageTitle, Spinner, StatusButtons, useApi, formatDate, formatNumber, theme, type Column } from 'shared-ui';

const AnalyticsCharts = lazy(() => import('./AnalyticsCharts'));

type Range = '7' | '30' | '90' | '365';
const RANGES: Array<{ value: Range; label: string }> = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '12 months' },
];

const COLUMNS: Array<[keyof Omit<AnalyticsPoint, 'date'>, string]> = [
  ['registrations', 'Company registrations'],
  ['activeUsers', 'Active users'],
  ['tasksCompleted', 'Tasks completed'],
  ['assessmentsCompleted', 'Assessments completed'],
];

const TABLE_COLUMNS: Array<Column<AnalyticsPoint>> = [
  { header: 'Date', cell: (p) => formatDate(p.date) },
  ...COLUMNS.map(([key, label]): Column<AnalyticsPoint> => ({ header: label, cell: (p) => p[key] })),
];

const total = (series: AnalyticsPoint[], key: keyof Omit<AnalyticsPoint, 'date'>) => series.reduce((sum, p) => sum + p[key], 0);

export default function AnalyticsPage() {
  const [range, setRange] = useState<Range>('30');
  const { data, error, loading, reload } = useApi<AnalyticsResponse>(`/api/super-admin/analytics?days=${range}`);

  return (
    <>
      <PageTitle>Analytics</PageTitle>
      <div style={{ marginBottom: theme.space.md }}>
        <StatusButtons<Range> label="Period" value={range} onChange={setRange} options={RANGES} />
      </div>
      {loading && !data && <Spinner label="Loading analytics..." />}
      {error && <ErrorState message={error} onRetry={reload} />}
      {data && !error && (
        <>
          <div style={{ display: 'grid', gap: theme.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', marginBottom: theme.space.md }}>
            {COLUMNS.map(([key, label]) => (
              <Card key={key}>
                <div style={{ color: theme.colors.muted, fontSize: '0.9rem' }}>{label}</div>
                <div style={{ fontSize: '1.6rem', fontWeight: 700 }}>{formatNumber(total(data.series, key))}</div>
                <div style={{ color: theme.colors.muted, fontSize: '0.8rem' }}>{key === 'activeUsers' ? 'user-days in the period' : 'in the period'}</div>
              </Card>
            ))}
            <Card>
              <div style={{ color: theme.colors.muted, fontSize: '0.9rem' }}>Assessment completion</div>
              <div style={{ fontSize: '1.6rem', fontWeight: 700 }}>{data.assessmentCompletionPercent === null ? '—' : `${data.assessmentCompletionPercent}%`}</div>
              <div style={{ color: theme.colors.muted, fontSize: '0.8rem' }}>of the assessments active companies have to do</div>
            </Card>
          </div>
          <Suspense fallback={<Spinner label="Loading charts..." />}>
            <AnalyticsCharts series={data.series} />
          </Suspense>
          <details style={{ marginTop: theme.space.md }}>
            <summary>Show the figures as a table</summary>
            <DataTable label="Daily figures" look="console" columns={TABLE_COLUMNS} rows={data.series} rowKey={(p) => p.date} />
          </details>
        </>
      )}
    </>
  );
}
