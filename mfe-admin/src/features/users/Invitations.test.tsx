import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderView, sampleTeamUser, sampleUserList } from 'test-support';
import { UserManagementPage } from './UserManagementPage';

const makers = { body: sampleUserList([{ ...sampleTeamUser(), invitationPending: true }]) };
const row = (line: number, email: string, errors: string[] = []) => ({ line, firstName: 'Kiran', lastName: 'Mehta', email, role: 'maker', errors });

it('invites by e-mail with name, address and role; the specified create-user form stays beside it', async () => {
  const api = mockApi({
    'GET /api/admin/users?role=maker': makers,
    'POST /api/admin/users/invitations': { status: 201, body: { success: true, message: 'Invitation sent to neha@acme.in', user: sampleTeamUser() } },
  });
  renderView(<UserManagementPage role="maker" />, { path: '/admin' });
  expect(await screen.findByRole('cell', { name: 'Invited' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Create Maker' })).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Invite by e-mail' });
  await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Please fill in all fields');
  expect(api.of('POST', '/api/admin/users/invitations')).toHaveLength(0);

  await userEvent.type(within(form).getByLabelText('First name'), 'Neha');
  await userEvent.type(within(form).getByLabelText('Last name'), 'Rao');
  await userEvent.type(within(form).getByLabelText('Email'), 'neha@acme.in');
  await userEvent.selectOptions(within(form).getByLabelText('Invite as'), 'checker');
  await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
  expect(await screen.findByText('Invitation sent to neha@acme.in')).toBeInTheDocument();
  expect(api.of('POST', '/api/admin/users/invitations')[0]!.body).toEqual({ firstName: 'Neha', lastName: 'Rao', email: 'neha@acme.in', role: 'checker' });
});

it('previews a file, highlights the rows with errors and invites only the ready rows', async () => {
  const api = mockApi({
    'GET /api/admin/users?role=maker': makers,
    'POST /api/admin/users/invitations/preview': {
      body: {
        success: true,
        message: '1 of 2 rows have errors: correct the file and upload it again',
        errorCount: 1,
        rows: [row(2, 'a@acme.in'), row(3, 'bad', ['Email is invalid'])],
      },
    },
    'POST /api/admin/users/invitations/import': { status: 201, body: { success: true, message: '1 invitation sent', users: [sampleTeamUser()] } },
  });
  renderView(<UserManagementPage role="maker" />, { path: '/admin' });
  expect(screen.getByRole('button', { name: 'Download template (CSV)' })).toBeInTheDocument();
  const input = await screen.findByLabelText('Team file (CSV or XLSX)');
  await userEvent.upload(input, new File(['Name,Email,Role\n'], 'team.csv', { type: 'text/csv' }));
  const bad = await screen.findByRole('cell', { name: 'Email is invalid' });
  expect(bad.closest('tr')).toHaveClass('has-errors');
  expect(screen.getByRole('cell', { name: 'a@acme.in' }).closest('tr')).not.toHaveClass('has-errors');
  expect(screen.getByText(/The 1 row with errors will be left out/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Invite 2 users' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Invite 1 user' }));
  expect(await screen.findByText('1 invitation sent')).toBeInTheDocument();
  expect(api.of('POST', '/api/admin/users/invitations/import')[0]!.body).toEqual({
    rows: [{ firstName: 'Kiran', lastName: 'Mehta', email: 'a@acme.in', role: 'maker' }],
  });
});

it('offers no invitation when every row has errors', async () => {
  mockApi({
    'GET /api/admin/users?role=maker': makers,
    'POST /api/admin/users/invitations/preview': {
      body: { success: true, message: '1 of 1 rows have errors: correct the file and upload it again', errorCount: 1, rows: [row(2, 'bad', ['Email is invalid'])] },
    },
  });
  renderView(<UserManagementPage role="maker" />, { path: '/admin' });
  await userEvent.upload(await screen.findByLabelText('Team file (CSV or XLSX)'), new File(['x'], 'team.csv', { type: 'text/csv' }));
  expect(await screen.findByRole('button', { name: 'Invite 0 users' })).toBeDisabled();
});

it('refuses a file that is not CSV or XLSX before uploading it', async () => {
  const api = mockApi({ 'GET /api/admin/users?role=maker': makers });
  renderView(<UserManagementPage role="maker" />, { path: '/admin' });
  await userEvent.upload(await screen.findByLabelText('Team file (CSV or XLSX)'), new File(['x'], 'team.pdf'), { applyAccept: false });
  expect(await screen.findByRole('alert')).toHaveTextContent('The file must be a CSV or XLSX file');
  expect(api.of('POST', '/api/admin/users/invitations/preview')).toHaveLength(0);
});
