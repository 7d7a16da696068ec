import { useState } from 'react';
import { Link } from 'react-router-dom';
import { pagePath } from 'shared-contracts/federation';
import { Button, EmptyState, ErrorState, Modal, Spinner, space } from 'shared-ui';
import styled from 'styled-components';
import type { AsyncState } from 'shared-ui';
import { personName, type TaskSummaryResponse, type TeamUser } from '../../common/types';
import { AssignTaskForm } from './AssignTaskForm';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  & li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space('xs')};
    padding: 0.45rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  & small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Quick task assign: pick a team member (with their current load) and assign in a dialog. */
export function QuickAssignCard({ assignees, summary, onAssigned }: { assignees: AsyncState<TeamUser[]>; summary: TaskSummaryResponse | null; onAssigned: () => void }) {
  const [target, setTarget] = useState<TeamUser | null>(null);
  if (assignees.loading && !assignees.data) return <Spinner label="Loading team..." />;
  if (assignees.error) return <ErrorState message={assignees.error} onRetry={assignees.reload} />;
  const people = assignees.data ?? [];
  if (people.length === 0)
    return (
      <EmptyState>
        No makers or checkers yet. <Link to={pagePath('admin', 'makers')}>Create a maker</Link> or <Link to={pagePath('admin', 'checkers')}>a checker</Link>.
      </EmptyState>
    );
  const openLoad = (id: string) => {
    const row = summary?.byAssignee.find((r) => r.user.id === id);
    return row ? row.pending + row.inProgress : 0;
  };
  return (
    <>
      <List>
        {people.map((person) => (
          <li key={person.id}>
            <span>
              {personName(person)}
              <small>
                {person.role === 'checker' ? 'Checker' : 'Maker'} · {openLoad(person.id)} open
              </small>
            </span>
            <Button type="button" $small $variant="secondary" onClick={() => setTarget(person)} aria-label={`Assign a task to ${personName(person)}`}>
              Assign
            </Button>
          </li>
        ))}
      </List>
      {target && (
        <Modal title={`Assign a task to ${personName(target)}`} onClose={() => setTarget(null)} wide>
          <AssignTaskForm
            idPrefix="quick-assign"
            assignees={people}
            presetAssignee={target.id}
            onAssigned={() => {
              setTarget(null);
              onAssigned();
            }}
          />
        </Modal>
      )}
    </>
  );
}
