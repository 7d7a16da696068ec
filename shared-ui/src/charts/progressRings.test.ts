import { sampleSummary } from '../../../test-support/src'; // relative: test-support itself depends on shared-ui
import { ringsFromAssessments, ringsFromTasks } from './progressRings';

it('task completion: the whole company first, then the busiest members, each with its percentage and detail', () => {
  const rings = ringsFromTasks(sampleSummary(), 1);
  expect(rings.map((r) => [r.label, r.percent, r.detail])).toEqual([
    ['All tasks', 50, '3 of 6 completed'],
    ['Meera Shah', 25, '1 of 4 completed'],
  ]);
});

it('no tasks yet: 0 %, never a division by zero', () => {
  const rings = ringsFromTasks(sampleSummary({ counts: { pending: 0, inProgress: 0, completed: 0, overdue: 0, total: 0 }, byAssignee: [] }));
  expect(rings).toEqual([expect.objectContaining({ label: 'All tasks', percent: 0, detail: '0 of 0 completed' })]);
});

it('one ring per assessment the company has (none for RBI without an NBFC type)', () => {
  const rings = ringsFromAssessments({
    success: true,
    progress: {
      hr: { key: 'hr', label: 'HR Compliance', answered: 5, total: 20, percent: 25, status: 'in-progress', updatedAt: null },
      rbi: null,
      mca: { key: 'mca', label: 'MCA Compliance', answered: 0, total: 10, percent: 0, status: 'not-started', updatedAt: null },
      selfAudit: { key: 'selfAudit', label: 'Self Audit', answered: 2, total: 4, percent: 50, status: 'in-progress', updatedAt: null },
    },
  });
  expect(rings.map((r) => `${r.label}: ${r.detail}`)).toEqual(['HR Compliance: 5 of 20 answered', 'MCA Compliance: 0 of 10 answered', 'Self Audit: 2 of 4 answered']);
});
