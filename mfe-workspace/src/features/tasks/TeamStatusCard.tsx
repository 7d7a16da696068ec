import { EmptyState, ErrorState, Spinner } from 'shared-ui';
import styled from 'styled-components';
import type { AsyncState } from 'shared-ui';
import { personName, type TaskSummaryResponse } from '../../common/types';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.92rem;
  & th,
  & td {
    padding: 0.4rem 0.35rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
  }
  & th:first-child,
  & td:first-child {
    text-align: left;
  }
  & small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
  /* Five columns fit a 360 px screen only when compact; the wrapper scrolls if a name is still too long. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    font-size: 0.8rem;
    & th,
    & td {
      padding: 0.35rem 0.15rem;
    }
    & thead th {
      font-size: 0.72rem;
    }
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

/** Each maker's and checker's open, in-progress, completed and overdue counts (from GET /api/tasks/summary). */
export function TeamStatusCard({ summary }: { summary: AsyncState<TaskSummaryResponse> }) {
  if (summary.loading && !summary.data) return <Spinner label="Loading team status..." />;
  if (summary.error) return <ErrorState message={summary.error} onRetry={summary.reload} />;
  const rows = summary.data?.byAssignee ?? [];
  if (rows.length === 0) return <EmptyState>No tasks assigned to the team yet.</EmptyState>;
  return (
    <Scroll tabIndex={0} role="region" aria-label="Team status, scrollable">
      <Table aria-label="Team status">
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col">Pending</th>
            <th scope="col">In progress</th>
            <th scope="col">Completed</th>
            <th scope="col">Overdue</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.user.id}>
              <th scope="row">
                {personName(row.user)}
                <small>{row.user.role === 'checker' ? 'Checker' : 'Maker'}</small>
              </th>
              <td>{row.pending}</td>
              <td>{row.inProgress}</td>
              <td>{row.completed}</td>
              <td>{row.overdue}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
