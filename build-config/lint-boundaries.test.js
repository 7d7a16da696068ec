// The package-boundary rules of eslint.config.mjs (imports, and links into other remotes), run by the real ESLint on
// fixture files laid out like the workspace in a temporary directory: each forbidden import or link is reported, allowed ones are not.
const { lintFixtures } = require('./lintFixtures');

const FIXTURES = {
  'mfe-admin/src/features/tasks/ByName.tsx': "import { TaskList } from 'mfe-workspace/src/features/tasks/TaskList';\nexport const A = TaskList;\n",
  'mfe-admin/src/features/tasks/ByPath.ts': "export { checklist } from '../../../../mfe-compliance/src/features/self-audit/checklist';\n",
  'mfe-admin/src/features/tasks/Lazy.ts': "export const page = () => import('mfe-public/src/features/home/HomePage');\n",
  'mfe-admin/src/features/tasks/Host.ts': "import { AppRoutes } from 'shell/src/routing/AppRoutes';\nexport const R = AppRoutes;\n",
  'mfe-admin/src/features/tasks/Allowed.ts':
    "import { Card } from 'shared-ui';\nimport type { Task } from 'shared-contracts';\nimport { local } from './local';\nexport const ok: [unknown, Task | null, unknown] = [Card, null, local];\n",
  'shell/src/routing/Static.ts': "import routes from 'mfe-admin/src/routes';\nexport const r = routes;\n",
  'shared-ui/src/layout/Frame.ts': "import { routes } from 'mfe-workspace/src/routes';\nexport const r = routes;\n",
  'build-config/helper.js': "const routes = require('../mfe-admin/src/routes');\nmodule.exports = routes;\n",
  'api/src/features/users/Bad.ts': "import { Card } from 'shared-ui';\nexport const c = Card;\n",
  'api/src/features/users/Good.ts': "import type { Task } from 'shared-contracts';\nexport const t: Task | null = null;\n",
  'api/src/features/users/Deep.ts': "import { TaskSchema } from 'shared-contracts/src/tasks/tasks';\nexport const s = TaskSchema;\n",
  'api/src/features/users/Schemas.ts': "import { TaskSchema } from 'shared-contracts/tasks/schemas';\nexport const s = TaskSchema;\n",
  'shell/src/routing/Heavy.ts': "import { TaskSchema } from 'shared-contracts/tasks/schemas';\nexport const s = TaskSchema;\n",
  // Links into other remotes (build-config/lint-links.mjs).
  'mfe-workspace/src/features/links/Foreign.tsx': 'import { Link } from \'react-router-dom\';\nexport const A = () => <Link to="/admin/audit-trail">Audit</Link>;\n',
  'mfe-workspace/src/features/links/Named.tsx': 'import { Link } from \'react-router-dom\';\nexport const A = () => <Link to="/admin/company-profile">Profile</Link>;\n',
  'mfe-compliance/src/features/links/AnyArea.tsx':
    "import { Link } from 'react-router-dom';\nexport const A = ({ area, id }: { area: string; id: string }) => <Link to={`/${area}/command-centre?item=${id}`}>Open</Link>;\n",
  'mfe-compliance/src/features/links/Login.ts': "export const go = (navigate: (to: string) => void) => navigate('/login');\n",
  'shell/src/frames/Search.tsx':
    "import { Link } from 'react-router-dom';\nexport const A = ({ role }: { role: string }) => <Link to={`/admin/panels/${role}`}>Team</Link>;\n",
  'mfe-superadmin/src/features/links/Own.tsx':
    "import { Link } from 'react-router-dom';\nimport { pagePath } from 'shared-contracts/federation';\nexport const api = '/api/tasks/summary';\nexport const A = () => <><Link to=\"/super-admin/outbox\">Outbox</Link><Link to={pagePath('admin', 'tasks')}>Tasks</Link></>;\n",
  'shell/src/routing/Prefix.ts': "export const base = '/admin';\nexport const onLogin = (path: string) => path === '/login';\n",
  // One loader of the team (build-config/lint-people.mjs).
  'mfe-compliance/src/features/people/ownTeam.ts': 'export const team = (role: string) => fetch(`/api/admin/users?role=${role}`);\n',
  'mfe-admin/src/features/users/usersApi.ts': 'export const list = (role: string) => fetch(`/api/admin/users?role=${role}`);\n',
  'shell/src/routing/Light.ts':
    "import { TASK_STATUSES } from 'shared-contracts/tasks';\nimport type { Task } from 'shared-contracts/tasks/schemas';\nexport const ok: [unknown, Task | null] = [TASK_STATUSES, null];\n",
};

let results;
beforeAll(() => {
  results = lintFixtures(FIXTURES);
});

/** The boundary messages ESLint reported for one fixture file. */
function boundaryErrors(file) {
  expect(results).toHaveProperty([file]);
  const rules = ['no-restricted-imports', 'no-restricted-syntax', '@typescript-eslint/no-restricted-imports', 'links/from-route-contract', 'people/one-team-loader'];
  return results[file].filter((m) => rules.includes(m.ruleId)).map((m) => m.message);
}

test.each([
  ['mfe-admin/src/features/tasks/ByName.tsx', 'a remote importing another remote by package name', /A remote must not import another remote/],
  ['mfe-admin/src/features/tasks/ByPath.ts', 'a remote re-exporting another remote through a relative path', /A remote must not import another remote/],
  ['mfe-admin/src/features/tasks/Lazy.ts', 'a remote importing another remote lazily with import()', /A remote must not import another remote/],
  ['mfe-admin/src/features/tasks/Host.ts', 'a remote importing the shell', /A remote must not import another remote or the shell/],
  ['shell/src/routing/Static.ts', 'the shell importing a remote statically', /The shell loads remotes at runtime/],
  ['shared-ui/src/layout/Frame.ts', 'a shared package importing a remote', /A shared package must not depend on an app/],
  ['build-config/helper.js', 'build-config requiring a remote', /A shared package must not depend on an app/],
  ['api/src/features/users/Bad.ts', 'the API importing a front-end package', /The API must not import front-end packages/],
  ['api/src/features/users/Deep.ts', 'an import into shared-contracts/src', /Import shared-contracts by its entries/],
  ['shell/src/routing/Heavy.ts', 'the first visit taking a value from a schemas entry', /The first visit loads no TypeBox/],
  ['mfe-workspace/src/features/links/Foreign.tsx', "a link spelling another remote's page", /another remote's page/],
  ['mfe-workspace/src/features/links/Named.tsx', 'a link spelling a page the route contract names', /named by the route contract/],
  ['mfe-compliance/src/features/links/AnyArea.tsx', "a link into another remote's page in the viewer's area", /named by the route contract/],
  ['mfe-compliance/src/features/links/Login.ts', 'navigating to the public sign-in page by its path', /named by the route contract/],
  ['shell/src/frames/Search.tsx', "the shell linking into a remote's page by a template", /named by the route contract/],
  ['mfe-compliance/src/features/people/ownTeam.ts', 'a remote loading the team by itself', /loadTeam \/ useTeam/],
])('%s: %s is reported', (file, _what, message) => {
  const errors = boundaryErrors(file);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(message);
});

test.each([
  ['mfe-admin/src/features/tasks/Allowed.ts', 'a remote importing shared packages and its own files'],
  ['api/src/features/users/Good.ts', 'the API importing shared-contracts'],
  ['api/src/features/users/Schemas.ts', 'the API taking schemas from a schemas entry'],
  ['shell/src/routing/Light.ts', 'the first visit taking values from a light entry and types from schemas'],
  ['mfe-superadmin/src/features/links/Own.tsx', "a remote linking its own page, the contract's pagePath and an API path"],
  ['shell/src/routing/Prefix.ts', "an area's prefix and a path compared, not linked"],
  ['mfe-admin/src/features/users/usersApi.ts', 'the user management, which owns the team, listing it'],
])('%s: %s is allowed', (file) => {
  expect(boundaryErrors(file)).toEqual([]);
});
