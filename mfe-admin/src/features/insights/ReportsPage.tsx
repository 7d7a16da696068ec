import { useState } from 'react';
import { Link } from 'react-router-dom';
import { apiRequest, downloadFile, saveCsv } from 'shared-auth';
import { figureListPath, isoDateInIndia, type AuditListResponse, type WorkItemsResponse } from 'shared-contracts';
import {
  Button,
  EmptyState,
  ErrorState,
  Field,
  Options,
  PageTitle,
  Pager,
  Spinner,
  toast,
  useAsync,
  formatDateTime,
  Section,
  formatDate,
  formatPeriod,
  space,
} from 'shared-ui';
import styled from 'styled-components';
import { loadAllTasks } from '../../common/api';
import { tasksToCsv } from './reportData';

const Stack = styled.div`
  display: grid;
  gap: ${space('md')};
  & h2 {
    margin: ${space(0, 0, 'sm')};
    font-size: 1.1rem;
  }
  & ul {
    margin: 0;
    padding-left: 1.1rem;
  }
  & li {
    margin: ${space('xxs', 0)};
  }
  & small {
    color: ${({ theme }) => theme.colors.muted};
    /* A date and time are never split over two lines ('28' / 'Nov 2026'). */
    white-space: nowrap;
  }
  & > h1 {
    margin: 0;
  }
`;

/** The financial year and the download button on one line; the field drawn as the product's other fields. */
const YearChoice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space('xs', 'sm')};
  & > div {
    margin-bottom: 0;
  }
`;

/** The financial years a board report can cover: this one and the two before it (April to March, in India). */
function financialYears(): string[] {
  const today = isoDateInIndia();
  const start = Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < 4 ? 1 : 0);
  return [0, 1, 2].map((back) => `FY${start - back}-${String((start - back + 1) % 100).padStart(2, '0')}`);
}

/** A button that makes a file and saves it, reading 'Preparing...' meanwhile; a failure is a toast. */
function DownloadButton({ label, failure, run }: { label: string; failure: string; run: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await run();
        } catch (error) {
          toast.error(error instanceof Error ? error.message : failure);
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? 'Preparing...' : label}
    </Button>
  );
}

/** The board's compliance report of a financial year, as a PDF made by the server. */
function CompanyReportSection() {
  const years = financialYears();
  const [year, setYear] = useState(years[0]);
  return (
    <Section id="board-report-title" title="Company compliance report">
      <p>For the board: the four assessments' scores, the statutory filings of the year with the on-time rate and the late ones, open exceptions and sign-offs (PDF).</p>
      <YearChoice>
        <Field>
          <label htmlFor="board-report-year">Financial year</label>
          <select id="board-report-year" value={year} onChange={(e) => setYear(e.target.value)}>
            <Options items={years} label={formatPeriod} />
          </select>
        </Field>
        <DownloadButton
          label="Download company report (PDF)"
          failure="The report could not be made"
          run={() => downloadFile(`/api/exports/company-report.pdf?period=${encodeURIComponent(year)}`, `compliance-report-${year}.pdf`, 'The report could not be made')}
        />
      </YearChoice>
    </Section>
  );
}

/** /admin/reports (a placeholder in the specification): the figures, what is overdue, recent activity and a task export. */
export default function ReportsPage() {
  // The overdue figure's own list (tasks and filings), so the section and the figure above it agree.
  const overdue = useAsync((signal) => apiRequest<WorkItemsResponse>('/api/obligations/work-items?scope=company&figure=overdue&limit=50', { signal }), []);
  const [auditPage, setAuditPage] = useState(1);
  const audit = useAsync((signal) => apiRequest<AuditListResponse>(`/api/audit?page=${auditPage}`, { signal }), [auditPage]);

  return (
    <Stack>
      <PageTitle>Reports</PageTitle>
      {/* The overdue figure is its list below (same source, with its "See all" link); the tiles stay on the dashboards. */}
      <CompanyReportSection />
      <Section id="export-title" title="Task register">
        <p>Every task of the company with its assignee, status and dates, as a spreadsheet (CSV).</p>
        <DownloadButton label="Download CSV" failure="Export failed" run={async () => saveCsv(tasksToCsv(await loadAllTasks({})), `tasks-${isoDateInIndia()}.csv`)} />
      </Section>
      <Section id="overdue-title" title="Overdue tasks and filings">
        {overdue.loading && !overdue.data ? (
          <Spinner label="Loading overdue items..." />
        ) : overdue.error ? (
          <ErrorState message={overdue.error} onRetry={overdue.reload} />
        ) : !overdue.data || overdue.data.items.length === 0 ? (
          <EmptyState>Nothing is overdue.</EmptyState>
        ) : (
          <ul aria-label="Overdue tasks and filings">
            {overdue.data.items.map((i) => (
              <li key={`${i.kind}-${i.id}`}>
                {i.period ? `${i.title} (${i.period})` : i.title} {/* The page keeps a date and time on one line; this longer line wraps on a phone. */}
                <small style={{ whiteSpace: 'normal' }}>
                  {i.kind === 'filing' ? 'Filing' : 'Task'} · {i.owner?.name ?? 'No owner'} · due {formatDate(i.dueDate)} · {i.statusLabel}
                </small>
              </li>
            ))}
          </ul>
        )}
        {overdue.data && overdue.data.total > overdue.data.items.length && (
          <p>
            <Link to={figureListPath('admin', 'overdue', 'company')}>{`See all ${overdue.data.total} overdue items`}</Link>
          </p>
        )}
      </Section>
      <Section id="activity-title" title="Recent activity">
        {audit.loading && !audit.data ? (
          <Spinner label="Loading activity..." />
        ) : audit.error ? (
          <ErrorState message={audit.error} onRetry={audit.reload} />
        ) : !audit.data || audit.data.events.length === 0 ? (
          <EmptyState>No activity recorded yet.</EmptyState>
        ) : (
          <>
            <ul aria-label="Recent activity">
              {audit.data.events.map((event) => (
                <li key={event.id}>
                  {event.sentence} <small>{formatDateTime(event.createdAt)}</small>
                </li>
              ))}
            </ul>
            {audit.data.total > audit.data.pageSize && (
              <Pager label="Activity pages" page={auditPage} pageSize={audit.data.pageSize} total={audit.data.total} onPage={setAuditPage} />
            )}
          </>
        )}
      </Section>
    </Stack>
  );
}
