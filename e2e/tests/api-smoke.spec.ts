import { expect, test } from '@playwright/test';
import { apiCall, createTeamUser, registerCompany, signInSuperAdmin } from '../support/session';

/** The production server's accounts and tasks api, end to end over HTTP (no browser page needed). */
test('register, team, assign, move, audit; another company sees none of it', async ({ request }) => {
  const { admin } = await registerCompany(request);
  expect(admin.user).toMatchObject({ role: 'admin', status: 'active' });
  const maker = await createTeamUser(request, admin.token, 'maker');

  const assigned = await apiCall(request, 'POST', '/api/tasks/assign', admin.token, {
    description: 'Smoke: file the quarterly return',
    assignedTo: maker.user.id,
    dueDate: '2099-12-31',
    category: 'RBI',
  });
  expect(assigned.status()).toBe(201);
  const taskId = (await assigned.json()).task._id;

  const mine = await (await apiCall(request, 'GET', '/api/tasks/my-tasks', maker.token)).json();
  expect(mine.tasks).toHaveLength(1);
  expect(mine.tasks[0].assignedBy).toMatchObject({ firstName: 'Asha', lastName: 'Admin' });

  expect((await apiCall(request, 'PATCH', `/api/tasks/update-status/${taskId}`, maker.token, { status: 'completed' })).status()).toBe(409);
  expect((await apiCall(request, 'PATCH', `/api/tasks/update-status/${taskId}`, maker.token, { status: 'in-progress' })).status()).toBe(200);

  const audit = await (await apiCall(request, 'GET', '/api/audit?pageSize=5', admin.token)).json();
  expect(audit.events[0]).toMatchObject({ action: 'task.status_changed', actor: { id: maker.user.id } });

  const other = await registerCompany(request);
  expect((await apiCall(request, 'PATCH', `/api/tasks/update-status/${taskId}`, other.admin.token, { status: 'pending' })).status()).toBe(404);
  const otherList = await (await apiCall(request, 'GET', '/api/tasks', other.admin.token)).json();
  expect(otherList.total).toBe(0);
});

test('the super-admin from SUPERADMIN_EMAIL signs in; logout ends the session', async ({ request }) => {
  const root = await signInSuperAdmin(request);
  expect(root.user.role).toBe('super-admin');
  expect((await apiCall(request, 'POST', '/api/auth/logout', root.token)).status()).toBe(200);
  expect((await apiCall(request, 'GET', '/api/auth/me', root.token)).status()).toBe(401);
});
