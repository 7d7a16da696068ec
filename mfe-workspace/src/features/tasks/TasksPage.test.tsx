import { screen, within } from '@testing-library/react';
import { mockApi, renderView, sampleTask, sampleTeamUser, sampleUserList } from 'test-support';
import TasksPage from './TasksPage';

const meera = sampleTeamUser({ id: 'u1', firstName: 'Meera', lastName: 'Shah' });
const ravi = sampleTeamUser({ id: 'u2', firstName: 'Ravi', lastName: 'Kumar', status: 'suspended' });
const kiran = sampleTeamUser({ id: 'u3', firstName: 'Kiran', lastName: 'Iyer', role: 'checker' });

it("opened from the header search with a suspended person's id, the list shows their tasks and the filter names them", async () => {
  const { calls } = mockApi({
    'GET /api/admin/users?role=maker': { body: sampleUserList([meera, ravi]) },
    'GET /api/admin/users?role=checker': { body: sampleUserList([kiran]) },
    'GET /api/tasks': {
      body: {
        success: true,
        tasks: [sampleTask({ assignedTo: { id: 'u2', firstName: 'Ravi', lastName: 'Kumar', role: 'maker' } })],
        page: 1,
        pageSize: 25,
        total: 1,
        nextCursor: null,
      },
    },
  });
  renderView(<TasksPage />, { path: '/admin/tasks?assignedTo=u2' });
  expect(await screen.findByRole('cell', { name: 'Ravi Kumar' })).toBeInTheDocument();
  const filter = await screen.findByLabelText('Assignee');
  expect(await within(filter).findByRole('option', { name: 'Ravi Kumar' })).toBeInTheDocument();
  expect(filter).toHaveDisplayValue('Ravi Kumar');
  expect(within(filter).getByRole('group', { name: 'Checkers' })).toHaveTextContent('Kiran Iyer');
  expect(calls.find((c) => c.path === '/api/tasks')?.url).toBe('/api/tasks?assignedTo=u2&page=1&pageSize=25');
});
