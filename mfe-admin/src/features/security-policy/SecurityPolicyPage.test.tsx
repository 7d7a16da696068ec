import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderView } from 'test-support';
import SecurityPolicyPage from './SecurityPolicyPage';

it('shows the company rule (every role by default; only makers can be relaxed) and saves a change', async () => {
  const { calls } = mockApi({
    'GET /api/admin/security-policy': { body: { success: true, policy: { checkers: true, makers: true } } },
    'PATCH /api/admin/security-policy': { body: { success: true, message: 'Two-step verification settings saved', policy: { checkers: true, makers: false } } },
  });
  renderView(<SecurityPolicyPage />);
  const makers = await screen.findByRole('checkbox', { name: 'Makers must use two-step verification' });
  expect(screen.queryByRole('checkbox', { name: /Checkers/ })).toBeNull();
  expect(screen.getByText('Administrators and checkers always sign in with a password and a code from an authenticator app.')).toBeInTheDocument();
  expect(makers).toBeChecked();
  await userEvent.click(makers);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Two-step verification settings saved')).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ url: '/api/admin/security-policy', body: { checkers: true, makers: false } });
  expect(makers).not.toBeChecked();
});
