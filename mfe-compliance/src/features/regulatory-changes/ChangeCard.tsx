import { useState } from 'react';
import styled from 'styled-components';
import { LIBRARY_CHANGE_LABELS, TASK_MESSAGES, isoDateInIndia, type PublicUser, type RegulatoryChange } from 'shared-contracts';
import { Button, DateInput, Field, PersonPicker, formatDate, formatPeriod, toast, useAction, space } from 'shared-ui';
import { createChangeTasks } from './regulatoryChangesApi';

const Card = styled.article`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 0.9rem 1.1rem;
  display: grid;
  gap: ${space('xs')};
  & h3 {
    margin: 0;
    font-size: 1rem;
  }
  & p {
    margin: 0;
  }
  & small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
const Badge = styled.span<{ $kind: RegulatoryChange['change'] }>`
  display: inline-block;
  margin-right: ${space('xs')};
  padding: 0.1rem 0.6rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.onTone};
  background: ${({ $kind, theme }) => ({ added: theme.colors.success, changed: theme.colors.warning, retired: theme.colors.muted, citation: theme.colors.primary })[$kind]};
`;
const Flag = styled.strong`
  color: ${({ theme }) => theme.colors.danger};
`;
const TaskForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('xs', 'md')};
  align-items: flex-end;
`;

const ASSESSMENT_NAMES: Record<string, string> = { hr: 'HR', rbi: 'RBI', mca: 'MCA', 'self-audit': 'Self audit' };

/** One change of a library release: what changed, under which instrument, the answers it affects; the admin makes tasks of it. */
export function ChangeCard({ change, admin, team }: { change: RegulatoryChange; admin: boolean; team: PublicUser[] }) {
  const { busy, run } = useAction();
  const [dueDate, setDueDate] = useState('');
  const [assignee, setAssignee] = useState('');
  const answered = change.affectedAnswers.some((a) => a.answeredBy !== null);

  function createTasks(event: React.FormEvent) {
    event.preventDefault();
    // The field says beside it why a typed day was refused; the task needs one (the server's words).
    if (!dueDate) return void toast.error(TASK_MESSAGES.fillAllFields);
    void run(async () => (await createChangeTasks({ changeId: change.id, dueDate, ...(assignee ? { assignedTo: assignee } : {}) })).message);
  }

  return (
    <Card aria-label={`${change.itemId}: ${LIBRARY_CHANGE_LABELS[change.change]}`}>
      <h3>
        <Badge $kind={change.change}>{LIBRARY_CHANGE_LABELS[change.change]}</Badge>
        {change.itemId}
        {change.assessment && <small> · {ASSESSMENT_NAMES[change.assessment]} assessment</small>}
      </h3>
      {change.itemText && <p>{change.itemText}</p>}
      <p>{change.summary}</p>
      <small>
        {change.instrument} · in force {formatDate(change.effectiveDate)} · {change.libraryName}, version {change.version} of {formatDate(change.date)}
      </small>
      {change.applicabilityNote && <small>{change.applicabilityNote}</small>}
      {change.affectedAnswers.map((answer) => (
        <p key={`${answer.kind}-${answer.scope}-${answer.period}`}>
          Your answer ({ASSESSMENT_NAMES[answer.kind]}, {formatPeriod(answer.period)}
          {answer.scope ? `, ${answer.scope}` : ''}): {answer.status ?? 'not answered'}
          {answer.answeredBy && ` by ${answer.answeredBy.firstName} ${answer.answeredBy.lastName}`}
          {answer.answeredVersion && `, version ${answer.answeredVersion}`}
          {answer.changedSinceAnswered && (
            <>
              {' '}
              <Flag>changed since answered</Flag>
            </>
          )}
        </p>
      ))}
      {change.updates.length > 0 && <small>Updates: {change.updates.map((u) => `${u.title} (${formatDate(u.date)})`).join('; ')}</small>}
      {change.dueDates && (
        <small>
          {change.dueDates.length === 0
            ? 'No due date for your company in the next twelve months.'
            : `Your due dates now: ${change.dueDates.map((d) => `${d.period}, due ${formatDate(d.dueDate)}`).join('; ')}`}
        </small>
      )}
      {admin && (
        <TaskForm onSubmit={createTasks} aria-label={`Create tasks for ${change.itemId}`}>
          <Field>
            <label htmlFor={`due-${change.id}`}>Due date</label>
            {/* A task cannot be due in the past: today in India, as the server counts. */}
            <DateInput id={`due-${change.id}`} min={isoDateInIndia()} tooEarlyMessage={TASK_MESSAGES.dueInPast} required value={dueDate} onChange={setDueDate} />
          </Field>
          {!answered && (
            <PersonPicker
              id={`owner-${change.id}`}
              label="Assign to"
              people={team}
              emptyLabel="Select a maker or checker"
              required
              value={assignee}
              onChange={setAssignee}
            />
          )}
          <Button type="submit" disabled={busy}>
            {answered ? 'Create tasks for the owners' : 'Create task'}
          </Button>
        </TaskForm>
      )}
    </Card>
  );
}
