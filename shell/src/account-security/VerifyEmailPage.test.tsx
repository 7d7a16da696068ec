import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderView } from 'test-support';
import VerifyEmailPage from './VerifyEmailPage';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

test('ASVS v5.0 14.2.1 the page reads the token from the fragment, verifies only on a click, sends it in the body and clears it from the address', async () => {
  window.history.replaceState(null, '', `/verify-email#token=${TOKEN}`);
  const { calls } = mockApi({
    'POST /api/auth/email-verification/confirm': {
      status: 200,
      body: { success: true, message: 'Your e-mail address is verified. You can now add users to your company.' },
    },
  });
  renderView(<VerifyEmailPage />, { showLocation: true });
  // Opening the link alone (a mail scanner) spends nothing.
  expect(calls).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Verify my e-mail address' }));
  expect(await screen.findByText('Your e-mail address is verified. You can now add users to your company.')).toHaveAttribute('role', 'status');
  expect(calls[0]).toMatchObject({ url: '/api/auth/email-verification/confirm', method: 'POST', body: { token: TOKEN } });
  expect(calls[0].url).not.toContain(TOKEN);
  expect(window.location.hash).toBe('');
});

test('an expired link shows the server message; a link without a token says so', async () => {
  window.history.replaceState(null, '', `/verify-email#token=${TOKEN}`);
  mockApi({
    'POST /api/auth/email-verification/confirm': {
      status: 400,
      body: { success: false, message: 'This verification link is invalid or has expired. Sign in and send a new one from the banner.' },
    },
  });
  const { unmount } = renderView(<VerifyEmailPage />, { showLocation: true });
  await userEvent.click(screen.getByRole('button', { name: 'Verify my e-mail address' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This verification link is invalid or has expired.');
  unmount();
  window.history.replaceState(null, '', '/verify-email');
  renderView(<VerifyEmailPage />, { showLocation: true });
  expect(screen.getByRole('alert')).toHaveTextContent('This verification link is incomplete.');
  expect(screen.queryByRole('button', { name: 'Verify my e-mail address' })).not.toBeInTheDocument();
});
