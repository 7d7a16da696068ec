import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, offContract, renderView, sampleTeamUser, sampleUserList } from 'test-support';
import { UserManagementPage } from './UserManagementPage';

const makers = { body: sampleUserList([sampleTeamUser()]) };
const none = { body: sampleUserList([]) };

/** The create-with-password form (its labels are the invitation form's too). */
const createForm = () => within(screen.getByRole('form', { name: 'Create Maker' }));

async function fillForm(values: { first?: string; last?: string; email?: string; password?: string }) {
  if (values.first) await userEvent.type(createForm().getByLabelText('First name'), values.first);
  if (values.last) await userEvent.type(createForm().getByLabelText('Last name'), values.last);
  if (values.email) await userEvent.type(createForm().getByLabelText('Email'), values.email);
  if (values.password) await userEvent.type(createForm().getByLabelText('Password'), values.password);
  await userEvent.click(createForm().getByRole('button', { name: 'Create Maker' }));
}

it('lists the users of the role', async () => {
  mockApi({ 'GET /api/admin/users?role=maker': makers });
  renderView(<UserManagementPage role="maker" />, { path: '/admin' });
  expect(screen.getByRole('status')).toHaveTextContent('Loading users...');
  expect(await screen.findByRole('cell', { name: 'Meera Shah' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'meera@example.test' })).toBeInTheDocument();
});

it('shows the empty state text of the specification', async () => {
  mockApi({ 'GET /api/admin/users?role=checker': none });
  renderView(<UserManagementPage role="checker" />, { path: '/admin' });
  expect(await screen.findByText('No checker users found. Create one to get started.')).toBeInTheDocument();
});

it('shows an error with Retry when the list cannot load', async () => {
  mockApi({ 'GET /api/admin/users?role=maker': [{ status: 500, body: { success: false, message: 'Database unavailable' } }, makers] });
  renderView(<UserManagementPage role="maker" />, { path: '/admin' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('cell', { name: 'Meera Shah' })).toBeInTheDocument();
});

it('requires all four fields and sends nothing', async () => {
  const { calls } = mockApi({ 'GET /api/admin/users?role=maker': none });
  renderView(<UserManagementPage role="maker" />, { path: '/admin' });
  await screen.findByText(/No maker users found/);
  await fillForm({ first: 'Asha', email: 'asha@example.test', password: 'secret12' });
  expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

it('requires a password of at least 8 characters', async () => {
  const { calls } = mockApi({ 'GET /api/admin/users?role=maker': none });
  renderView(<UserManagementPage role="maker" />, { path: '/admin' });
  await screen.findByText(/No maker users found/);
  await fillForm({ first: 'Asha', last: 'Rao', email: 'asha@example.test', password: '1234567' });
  expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

it('creates a user with the role, announces it and refreshes the list', async () => {
  const { calls } = mockApi({
    'GET /api/admin/users?role=maker': [none, { body: sampleUserList([sampleTeamUser({ id: 'u2', firstName: 'Asha', lastName: 'Rao' })]) }],
    'POST /api/admin/users': { status: 201, body: { success: true, message: 'Maker user created successfully!', user: sampleTeamUser() } },
  });
  renderView(<UserManagementPage role="maker" />, { path: '/admin' });
  await screen.findByText(/No maker users found/);
  await fillForm({ first: 'Asha', last: 'Rao', email: 'asha@example.test', password: 'secret12' });
  expect(await screen.findByText('Maker user created successfully!')).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.test',
    password: 'secret12',
    role: 'maker',
  });
  expect(await screen.findByRole('cell', { name: 'Asha Rao' })).toBeInTheDocument();
  expect(createForm().getByLabelText('First name')).toHaveValue('');
});

it('shows the server message after "Error: " when creation is refused', async () => {
  mockApi({
    'GET /api/admin/users?role=maker': none,
    'POST /api/admin/users': { status: 409, body: { success: false, message: 'A user with this email already exists' } },
  });
  renderView(<UserManagementPage role="maker" />, { path: '/admin' });
  await screen.findByText(/No maker users found/);
  await fillForm({ first: 'Asha', last: 'Rao', email: 'asha@example.test', password: 'secret12' });
  expect(await screen.findByText('Error: A user with this email already exists')).toBeInTheDocument();
});

it('falls back to "Failed to create user" when the server gives no message', async () => {
  mockApi({ 'GET /api/admin/users?role=maker': none, 'POST /api/admin/users': offContract('a failure with no message (a proxy in between)', { status: 500, body: {} }) });
  renderView(<UserManagementPage role="maker" />, { path: '/admin' });
  await screen.findByText(/No maker users found/);
  await fillForm({ first: 'Asha', last: 'Rao', email: 'asha@example.test', password: 'secret12' });
  expect(await screen.findByText('Error: Failed to create user')).toBeInTheDocument();
});

it('reports a network failure as "Error creating user: " and the reason', async () => {
  const { fetchMock } = mockApi({ 'GET /api/admin/users?role=maker': none });
  renderView(<UserManagementPage role="maker" />, { path: '/admin' });
  await screen.findByText(/No maker users found/);
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await fillForm({ first: 'Asha', last: 'Rao', email: 'asha@example.test', password: 'secret12' });
  expect(await screen.findByText('Error creating user: Failed to fetch')).toBeInTheDocument();
});

it('asks before deleting, deletes only after confirmation and refreshes', async () => {
  const { calls } = mockApi({
    'GET /api/admin/users?role=maker': [makers, none],
    'DELETE /api/admin/users/u1': { body: { success: true, message: 'User deleted successfully!' } },
  });
  renderView(<UserManagementPage role="maker" />, { path: '/admin' });
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Meera Shah' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete user' });
  expect(dialog).toHaveTextContent('Are you sure you want to delete this user?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

  await userEvent.click(screen.getByRole('button', { name: 'Delete Meera Shah' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('User deleted successfully!')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('No maker users found. Create one to get started.')).toBeInTheDocument());
});

it('says "Error deleting user" when the deletion fails', async () => {
  mockApi({ 'GET /api/admin/users?role=maker': makers, 'DELETE /api/admin/users/u1': { status: 404, body: { success: false, message: 'User not found' } } });
  renderView(<UserManagementPage role="maker" />, { path: '/admin' });
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Meera Shah' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Error deleting user')).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Meera Shah' })).toBeInTheDocument();
});

it('ASVS v5.0 7.4.5 ends every session of a user after a confirmation and shows the server answer', async () => {
  const { calls } = mockApi({
    'GET /api/admin/users?role=maker': [makers, makers],
    'POST /api/admin/users/u1/end-sessions': { body: { success: true, sessionsEnded: 2, message: '2 sessions ended. The user must sign in again.' } },
  });
  renderView(<UserManagementPage role="maker" />, { path: '/admin' });
  await userEvent.click(await screen.findByRole('button', { name: 'End sessions of Meera Shah' }));
  const dialog = screen.getByRole('dialog', { name: 'End all sessions' });
  expect(dialog).toHaveTextContent('Sign Meera Shah out of every device now?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
  await userEvent.click(screen.getByRole('button', { name: 'End sessions of Meera Shah' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'End sessions' }));
  expect(await screen.findByText('2 sessions ended. The user must sign in again.')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/admin/users/u1/end-sessions']);
});

it('offers the two-step reset only to users who have it, and shows a refusal from the server', async () => {
  const { calls } = mockApi({
    'GET /api/admin/users?role=maker': {
      body: sampleUserList([
        { ...sampleTeamUser(), mfaEnabled: true },
        { ...sampleTeamUser({ id: 'u2', firstName: 'Asha', lastName: 'Rao' }), mfaEnabled: false },
      ]),
    },
    'POST /api/admin/users/u1/mfa-reset': {
      status: 409,
      body: { success: false, message: 'Two-step verification is not set up for this user: there is nothing to reset.' },
    },
  });
  renderView(<UserManagementPage role="maker" />, { path: '/admin' });
  expect(await screen.findByRole('button', { name: 'Reset two-step verification of Meera Shah' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reset two-step verification of Asha Rao' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Reset two-step verification of Meera Shah' }));
  const dialog = screen.getByRole('dialog', { name: 'Reset two-step verification' });
  expect(dialog).toHaveTextContent('lost their authenticator');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
  expect(await screen.findByText('Two-step verification is not set up for this user: there is nothing to reset.')).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/admin/users/u1/mfa-reset');
});

it('ASVS v5.0 3.2.2 names and e-mails typed by users are shown as text, never interpreted as HTML', async () => {
  const hostile = sampleTeamUser({ firstName: '<img src=x onerror="window.__pwned=1">', lastName: '<b>Bold</b>', email: '"><script>window.__pwned=2</script>@x.test' });
  mockApi({ 'GET /api/admin/users?role=maker': { body: sampleUserList([hostile]) } });
  const { container } = renderView(<UserManagementPage role="maker" />, { path: '/admin' });
  expect(await screen.findByRole('cell', { name: '<img src=x onerror="window.__pwned=1"> <b>Bold</b>' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: '"><script>window.__pwned=2</script>@x.test' })).toBeInTheDocument();
  expect(container.querySelector('img, script, b')).toBeNull();
  expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
});
