import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderView, sampleUser } from 'test-support';
import AcceptInvitationPage from './AcceptInvitationPage';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const lookup = { body: { success: true, firstName: 'Neha', lastName: 'Rao', email: 'neha@acme.in', role: 'checker' as const, companyName: 'Acme Finance' } };

test('the invited user reads who the link is for, sets a password by the rules and the token leaves the address', async () => {
  window.history.replaceState(null, '', `/accept-invitation#token=${TOKEN}`);
  const { calls } = mockApi({
    'POST /api/auth/invitation/lookup': lookup,
    // A checker's company asks for two-step verification: accepting answers the sign-in's next step.
    'POST /api/auth/invitation/accept': {
      body: { success: true, step: 'mfa-enrol', challengeToken: 'challenge-1', message: 'Set up two-step verification to continue.' },
    },
    'POST /api/auth/login/mfa-enrol/start': { body: { success: true, secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' } },
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
  expect(await screen.findByText('Your password is set. One more step and you are signed in.')).toHaveAttribute('role', 'status');
  expect(screen.getByText('Set up two-step verification to continue.')).toBeInTheDocument();
  expect(calls.find((c) => c.url === '/api/auth/invitation/accept')).toMatchObject({ body: { token: TOKEN, newPassword: 'Ledger-Audit-2026' } });
  // The enrolment step started on the same page, with the challenge the accept answered.
  expect(calls.at(-1)).toMatchObject({ url: '/api/auth/login/mfa-enrol/start', body: { challengeToken: 'challenge-1' } });
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

test('accepting signs a maker in and opens the maker area, with no second password entry', async () => {
  window.history.replaceState(null, '', `/accept-invitation#token=${TOKEN}`);
  mockApi({
    'POST /api/auth/invitation/lookup': { body: { ...lookup.body, role: 'maker' } },
    'POST /api/auth/invitation/accept': { body: { success: true, user: sampleUser({ email: 'neha@acme.in' }), redirectTo: '/maker' } },
  });
  renderView(<AcceptInvitationPage />, { showLocation: true });
  await screen.findByText(/Welcome, Neha/);
  await userEvent.type(screen.getByLabelText(/^New password/), 'Ledger-Audit-2026');
  await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'Ledger-Audit-2026');
  await userEvent.click(screen.getByRole('button', { name: 'Set my password' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/maker'));
  expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
});
