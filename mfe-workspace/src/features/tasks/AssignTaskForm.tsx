import { useState, type FormEvent } from 'react';
import { ApiRequestError } from 'shared-auth';
import { TASK_MESSAGES, TASK_PRIORITY_LABELS, isoDateInIndia } from 'shared-contracts';
import { Button, DateInput, ErrorBanner, Field, PersonPicker, toast, space } from 'shared-ui';
import styled from 'styled-components';
import { TASK_CATEGORIES, TASK_PRIORITIES, type TaskCategory, type TaskPriority, type TeamUser } from '../../common/types';
import { tasksApi } from './tasksApi';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${space(0, 'sm')};
`;

const WholeRow = styled(PersonPicker)`
  grid-column: 1 / -1;
`;

interface Draft {
  description: string;
  assignedTo: string;
  priority: TaskPriority;
  dueDate: string;
  category: TaskCategory;
  /** '' = no review; else the checker who reviews the completed task (docs/decisions/0017-maker-checker-sign-off-exports-and-evidence.md maker-checker). */
  checkerId: string;
}

const emptyDraft = (assignedTo = ''): Draft => ({ description: '', assignedTo, priority: 'medium', dueDate: '', category: 'General', checkerId: '' });

const FIELD_IDS = { description: 'description', assignedTo: 'assignee', dueDate: 'due' } as const;

/** The admin's Assign task form: description, assignee (a maker or checker), priority (default medium), due date; plus a category for the calendar. */
export function AssignTaskForm({
  assignees,
  presetAssignee,
  onAssigned,
  idPrefix = 'assign',
}: {
  assignees: TeamUser[];
  presetAssignee?: string;
  onAssigned: () => void;
  idPrefix?: string;
}) {
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(presetAssignee));
  const [problem, setProblem] = useState<string | null>(null);
  // The fields the last submit found empty: marked beside the specified message (docs/decisions/0063-screenshot-review-compliance-super-admin-public.md).
  const [missing, setMissing] = useState<ReadonlySet<keyof Draft>>(new Set());
  const [saving, setSaving] = useState(false);
  const checkers = assignees.filter((u) => u.role === 'checker');

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setProblem(null);
    setMissing((m) => (m.has(key) ? new Set([...m].filter((k) => k !== key)) : m));
  };

  const id = (name: string) => `${idPrefix}-${name}`;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const empty = (['description', 'assignedTo', 'dueDate'] as const).filter((key) => !draft[key].trim());
    if (empty.length > 0) {
      setProblem('Please fill all fields');
      setMissing(new Set(empty));
      document.getElementById(id(FIELD_IDS[empty[0]]))?.focus();
      return;
    }
    setSaving(true);
    try {
      const { checkerId, ...task } = draft;
      await tasksApi.assign({ ...task, description: draft.description.trim(), ...(checkerId ? { checkerId } : {}) });
      toast.success('Task assigned successfully!');
      setDraft(emptyDraft(presetAssignee));
      onAssigned();
    } catch (error) {
      if (error instanceof ApiRequestError) toast.error(error.message && error.message !== 'An error occurred' ? error.message : 'Failed to assign task');
      else toast.error('Error assigning task');
    } finally {
      setSaving(false);
    }
  }

  const invalid = (key: keyof Draft) => (missing.has(key) ? { 'aria-invalid': true, 'aria-describedby': id('problem') } : {});
  return (
    <form onSubmit={submit} noValidate aria-label="Assign task">
      {problem && (
        <ErrorBanner role="alert" id={id('problem')}>
          {problem}
        </ErrorBanner>
      )}
      <Field>
        <label htmlFor={id('description')}>Description</label>
        <textarea id={id('description')} rows={2} {...invalid('description')} value={draft.description} onChange={(e) => set('description', e.target.value)} />
      </Field>
      <Row>
        {/* The whole row: 'Select a maker or checker' was cut off in a half-width column of the dashboard card. */}
        <WholeRow
          id={id('assignee')}
          label="Assign to"
          people={assignees}
          emptyLabel="Select a maker or checker"
          invalid={missing.has('assignedTo')}
          describedBy={missing.has('assignedTo') ? id('problem') : undefined}
          value={draft.assignedTo}
          onChange={(value) => set('assignedTo', value)}
        />
        <Field>
          <label htmlFor={id('priority')}>Priority</label>
          <select id={id('priority')} value={draft.priority} onChange={(e) => set('priority', e.target.value as TaskPriority)}>
            {TASK_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {TASK_PRIORITY_LABELS[p]}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor={id('category')}>Category</label>
          <select id={id('category')} value={draft.category} onChange={(e) => set('category', e.target.value as TaskCategory)}>
            {TASK_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </Field>
        <PersonPicker
          id={id('checker')}
          label="Checker (review)"
          people={checkers}
          exclude={draft.assignedTo}
          emptyLabel="No review"
          value={draft.checkerId}
          onChange={(value) => set('checkerId', value)}
        />
        <Field>
          <label htmlFor={id('due')}>Due date</label>
          {/* The server refuses a past due date: the field takes none (today in India, as the server counts). */}
          <DateInput
            id={id('due')}
            min={isoDateInIndia()}
            tooEarlyMessage={TASK_MESSAGES.dueInPast}
            invalid={missing.has('dueDate')}
            describedBy={missing.has('dueDate') ? id('problem') : undefined}
            value={draft.dueDate}
            onChange={(value) => set('dueDate', value)}
          />
        </Field>
      </Row>
      {assignees.length === 0 && <p>Create a maker or checker first to assign tasks.</p>}
      <Button type="submit" disabled={saving}>
        {saving ? 'Assigning...' : 'Assign Task'}
      </Button>
    </form>
  );
}
