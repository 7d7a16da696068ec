import fs from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildAreaMenu, checkRemoteRoutes, type AreaName, type RemoteRoutes } from 'shared-contracts';
import { SideNav, theme } from 'shared-ui';
import { ThemeProvider } from 'styled-components';
// The remotes' route contracts and the shell's area table, as composed at run time through federation. This
// test lives here, outside every shipped package, because no shipped package may import a remote.
import { routes as adminRoutes } from '../../mfe-admin/src/routes';
import { routes as complianceRoutes } from '../../mfe-compliance/src/routes';
import { routes as publicRoutes } from '../../mfe-public/src/routes';
import { routes as superAdminRoutes } from '../../mfe-superadmin/src/routes';
import { routes as workspaceRoutes } from '../../mfe-workspace/src/routes';
import { AREAS } from '../../shell/src/routing/areas';

const REMOTES: Record<string, RemoteRoutes> = {
  mfe_admin: adminRoutes,
  mfe_compliance: complianceRoutes,
  mfe_public: publicRoutes,
  mfe_superadmin: superAdminRoutes,
  mfe_workspace: workspaceRoutes,
};

/** The area's menu exactly as the shell builds it: every contributor of the shell's table, in its order. */
function renderMenu(name: AreaName) {
  const area = AREAS.find((a) => a.name === name)!;
  const entries = area.contributors.flatMap((remote) => REMOTES[remote][name] ?? []);
  render(
    <ThemeProvider theme={theme}>
      <SideNav label="Menu" items={buildAreaMenu(area.base, entries)} renderLink={({ to, label }) => <a href={to}>{label}</a>} />
    </ThemeProvider>,
  );
  return screen.getByRole('navigation', { name: 'Menu' });
}

/** Every row of the menu, top to bottom: links as 'text -> href', groups as 'text [group]', the rest as shown. */
function rows(nav: HTMLElement): string[] {
  return Array.from(nav.querySelectorAll('li > a, li > button, li > span')).map((el) => {
    if (el.tagName === 'A') return `${el.textContent} -> ${el.getAttribute('href')}`;
    if (el.tagName === 'BUTTON') return `${el.textContent!.replace(/[▾▸]/g, '').trim()} [group]`;
    return el.textContent!.replace('Coming soon', '(soon)').trim();
  });
}

it('admin menu: every item of the specification in order, paths from the route contracts, unbuilt items coming soon', () => {
  const nav = renderMenu('admin');
  expect(rows(nav)).toEqual([
    'Dashboard -> /admin',
    // The obligations command centre (docs/decisions/0049-people-and-the-command-centre-screen.md), one click from the dashboard.
    'Command Centre -> /admin/command-centre',
    'Tasks -> /admin/tasks',
    'Sign-off Queue -> /admin/sign-off',
    'Statutory Calendar -> /admin/calendar',
    'Compliance Updates -> /admin/updates',
    'Regulatory Compliance [group]',
    'RBI Compliance -> /admin/compliance/rbi',
    'MCA Compliance -> /admin/compliance/mca',
    'SEBI Compliance (soon)',
    'HR Compliance -> /admin/hr-compliance',
    'Self Audit -> /admin/self-audit',
    'Risk Assessment -> /admin/risk-assessment',
    'Document Management -> /admin/document-management',
    'Contract Management (soon)',
    'Litigation Management (soon)',
    'User Management [group]',
    'Makers -> /admin/panels/maker',
    'Checkers -> /admin/panels/checker',
    'Insights [group]',
    'Statistics -> /admin/statistics',
    'Reports -> /admin/reports',
    'Audit Trail -> /admin/audit-trail',
    'Subscription -> /admin/subscription',
    'Signed-in devices -> /admin/account/devices',
    'Services [group]',
    'Risk Advisory (soon)',
    'IT Advisory (soon)',
    'Trainings (soon)',
    'Recruitment (soon)',
    'Expert Guidance (soon)',
    'Recovery [group]',
    'Loan Statement (soon)',
    'NPA Services (soon)',
    'Money Recovery (soon)',
    'Settings [group]',
    'Company Profile -> /admin/company-profile',
    'Security -> /admin/security',
  ]);
  // Regulatory Compliance and User Management start open; the others start closed.
  expect(within(nav).getByRole('button', { name: /Regulatory Compliance/ })).toHaveAttribute('aria-expanded', 'true');
  expect(within(nav).getByRole('button', { name: /User Management/ })).toHaveAttribute('aria-expanded', 'true');
  expect(within(nav).getByRole('button', { name: /Insights/ })).toHaveAttribute('aria-expanded', 'false');
  expect(within(nav).queryByRole('link', { name: /Litigation/ })).not.toBeInTheDocument();
});

it('maker menu: own pages, then the Regulatory Compliance group (SEBI coming soon), closed until opened', async () => {
  const nav = renderMenu('maker');
  expect(rows(nav)).toEqual([
    'Dashboard -> /maker',
    // The obligations command centre (docs/decisions/0049-people-and-the-command-centre-screen.md), one click from the dashboard.
    'Command Centre -> /maker/command-centre',
    'My Tasks -> /maker/my-tasks',
    'Regulatory Compliance [group]',
    'RBI -> /maker/rbi-compliance',
    'SEBI (soon)',
    'MCA -> /maker/mca-compliance',
    'HR Compliance -> /maker/hr-compliance',
    'Self Audit -> /maker/self-audit',
    'Risk Assessment -> /maker/risk-assessment',
    'Compliance Updates -> /maker/updates',
    'Documents -> /maker/documents',
    'Drafts -> /maker/drafts',
    'Pending Review -> /maker/pending-review',
    'Calendar -> /maker/calendar',
    'Signed-in devices -> /maker/account/devices',
  ]);
  const group = within(nav).getByRole('button', { name: /Regulatory Compliance/ });
  expect(group).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(group);
  expect(within(nav).getByRole('link', { name: 'RBI' })).toBeVisible();
});

it('checker menu: Pending Review, Reviewed and the sign-off queue, no My Tasks', () => {
  expect(rows(renderMenu('checker'))).toEqual([
    'Dashboard -> /checker',
    // The obligations command centre (docs/decisions/0049-people-and-the-command-centre-screen.md), one click from the dashboard.
    'Command Centre -> /checker/command-centre',
    'Pending Review -> /checker/pending-review',
    'Reviewed -> /checker/reviewed',
    'Sign-off Queue -> /checker/sign-off',
    'Regulatory Compliance [group]',
    'RBI -> /checker/rbi-compliance',
    'SEBI (soon)',
    'MCA -> /checker/mca-compliance',
    'HR Compliance -> /checker/hr-compliance',
    'Self Audit -> /checker/self-audit',
    'Risk Assessment -> /checker/risk-assessment',
    'Compliance Updates -> /checker/updates',
    'Documents -> /checker/documents',
    'Calendar -> /checker/calendar',
    'Signed-in devices -> /checker/account/devices',
  ]);
});

it('super-admin menu: the specification order, pages without a menu item (company details, outbox) left out', () => {
  expect(rows(renderMenu('super-admin'))).toEqual([
    'Dashboard Overview -> /super-admin',
    'User Management -> /super-admin/users',
    'Company Management -> /super-admin/companies',
    'System Settings -> /super-admin/system',
    'Analytics -> /super-admin/analytics',
    // Added to the specification's sidebar: the account's sessions (docs/decisions/0014-sign-in-and-credentials.md).
    'Signed-in devices -> /super-admin/account/devices',
  ]);
});

// The federation contract, checked instead of hand-kept module declarations: what each remote exposes is
// what the shell loads ('<remote>/routes'), its route list meets the shared contract the shell checks at
// run time, and every contributor of the shell's table is in the deployed remote list.
describe('the federation contract between the shell and the remotes', () => {
  type WebpackConfig = (env: object, argv: object) => { plugins: { _options?: { exposes?: object } }[] };
  const exposesOf = (dir: string) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the remotes' webpack configs are CommonJS.
    const make = require(`../../${dir}/webpack.config.js`) as WebpackConfig;
    return make({}, { mode: 'production' });
  };
  const remoteList = JSON.parse(fs.readFileSync(path.join(__dirname, '../../shell/public/remotes.json'), 'utf8')) as Record<string, string>;

  test.each(Object.entries(REMOTES))('%s: its route list meets the contract with no entry left out', (name, routes) => {
    expect(checkRemoteRoutes(name, routes).problems).toEqual([]);
  });

  test.each(Object.keys(REMOTES))('%s exposes exactly ./routes (pages only: the frames are the shell’s)', (name) => {
    const config = exposesOf(name.replace('_', '-'));
    const federation = config.plugins.find((plugin) => plugin._options?.exposes);
    expect(Object.keys(federation?._options?.exposes ?? {})).toEqual(['./routes']);
  });

  test('every contributor of the shell’s areas is in the remote list the shell reads', () => {
    const contributors = new Set(AREAS.flatMap((area) => area.contributors));
    expect([...contributors].filter((remote) => !(remote in remoteList))).toEqual([]);
    expect(Object.keys(REMOTES).sort()).toEqual([...contributors].sort());
  });
});
