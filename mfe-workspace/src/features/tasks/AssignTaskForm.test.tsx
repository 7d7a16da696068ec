import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isoDateInIndia } from 'shared-contracts';
import { mockApi, offContract, renderView, sampleTask, sampleUser } from 'test-support';
import { AssignTaskForm } from './AssignTaskForm';

const people = [
  { ...sampleUser(), createdAt: '2026-01-01T00:00:00Z' },
  { ...sampleUser({ id: 'u2', firstName: 'Kiran', lastName: 'Iyer', role: 'checker' }), createdAt: '2026-01-01T00:00:00Z' },
];

function renderForm(onAssigned = jest.fn()) {
  renderView(<AssignTaskForm assignees={people} onAssigned={onAssigned} />, { path: '/admin' });
  return onAssigned;
}

/** A day in India `days` from today: its ISO date and the way a person types it (day first). */
const inDays = (days: number) => {
  const iso = isoDateInIndia(new Date(Date.now() + days * 86_400_000));
  return { iso, typed: iso.split('-').reverse().join('/') };
};
const DUE = inDays(30);

async function fill({ description = 'Board resolution for KYC policy', assignee = 'Meera Shah', due = DUE.typed } = {}) {
  if (description) await userEvent.type(screen.getByLabelText('Description'), description);
  if (assignee) await userEvent.selectOptions(screen.getByLabelText('Assign to'), assignee);
  if (due) await userEvent.type(screen.getByLabelText('Due date'), due);
}

it('offers the makers and checkers as assignees and defaults the priority to medium', () => {
  mockApi({});
  renderForm();
  expect(screen.getByRole('group', { name: 'Makers' })).toHaveTextContent('Meera Shah');
  expect(screen.getByRole('group', { name: 'Checkers' })).toHaveTextContent('Kiran Iyer');
  expect(screen.getByLabelText('Priority')).toHaveValue('medium');
});

it.each([
  ['description', { description: '' }, 'Description'],
  ['assignee', { assignee: '' }, 'Assign to'],
  ['due date', { due: '' }, 'Due date'],
])('refuses a task without %s with "Please fill all fields", marks that field and sends nothing', async (_what, missing, label) => {
  const { calls } = mockApi({});
  renderForm();
  await fill(missing);
  await userEvent.click(screen.getByRole('button', { name: 'Assign Task' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please fill all fields');
  expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(label)).toHaveFocus();
  expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);
  expect(calls).toHaveLength(0);
});

it('refuses a past due date beside the field, as the server would, and sends nothing', async () => {
  const { calls } = mockApi({});
  renderForm();
  await fill({ due: inDays(-1).typed });
  expect(screen.getByText('Due date cannot be in the past')).toBeInTheDocument();
  expect(screen.getByLabelText('Due date')).toHaveAttribute('aria-invalid', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Assign Task' }));
  expect(calls).toHaveLength(0);
  // Today, in India, is accepted.
  await userEvent.clear(screen.getByLabelText('Due date'));
  await userEvent.type(screen.getByLabelText('Due date'), inDays(0).typed);
  expect(screen.queryByText('Due date cannot be in the past')).not.toBeInTheDocument();
});

it('assigns the task, announces it, clears the form and tells the dashboard', async () => {
  const { calls } = mockApi({ 'POST /api/tasks/assign': { status: 201, body: { success: true, message: 'Task assigned successfully!', task: sampleTask() } } });
  const onAssigned = renderForm();
  await fill();
  await userEvent.selectOptions(screen.getByLabelText('Priority'), 'Urgent');
  await userEvent.selectOptions(screen.getByLabelText('Category'), 'RBI');
  await userEvent.click(screen.getByRole('button', { name: 'Assign Task' }));
  expect(await screen.findByText('Task assigned successfully!')).toBeInTheDocument();
  expect(calls[0].body).toEqual({ description: 'Board resolution for KYC policy', assignedTo: 'u1', priority: 'urgent', dueDate: DUE.iso, category: 'RBI' });
  expect(onAssigned).toHaveBeenCalledTimes(1);
  expect(screen.getByLabelText('Description')).toHaveValue('');
  expect(screen.getByLabelText('Due date')).toHaveValue('');
});

it('names an optional checker who will review the completed task (never the assignee)', async () => {
  const { calls } = mockApi({ 'POST /api/tasks/assign': { status: 201, body: { success: true, message: 'Task assigned successfully!', task: sampleTask() } } });
  renderForm();
  await fill();
  const checker = screen.getByLabelText('Checker (review)');
  expect(checker).toHaveValue('');
  await userEvent.selectOptions(checker, 'Kiran Iyer');
  await userEvent.click(screen.getByRole('button', { name: 'Assign Task' }));
  expect(await screen.findByText('Task assigned successfully!')).toBeInTheDocument();
  expect(calls[0].body).toMatchObject({ assignedTo: 'u1', checkerId: 'u2' });
  await userEvent.selectOptions(screen.getByLabelText('Assign to'), 'Kiran Iyer');
  expect(screen.getByLabelText('Checker (review)')).not.toHaveTextContent('Kiran Iyer');
});

it("shows the server's message when the assignment is refused", async () => {
  mockApi({ 'POST /api/tasks/assign': { status: 400, body: { success: false, message: 'Due date cannot be in the past' } } });
  const onAssigned = renderForm();
  await fill();
  await userEvent.click(screen.getByRole('button', { name: 'Assign Task' }));
  expect(await screen.findByText('Due date cannot be in the past')).toBeInTheDocument();
  expect(onAssigned).not.toHaveBeenCalled();
});

it('says "Failed to assign task" when the server gives no message', async () => {
  mockApi({ 'POST /api/tasks/assign': offContract('a failure with no message (a proxy in between)', { status: 500, body: {} }) });
  renderForm();
  await fill();
  await userEvent.click(screen.getByRole('button', { name: 'Assign Task' }));
  expect(await screen.findByText('Failed to assign task')).toBeInTheDocument();
});

it('says "Error assigning task" when the server cannot be reached', async () => {
  const { fetchMock } = mockApi({});
  renderForm();
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await fill();
  await userEvent.click(screen.getByRole('button', { name: 'Assign Task' }));
  expect(await screen.findByText('Error assigning task')).toBeInTheDocument();
});
