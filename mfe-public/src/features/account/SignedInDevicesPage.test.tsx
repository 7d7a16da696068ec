import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeviceSession } from 'shared-contracts';
import { mockApi, renderView } from 'test-support';
import { deviceLabel } from './deviceLabel';
import SignedInDevicesPage from './SignedInDevicesPage';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const session = (over: Partial<DeviceSession>): DeviceSession => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  userAgent: CHROME_WINDOWS,
  ip: '10.0.0.5',
  createdAt: '2026-11-23T09:00:00.000Z',
  lastSeenAt: '2026-11-23T11:55:00.000Z',
  expiresAt: '2026-11-23T21:00:00.000Z',
  current: true,
  ...over,
});
const list = (...sessions: DeviceSession[]) => ({ body: { success: true as const, idleMinutes: 30, sessions } });
const SESSIONS = 'GET /api/auth/sessions';
const phone = session({ id: 'a1b2c3d4-0000-4000-8000-000000000002', userAgent: SAFARI_IPHONE, ip: '10.0.0.9', current: false });

// renderView draws the toast region too.
const render = () => renderView(<SignedInDevicesPage />);

test('names browsers and systems from their user agents', () => {
  expect(deviceLabel(CHROME_WINDOWS)).toBe('Chrome on Windows');
  expect(deviceLabel(SAFARI_IPHONE)).toBe('Safari on iOS');
  expect(deviceLabel('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox on Linux');
  expect(deviceLabel(null)).toBe('Unknown device');
});

test('ASVS v5.0 7.5.2 lists every session with device, address and times; this device cannot be ended here', async () => {
  mockApi({ [SESSIONS]: list(session({}), phone) });
  render();
  const sessions = await screen.findByRole('list', { name: 'Active sessions' });
  const current = within(sessions).getByRole('listitem', { name: 'Chrome on Windows' });
  expect(current).toHaveTextContent('This device');
  expect(current).toHaveTextContent('10.0.0.5');
  expect(within(current).queryByRole('button', { name: 'End session' })).toBeNull();
  const other = within(sessions).getByRole('listitem', { name: 'Safari on iOS' });
  expect(other).toHaveTextContent('10.0.0.9');
  expect(within(other).getByRole('button', { name: 'End session' })).toBeInTheDocument();
  expect(screen.getByText(/after 30 minutes without use/)).toBeInTheDocument();
});

test('ASVS v5.0 7.5.2 ending a session asks for the password, shows a wrong password, then ends it and reloads', async () => {
  const { calls } = mockApi({
    [SESSIONS]: [list(session({}), phone), list(session({}))],
    [`POST /api/auth/sessions/${phone.id}/end`]: [
      { status: 403, body: { success: false, message: 'The password is not correct' } },
      { body: { success: true, message: 'The session has been ended', ended: 1 } },
    ],
  });
  render();
  const other = await screen.findByRole('listitem', { name: 'Safari on iOS' });
  await userEvent.click(within(other).getByRole('button', { name: 'End session' }));
  const dialog = screen.getByRole('dialog', { name: 'End session' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'End session' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter your password');
  expect(calls).toHaveLength(1);

  await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong-one');
  await userEvent.click(within(dialog).getByRole('button', { name: 'End session' }));
  expect(await within(dialog).findByText('The password is not correct')).toBeInTheDocument();

  await userEvent.clear(within(dialog).getByLabelText('Password'));
  await userEvent.type(within(dialog).getByLabelText('Password'), 'right-one');
  await userEvent.click(within(dialog).getByRole('button', { name: 'End session' }));
  expect(await screen.findByText('The session has been ended')).toBeInTheDocument();
  expect(calls[2]).toMatchObject({ url: `/api/auth/sessions/${phone.id}/end`, method: 'POST', body: { password: 'right-one' } });
  expect(screen.queryByRole('listitem', { name: 'Safari on iOS' })).toBeNull();
});

test('"End all other sessions" sends the password to the end-others call', async () => {
  const { calls } = mockApi({
    [SESSIONS]: [list(session({}), phone), list(session({}))],
    'POST /api/auth/sessions/end-others': { body: { success: true, message: '1 other session has been ended', ended: 1 } },
  });
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'End all other sessions' }));
  const dialog = screen.getByRole('dialog', { name: 'End all other sessions' });
  await userEvent.type(within(dialog).getByLabelText('Password'), 'right-one');
  await userEvent.click(within(dialog).getByRole('button', { name: 'End all other sessions' }));
  expect(await screen.findByText('1 other session has been ended')).toBeInTheDocument();
  expect(calls[1]).toMatchObject({ url: '/api/auth/sessions/end-others', method: 'POST', body: { password: 'right-one' } });
  expect(screen.queryByRole('button', { name: 'End all other sessions' })).toBeNull();
});

test('a failed load shows an error with Retry', async () => {
  mockApi({ [SESSIONS]: [{ status: 500, body: { success: false, message: 'down' } }, list(session({}))] });
  render();
  await userEvent.click(await screen.findByRole('button', { name: /Retry/ }));
  expect(await screen.findByRole('listitem', { name: 'Chrome on Windows' })).toBeInTheDocument();
});
