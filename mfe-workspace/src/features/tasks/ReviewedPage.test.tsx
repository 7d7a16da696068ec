import { screen, within } from '@testing-library/react';
import type { ReviewedItem } from 'shared-contracts';
import { mockApi, renderView, sampleUser } from 'test-support';
import ReviewedPage from './ReviewedPage';

const base = { comment: null, period: null, dueDate: null, assessmentKind: null, occurrenceId: null, by: { id: 'm1', name: 'Meera Shah' } };
const items: ReviewedItem[] = [
  {
    ...base,
    type: 'assessment',
    id: 's1',
    title: 'MCA Compliance Assessment',
    period: 'FY 2026-27',
    decision: 'approved',
    reviewedAt: '2026-11-28T06:00:00Z',
    assessmentKind: 'mca',
  },
  {
    ...base,
    type: 'filing',
    id: 'o1',
    title: 'GSTR-3B - summary return and payment of tax',
    period: 'Oct 2026',
    dueDate: '2026-11-20',
    decision: 'approved',
    reviewedAt: '2026-11-27T06:00:00Z',
    occurrenceId: 'o1',
  },
  {
    ...base,
    type: 'task',
    id: 't1',
    title: 'Reconcile the TDS ledger',
    dueDate: '2026-12-02',
    decision: 'returned',
    comment: 'Attach the challan',
    reviewedAt: '2026-11-26T06:00:00Z',
  },
];

it('lists the assessment, filing and task the checker decided, each with its decision, whose work it was and a link', async () => {
  mockApi({ 'GET /api/sign-off/reviewed': { body: { success: true, items } } });
  renderView(<ReviewedPage />, { path: '/checker/reviewed', user: sampleUser({ role: 'checker' }) });
  const list = await screen.findByRole('list', { name: 'Reviewed items' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  const assessment = screen.getByRole('listitem', { name: 'MCA Compliance Assessment: Approved' });
  expect(assessment).toHaveTextContent('Assessment · Approved on 28 Nov 2026');
  expect(assessment).toHaveTextContent('FY 2026-27 · Submitted by Meera Shah');
  expect(within(assessment).getByRole('link', { name: 'MCA Compliance Assessment' })).toHaveAttribute('href', '/checker/mca-compliance');
  const filing = screen.getByRole('listitem', { name: 'GSTR-3B - summary return and payment of tax: Approved' });
  expect(filing).toHaveTextContent('Statutory filing · Approved');
  expect(filing).toHaveTextContent('Oct 2026 · due 20 Nov 2026 · Recorded by Meera Shah');
  expect(within(filing).getByRole('link')).toHaveAttribute('href', '/checker/command-centre?start=2026-11&item=o1');
  const task = screen.getByRole('listitem', { name: 'Reconcile the TDS ledger: Returned for rework' });
  expect(task).toHaveTextContent('Task · Returned for rework');
  expect(task).toHaveTextContent('Your comment: Attach the challan');
  // An ad-hoc task has no page of its own for the checker: its title is not a link.
  expect(within(task).queryByRole('link')).not.toBeInTheDocument();
  expect(screen.queryByText('No tasks found')).not.toBeInTheDocument();
});

it('says plainly when nothing has been reviewed yet', async () => {
  mockApi({ 'GET /api/sign-off/reviewed': { body: { success: true, items: [] } } });
  renderView(<ReviewedPage />, { path: '/checker/reviewed' });
  expect(await screen.findByText('Nothing reviewed yet. What you approve or return appears here.')).toBeInTheDocument();
});
