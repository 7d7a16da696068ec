import { personName, type AssessmentProgress, type AssessmentProgressResponse, type TaskSummaryResponse } from 'shared-contracts';
import { TASK_CATEGORY_COLOURS } from '../taskCategoryColours';
import { theme } from '../theme';

/** One donut of CompletionRings: `done` of `total`, with its percentage and a line of detail as text. */
export interface Ring {
  key: string;
  label: string;
  done: number;
  total: number;
  percent: number;
  colour: string;
  detail: string;
}

const percentOf = (done: number, total: number) => (total === 0 ? 0 : Math.round((done / total) * 100));

const ASSESSMENT_COLOURS: Record<AssessmentProgress['key'], string> = {
  hr: TASK_CATEGORY_COLOURS.HR,
  rbi: TASK_CATEGORY_COLOURS.RBI,
  mca: TASK_CATEGORY_COLOURS.MCA,
  selfAudit: theme.colors.selfAudit,
};

/** One ring per assessment of the company (rbi is absent without an NBFC type). */
export function ringsFromAssessments(answer: AssessmentProgressResponse): Ring[] {
  return Object.values(answer.progress)
    .filter((p): p is AssessmentProgress => p !== null)
    .map((p) => ({
      key: p.key,
      label: p.label,
      done: p.answered,
      total: p.total,
      percent: p.percent,
      colour: ASSESSMENT_COLOURS[p.key],
      detail: `${p.answered} of ${p.total} answered`,
    }));
}

/** Until assessments answer: the company's task completion, overall and per team member. */
export function ringsFromTasks(summary: TaskSummaryResponse, perMember = 3): Ring[] {
  const { counts } = summary;
  const overall: Ring = {
    key: 'all',
    label: 'All tasks',
    done: counts.completed,
    total: counts.total,
    percent: percentOf(counts.completed, counts.total),
    colour: theme.colors.success,
    detail: `${counts.completed} of ${counts.total} completed`,
  };
  const members = [...summary.byAssignee]
    .map((row) => ({ row, total: row.pending + row.inProgress + row.completed }))
    .filter(({ total }) => total > 0)
    .sort((a, b) => b.total - a.total)
    .slice(0, perMember)
    .map(({ row, total }) => ({
      key: row.user.id,
      label: personName(row.user),
      done: row.completed,
      total,
      percent: percentOf(row.completed, total),
      colour: theme.colors.primary,
      detail: `${row.completed} of ${total} completed`,
    }));
  return [overall, ...members];
}
