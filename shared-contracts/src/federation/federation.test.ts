import { checkRemoteRoutes } from './federation';

const page = { path: 'panels/maker', title: 'Makers', menu: { label: 'Makers', order: 131 }, load: async () => ({ default: () => null }) };

test('entries that meet the contract are kept; the others are left out, each with its fault', () => {
  const { routes, problems } = checkRemoteRoutes('mfe_admin', {
    admin: [page, { path: '/absolute', load: page.load }, { path: 'x', load: 'not a function' }, { comingSoon: true, menu: { label: 'Soon', order: 'first' } }],
    intranet: [page],
    maker: 'not a list',
  });
  expect(routes).toEqual({ admin: [page] });
  expect(problems).toEqual([
    'mfe_admin: admin entry 1: path is not a relative path',
    'mfe_admin: admin entry 2: load is not a function',
    'mfe_admin: admin entry 3: menu.order is not a number',
    'mfe_admin: unknown area "intranet"',
    'mfe_admin: the maker entries are not a list',
  ]);
});

test('a module without a route list counts as the remote failing, with a clear message', () => {
  expect(() => checkRemoteRoutes('mfe_admin', undefined)).toThrow('The part "mfe_admin" did not provide a route list.');
  expect(() => checkRemoteRoutes('mfe_admin', [page])).toThrow('did not provide a route list');
});
