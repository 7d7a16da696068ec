import { ASSESSMENT_PAGES, pagePath } from './pagePaths';

it('names a page by its area: the full path a link takes, with its query', () => {
  expect(pagePath('admin', 'companyProfile')).toBe('/admin/company-profile');
  expect(pagePath('admin', 'dashboard')).toBe('/admin');
  expect(pagePath('admin', 'tasks', { assignedTo: 'u 1' })).toBe('/admin/tasks?assignedTo=u+1');
  expect(pagePath('checker', 'hrCompliance')).toBe('/checker/hr-compliance');
  expect(pagePath('admin', 'rbiCompliance')).toBe('/admin/compliance/rbi');
  expect(pagePath('public', 'home')).toBe('/');
  expect(pagePath('public', 'login')).toBe('/login');
  expect(pagePath('super-admin', 'dashboard')).toBe('/super-admin');
});

it('a link in the viewer’s own area takes a page every such area has', () => {
  const area = 'maker' as 'admin' | 'maker' | 'checker';
  expect(pagePath(area, 'commandCentre', { item: 'o1' })).toBe('/maker/command-centre?item=o1');
  // @ts-expect-error -- only the admin has the company profile
  pagePath(area, 'companyProfile');
});

it('an assessment kind names its page in each area', () => {
  expect(pagePath('admin', ASSESSMENT_PAGES.rbi)).toBe('/admin/compliance/rbi');
  expect(pagePath('checker', ASSESSMENT_PAGES['self-audit'])).toBe('/checker/self-audit');
});
