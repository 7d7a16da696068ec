import { DataTable, ErrorState, Spinner, type Column } from 'shared-ui';
import styled from 'styled-components';
import type { AsyncState } from 'shared-ui';
import { personName, type TaskSummaryResponse } from '../../common/types';

type MemberCounts = TaskSummaryResponse['byAssignee'][number];

const Role = styled.small`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
`;

const COLUMNS: Array<Column<MemberCounts>> = [
  {
    header: 'Member',
    rowHeader: true,
    cell: (row) => (
      <>
        {personName(row.user)}
        <Role>{row.user.role === 'checker' ? 'Checker' : 'Maker'}</Role>
      </>
    ),
  },
  { header: 'Pending', cell: (row) => row.pending },
  { header: 'In progress', cell: (row) => row.inProgress },
  { header: 'Completed', cell: (row) => row.completed },
  { header: 'Overdue tasks', cell: (row) => row.overdue },
];

/** Each maker's and checker's open, in-progress, completed and overdue counts (from GET /api/tasks/summary). */
export function TeamStatusCard({ summary }: { summary: AsyncState<TaskSummaryResponse> }) {
  if (summary.loading && !summary.data) return <Spinner label="Loading team status..." />;
  if (summary.error) return <ErrorState message={summary.error} onRetry={summary.reload} />;
  return (
    <DataTable
      look="figures"
      stackOnMobile
      label="Team status"
      scrollLabel="Team status, scrollable"
      columns={COLUMNS}
      rows={summary.data?.byAssignee ?? []}
      rowKey={(row) => row.user.id}
      empty="No tasks assigned to the team yet."
    />
  );
}
