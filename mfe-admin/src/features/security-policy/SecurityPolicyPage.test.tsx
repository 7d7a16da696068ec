import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderView } from 'test-support';
import SecurityPolicyPage from './SecurityPolicyPage';

it('shows the company rule (checkers required by default) and saves a change', async () => {
  const { calls } = mockApi({
    'GET /api/admin/security-policy': { body: { success: true, policy: { checkers: true, makers: false } } },
    'PATCH /api/admin/security-policy': { body: { success: true, message: 'Two-step verification settings saved', policy: { checkers: true, makers: true } } },
  });
  renderView(<SecurityPolicyPage />);
  const checkers = await screen.findByRole('checkbox', { name: 'Checkers must use two-step verification' });
  const makers = screen.getByRole('checkbox', { name: 'Makers must use two-step verification' });
  expect(checkers).toBeChecked();
  expect(makers).not.toBeChecked();
  await userEvent.click(makers);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Two-step verification settings saved')).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ url: '/api/admin/security-policy', body: { checkers: true, makers: true } });
  expect(makers).toBeChecked();
});
