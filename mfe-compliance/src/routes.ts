import { PAGE_PATHS, type AreaEntry, type RemoteRoutes } from 'shared-contracts/federation';

/** The areas this remote's pages appear in. */
type TeamArea = 'admin' | 'maker' | 'checker';

const load = {
  updates: () => import('./features/updates/UpdatesPage'),
  hr: () => import('./features/hr-assessment/HrAssessmentPage'),
  rbi: () => import('./features/rbi-assessment/RbiAssessmentPage'),
  mca: () => import('./features/mca-assessment/McaAssessmentPage'),
  selfAudit: () => import('./features/self-audit/SelfAuditPage'),
  risk: () => import('./features/risk-assessment/RiskAssessmentPage'),
  documents: () => import('./features/documents/DocumentManagementPage'),
  signOffQueue: () => import('./features/sign-off/ReviewQueuePage'),
  whatChanged: () => import('./features/regulatory-changes/WhatChangedPage'),
};

/** docs/decisions/0046-statutory-obligations-as-data-calendar-library-facts.md: reached from the updates feed, so no menu entry of its own. */
const whatChanged: AreaEntry = { path: 'updates/what-changed', title: 'What changed for us', load: load.whatChanged };

const REGULATORY = 'Regulatory Compliance';

/** The admin's menu names each regulator in full; the maker's and checker's name only the regulator. */
function regulatoryGroup(area: TeamArea, at: number): AreaEntry[] {
  const admin = area === 'admin';
  const group = { group: REGULATORY, ...(admin ? { groupOpen: true } : {}) };
  return [
    {
      path: PAGE_PATHS[area].rbiCompliance,
      title: 'RBI compliance',
      menu: { label: admin ? 'RBI Compliance' : 'RBI', order: at + 1, ...group },
      load: load.rbi,
    },
    // No SEBI page exists yet: shown, not linked (admin: after MCA; maker and checker: between RBI and MCA).
    { comingSoon: true, menu: { label: admin ? 'SEBI Compliance' : 'SEBI', order: admin ? at + 3 : at + 2, ...group } },
    {
      path: PAGE_PATHS[area].mcaCompliance,
      title: 'MCA compliance',
      menu: { label: admin ? 'MCA Compliance' : 'MCA', order: admin ? at + 2 : at + 3, ...group },
      load: load.mca,
    },
  ];
}

/** The same pages under each role's prefix, at that role's paths and menu places. */
function pagesFor(area: TeamArea): AreaEntry[] {
  if (area === 'admin') {
    return [
      // Maker-checker sign-off (docs/decisions/0017-maker-checker-sign-off-exports-and-evidence.md): what waits for the admin's review.
      { path: 'sign-off', title: 'Sign-off queue', menu: { label: 'Sign-off Queue', order: 30 }, load: load.signOffQueue },
      { path: 'updates', title: 'Compliance updates', menu: { label: 'Compliance Updates', order: 50 }, load: load.updates },
      whatChanged,
      ...regulatoryGroup(area, 60),
      { path: PAGE_PATHS[area].hrCompliance, title: 'HR compliance', menu: { label: 'HR Compliance', order: 70 }, load: load.hr },
      { path: PAGE_PATHS[area].selfAudit, title: 'Self audit', menu: { label: 'Self Audit', order: 80 }, load: load.selfAudit },
      { path: 'risk-assessment', title: 'Risk assessment', menu: { label: 'Risk Assessment', order: 90 }, load: load.risk },
      { path: 'document-management', title: 'Document management', menu: { label: 'Document Management', order: 100 }, load: load.documents },
    ];
  }
  // Maker and checker: the compliance block follows the role's own task pages (checker: after the sign-off queue).
  const at = area === 'maker' ? 30 : 50;
  return [
    ...regulatoryGroup(area, at),
    { path: PAGE_PATHS[area].hrCompliance, title: 'HR compliance', menu: { label: 'HR Compliance', order: at + 10 }, load: load.hr },
    { path: PAGE_PATHS[area].selfAudit, title: 'Self audit', menu: { label: 'Self Audit', order: at + 20 }, load: load.selfAudit },
    { path: 'risk-assessment', title: 'Risk assessment', menu: { label: 'Risk Assessment', order: at + 30 }, load: load.risk },
    { path: 'updates', title: 'Compliance updates', menu: { label: 'Compliance Updates', order: at + 40 }, load: load.updates },
    whatChanged,
    { path: 'documents', title: 'Document management', menu: { label: 'Documents', order: at + 50 }, load: load.documents },
    // Maker-checker sign-off (docs/decisions/0017-maker-checker-sign-off-exports-and-evidence.md): assessments, tasks and documents awaiting this checker.
    ...(area === 'checker' ? [{ path: 'sign-off', title: 'Sign-off queue', menu: { label: 'Sign-off Queue', order: 40 }, load: load.signOffQueue }] : []),
  ];
}

export const routes: RemoteRoutes = {
  admin: pagesFor('admin'),
  maker: pagesFor('maker'),
  checker: pagesFor('checker'),
};
