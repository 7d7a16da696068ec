import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxListResponse } from 'shared-contracts';
import { mockApi, renderView } from 'test-support';
import OutboxPage from './OutboxPage';

const page: OutboxListResponse = {
  success: true,
  total: 2,
  page: 1,
  pageSize: 20,
  smtpConfigured: false,
  mails: [
    {
      id: 'm1',
      to: 'maker@nbfc.example.in',
      subject: 'Task assigned: DNBS-01',
      text: 'Please file the return.',
      html: null,
      status: 'kept',
      attempts: 0,
      lastError: null,
      companyName: 'Sahyadri Finance',
      createdAt: '2026-11-23T10:00:00.000Z',
      sentAt: null,
    },
    {
      id: 'm2',
      to: 'checker@nbfc.example.in',
      subject: 'Overdue: AOC-4',
      text: 'Overdue.',
      html: null,
      status: 'failed',
      attempts: 1,
      lastError: 'connect ECONNREFUSED',
      companyName: null,
      createdAt: '2026-11-23T09:00:00.000Z',
      sentAt: null,
    },
  ],
};

it('lists the outbox with statuses, says SMTP is off, opens a mail and filters by status', async () => {
  const { calls } = mockApi({
    'GET /api/super-admin/outbox?page=1&pageSize=20': { body: page },
    'GET /api/super-admin/outbox?status=failed&page=1&pageSize=20': { body: { ...page, total: 1, mails: [page.mails[1]] } },
  });
  renderView(<OutboxPage />);
  expect(await screen.findByText('Task assigned: DNBS-01')).toBeInTheDocument();
  expect(screen.getByText('Kept (no SMTP)')).toBeInTheDocument();
  expect(screen.getByText('connect ECONNREFUSED')).toBeInTheDocument();
  expect(screen.getByRole('note')).toHaveTextContent('SMTP is not configured');
  await userEvent.click(screen.getByRole('button', { name: 'Task assigned: DNBS-01' }));
  expect(screen.getByText('Please file the return.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Failed' }));
  expect(await screen.findByText('1–1 of 1')).toBeInTheDocument();
  expect(calls.map((c) => c.url)).toContain('/api/super-admin/outbox?status=failed&page=1&pageSize=20');
});
