import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from 'shared-auth';
import { NOTIFICATION_EVENTS, type AppNotification, type NotificationEvent } from 'shared-contracts';
import { mockApi, renderView } from '../../../test-support/src'; // relative: test-support itself depends on shared-ui
import { NotificationBell } from './NotificationBell';

const item = (over: Partial<AppNotification>): AppNotification => ({
  id: 'n1',
  event: 'task-assigned',
  title: 'New task: File DNBS01',
  body: 'Asha Admin assigned you a task',
  link: '/maker/my-tasks',
  read: false,
  createdAt: '2026-11-23T10:00:00.000Z',
  ...over,
});

beforeEach(() => {
  authStore.setState({
    status: 'signed-in',
    user: { id: 'u1', firstName: 'Mohan', lastName: 'Maker', email: 'm@x.in', role: 'maker', status: 'active', companyId: 'c1' },
  });
});

it('shows the unread count, lists notifications, marks one read and follows its link', async () => {
  const { calls } = mockApi({
    'GET /api/notifications/unread-count': { body: { success: true, unreadCount: 2 } },
    'GET /api/notifications?limit=20': {
      body: { success: true, unreadCount: 2, notifications: [item({}), item({ id: 'n2', event: 'overdue', title: 'Overdue: PF dues', link: null })] },
    },
    'POST /api/notifications/n1/read': { body: { success: true, unreadCount: 1 } },
  });
  renderView(<NotificationBell />, { path: '/maker' });
  const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
  await userEvent.click(bell);
  expect(await screen.findByText('Overdue: PF dues')).toBeInTheDocument();
  // A notice about an item is a link to it; one without a place to go stays a plain button.
  const link = screen.getByRole('link', { name: /New task: File DNBS01/ });
  expect(link).toHaveAttribute('href', '/maker/my-tasks');
  expect(screen.getByRole('button', { name: /Overdue: PF dues/ })).toBeInTheDocument();
  await userEvent.click(link);
  expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  expect(calls.map((c) => `${c.method} ${c.url}`)).toContain('POST /api/notifications/n1/read');
});

it('turns an e-mail type off', async () => {
  // The answer names every event (NotificationPreferencesResponseSchema).
  const email = Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, true])) as Record<NotificationEvent, boolean>;
  const { calls } = mockApi({
    'GET /api/notifications/unread-count': { body: { success: true, unreadCount: 0 } },
    'GET /api/notifications?limit=20': { body: { success: true, unreadCount: 0, notifications: [] } },
    'GET /api/notifications/preferences': { body: { success: true, email } },
    'PUT /api/notifications/preferences': { body: { success: true, email: { ...email, overdue: false } } },
  });
  renderView(<NotificationBell />);
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
  expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'E-mail settings' }));
  const overdue = await screen.findByLabelText('A task of mine is overdue');
  expect(overdue).toBeChecked();
  await userEvent.click(overdue);
  expect(await screen.findByLabelText('A task of mine is overdue')).not.toBeChecked();
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ email: { overdue: false } });
});
