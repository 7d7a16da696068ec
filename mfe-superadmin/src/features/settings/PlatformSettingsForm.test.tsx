import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlatformSettingsResponse } from 'shared-contracts';
import { mockApi, renderView } from 'test-support';
import { PlatformSettingsForm } from './PlatformSettingsForm';

const saved: PlatformSettingsResponse = { success: true, settings: { trialDays: 14, whatsappNumber: '919876543210', contactInboxEmail: 'support@example.in' } };

it('keeps the bounds the api enforces, refuses a trial outside them before sending, and saves what the api answers', async () => {
  const { of } = mockApi({
    'GET /api/super-admin/settings': { body: saved },
    'PUT /api/super-admin/settings': (body) => ({
      body: { success: true, settings: { ...(body as PlatformSettingsResponse['settings']), whatsappNumber: '919000000000' } },
    }),
  });
  renderView(<PlatformSettingsForm />);
  const trial = await screen.findByLabelText('Free trial length (days)');
  expect(trial).toHaveValue(14);
  expect(trial).toHaveAttribute('min', '1');
  expect(trial).toHaveAttribute('max', '90');
  expect(screen.getByLabelText('WhatsApp inquiry number')).toHaveAttribute('maxLength', '20');
  expect(screen.getByLabelText('Contact-form inbox email')).toHaveAttribute('maxLength', '254');

  await userEvent.clear(trial);
  await userEvent.type(trial, '91');
  await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Trial length must be between 1 and 90 days');
  expect(of('PUT', '/api/super-admin/settings')).toHaveLength(0);

  await userEvent.clear(trial);
  await userEvent.type(trial, '30');
  await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
  expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  expect(of('PUT', '/api/super-admin/settings')[0].body).toEqual({ trialDays: 30, whatsappNumber: '919876543210', contactInboxEmail: 'support@example.in' });
  expect(screen.getByLabelText('WhatsApp inquiry number')).toHaveValue('919000000000');
});
