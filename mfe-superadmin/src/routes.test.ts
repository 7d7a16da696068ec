import { buildAreaMenu } from 'shared-contracts';
import { routes } from './routes';

test("the super-admin menu this remote contributes: the specification's five items in its order", () => {
  const menu = buildAreaMenu('/super-admin', routes['super-admin'] ?? []);
  expect(menu.map((item) => item.kind === 'link' && [item.label, item.to])).toEqual([
    ['Dashboard Overview', '/super-admin'],
    ['User Management', '/super-admin/users'],
    ['Company Management', '/super-admin/companies'],
    ['System Settings', '/super-admin/system'],
    ['Analytics', '/super-admin/analytics'],
  ]);
});
