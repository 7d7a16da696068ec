import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderView } from 'test-support';
import AcceptInvitationPage from './AcceptInvitationPage';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const lookup = { body: { success: true, firstName: 'Neha', lastName: 'Rao', email: 'neha@acme.in', role: 'checker', companyName: 'Acme Finance' } };

test('the invited user reads who the link is for, sets a password by the rules and the token leaves the address', async () => {
  window.history.replaceState(null, '', `/accept-invitation#token=${TOKEN}`);
  const { calls } = mockApi({
    'POST /api/auth/invitation/lookup': lookup,
    'POST /api/auth/invitation/accept': { body: { success: true, message: 'Your password is set. Please sign in with your e-mail address and new password.' } },
  });
  renderView(<AcceptInvitationPage />, { showLocation: true });
  expect(await screen.findByText(/Welcome, Neha. Acme Finance has invited you to Compliance Management as a checker/)).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(/^New password/), 'short');
  await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'short');
  await userEvent.click(screen.getByRole('button', { name: 'Set my password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
  expect(calls.filter((c) => c.url === '/api/auth/invitation/accept')).toHaveLength(0);

  await userEvent.clear(screen.getByLabelText(/^New password/));
  await userEvent.clear(screen.getByLabelText(/^Confirm new password/));
  await userEvent.type(screen.getByLabelText(/^New password/), 'Ledger-Audit-2026');
  await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'Ledger-Audit-2026');
  await userEvent.click(screen.getByRole('button', { name: 'Set my password' }));
  expect(await screen.findByText(/^Your password is set./)).toHaveAttribute('role', 'status');
  expect(calls.at(-1)).toMatchObject({ url: '/api/auth/invitation/accept', body: { token: TOKEN, newPassword: 'Ledger-Audit-2026' } });
  expect(window.location.hash).toBe('');
});

test('an expired link shows the server message', async () => {
  window.history.replaceState(null, '', `/accept-invitation#token=${TOKEN}`);
  mockApi({
    'POST /api/auth/invitation/lookup': {
      status: 400,
      body: { success: false, message: 'This invitation link is not valid or has expired. Ask your administrator for a new invitation.' },
    },
  });
  renderView(<AcceptInvitationPage />, { showLocation: true });
  expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link is not valid or has expired.');
});
