import type { AreaName, RemotePage, RemoteRoutes } from 'shared-contracts';

const load = {
  updates: () => import('./features/updates/UpdatesPage'),
  hr: () => import('./features/hr-assessment/HrAssessmentPage'),
  rbi: () => import('./features/rbi-assessment/RbiAssessmentPage'),
  mca: () => import('./features/mca-assessment/McaAssessmentPage'),
  selfAudit: () => import('./features/self-audit/SelfAuditPage'),
  risk: () => import('./features/risk-assessment/RiskAssessmentPage'),
  documents: () => import('./features/documents/DocumentManagementPage'),
  signOffQueue: () => import('./features/sign-off/ReviewQueuePage'),
};

/** Spec 001 section 2: the same pages under each role's prefix, at that role's paths. */
function pagesFor(area: AreaName): RemotePage[] {
  const admin = area === 'admin';
  return [
    { path: 'updates', title: 'Compliance updates', load: load.updates },
    { path: 'hr-compliance', title: 'HR compliance', load: load.hr },
    { path: admin ? 'compliance/rbi' : 'rbi-compliance', title: 'RBI compliance', load: load.rbi },
    { path: admin ? 'compliance/mca' : 'mca-compliance', title: 'MCA compliance', load: load.mca },
    { path: 'self-audit', title: 'Self audit', load: load.selfAudit },
    { path: 'risk-assessment', title: 'Risk assessment', load: load.risk },
    { path: admin ? 'document-management' : 'documents', title: 'Document management', load: load.documents },
    // Maker-checker sign-off (issue 13): the reviewers' queue.
    ...(area === 'maker' ? [] : [{ path: 'sign-off', title: 'Sign-off queue', load: load.signOffQueue }]),
  ];
}

export const routes: RemoteRoutes = {
  admin: pagesFor('admin'),
  maker: pagesFor('maker'),
  checker: pagesFor('checker'),
};
