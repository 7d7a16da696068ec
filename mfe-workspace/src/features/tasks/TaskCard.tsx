import { TASK_PRIORITY_LABELS } from 'shared-contracts';
import { useState } from 'react';
import { Button, formatDate, theme, space } from 'shared-ui';
import styled, { type DefaultTheme } from 'styled-components';
import { OverdueMark } from '../../common/listRows';
import { TASK_FROM_CALENDAR, TASK_STATUS_LABELS, personName, type Task, type TaskStatus } from '../../common/types';
import { RecordFilingButton } from '../command-centre/OccurrenceActions';
import { TaskDetails } from './TaskDetails';
import { TaskReviewFact } from './TaskReviewFact';

const Card = styled.li<{ $tone: string }>`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: 8px;
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${space('md')};
  display: flex;
  flex-direction: column;
  gap: ${space('xs')};
  border-left: 4px solid ${({ $tone }) => $tone};
  & h3 {
    margin: 0;
    font-size: 1rem;
    overflow-wrap: anywhere;
    /* A card shows the start of a long title; Details shows all of it. */
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  & .from {
    margin: 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  & dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.15rem 0.6rem;
    margin: 0;
    font-size: 0.9rem;
  }
  & dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  & dd {
    margin: 0;
  }
  & .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space('xs')};
    margin-top: auto;
  }
`;

/** A card's edge: overdue above all, else its status. */
const TONE = { pending: 'warning', 'in-progress': 'info', completed: 'success' } as const satisfies Record<TaskStatus, keyof DefaultTheme['colors']>;

/**
 * Start Task (pending), Mark Complete and Move to Pending (in progress); completed is final. A task made from a due
 * date is that filing's work item: it is done with "Record filing" (the proof), never ticked off by hand. The card
 * keeps to the short title; Details shows the whole task (a due date's obligation, period and citation).
 */
export function TaskCard({ task, busy, onMove, onChanged }: { task: Task; busy: boolean; onMove: (task: Task, status: TaskStatus) => void; onChanged?: () => void }) {
  const headingId = `task-${task._id}`;
  const [open, setOpen] = useState(false);
  return (
    <Card aria-labelledby={headingId} $tone={theme.colors[task.overdue ? 'danger' : TONE[task.status]]}>
      <h3 id={headingId}>{task.description}</h3>
      {task.filing?.fromCalendar && <p className="from">{TASK_FROM_CALENDAR}</p>}
      <dl>
        <dt>Priority</dt>
        <dd>{TASK_PRIORITY_LABELS[task.priority]}</dd>
        <dt>Status</dt>
        <dd>
          {TASK_STATUS_LABELS[task.status]}
          {task.overdue && <OverdueMark> · Overdue</OverdueMark>}
        </dd>
        <dt>Due date</dt>
        <dd>{formatDate(task.dueDate)}</dd>
        <dt>Category</dt>
        <dd>{task.category}</dd>
        {!task.filing?.fromCalendar && (
          <>
            <dt>Assigned by</dt>
            <dd>{personName(task.assignedBy)}</dd>
          </>
        )}
        <TaskReviewFact review={task.review} />
      </dl>
      <div className="actions">
        <Button type="button" $small $variant="secondary" aria-label={`View Details: ${task.description}`} onClick={() => setOpen(true)}>
          View Details
        </Button>
        {task.status === 'pending' && (
          <Button type="button" $small disabled={busy} onClick={() => onMove(task, 'in-progress')}>
            Start Task
          </Button>
        )}
        {task.filing && task.status !== 'completed' && (
          <RecordFilingButton occurrenceId={task.filing.occurrenceId} label={task.description} onDone={() => onChanged?.()} />
        )}
        {task.status === 'in-progress' && !task.filing && (
          <>
            <Button type="button" $small disabled={busy} onClick={() => onMove(task, 'completed')}>
              Mark Complete
            </Button>
            <Button type="button" $small $variant="secondary" disabled={busy} onClick={() => onMove(task, 'pending')}>
              Move to Pending
            </Button>
          </>
        )}
      </div>
      {open && <TaskDetails task={task} onClose={() => setOpen(false)} />}
    </Card>
  );
}
