import { TASK_PRIORITY_LABELS, filingPath, formatPeriod } from 'shared-contracts';
import { Modal, formatDate, formatDateTime, space } from 'shared-ui';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { TASK_STATUS_LABELS, taskAssigner, type Task } from '../../common/types';
import { TaskReviewFact } from './TaskReviewFact';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(7rem, auto) 1fr;
  gap: ${space('xxs', 'sm')};
  margin: ${space(0, 0, 'md')};
  & dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 420px) {
    grid-template-columns: 1fr;
    & dd {
      margin-bottom: ${space('xs')};
    }
  }
`;

/**
 * A task's details: its whole title and, for a due date's task, the obligation, the period and the statute it comes
 * from (the card keeps the short title), with a link to the filing in the Command Centre.
 */
export function TaskDetails({ task, onClose }: { task: Task; onClose: () => void }) {
  const area = useLocation().pathname.split('/')[1] || 'maker';
  const filing = task.filing;
  return (
    <Modal title={task.description} onClose={onClose} wide>
      <Facts>
        {filing && (
          <>
            <dt>Obligation</dt>
            <dd>{filing.obligationTitle}</dd>
            <dt>Period</dt>
            <dd>{formatPeriod(filing.period)}</dd>
            <dt>Statutory due date</dt>
            <dd>{formatDate(task.dueDate)}</dd>
            {filing.citation && (
              <>
                <dt>Citation</dt>
                <dd>{filing.citation}</dd>
              </>
            )}
          </>
        )}
        {!filing && (
          <>
            <dt>Due date</dt>
            <dd>{formatDate(task.dueDate)}</dd>
          </>
        )}
        <dt>Status</dt>
        <dd>{TASK_STATUS_LABELS[task.status]}</dd>
        <dt>Priority</dt>
        <dd>{TASK_PRIORITY_LABELS[task.priority]}</dd>
        <dt>Category</dt>
        <dd>{task.category}</dd>
        <dt>{filing?.fromCalendar ? 'From' : 'Assigned by'}</dt>
        <dd>{taskAssigner(task)}</dd>
        <dt>Created</dt>
        <dd>{formatDateTime(task.createdAt)}</dd>
        <TaskReviewFact review={task.review} />
      </Facts>
      {filing && (
        <p style={{ margin: 0 }}>
          <Link to={filingPath(area, task.dueDate, filing.occurrenceId)}>Open the filing in the Command Centre</Link>
        </p>
      )}
    </Modal>
  );
}
