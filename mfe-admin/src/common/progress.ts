import type { AssessmentProgress, AssessmentProgressResponse, CalendarOccurrence } from 'shared-contracts';
import { TASK_CATEGORY_COLOURS, personName, type Task, type TaskSummaryResponse } from './types';

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
  selfAudit: '#be185d',
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
    colour: '#15803d',
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
      colour: '#1d4ed8',
      detail: `${row.completed} of ${total} completed`,
    }));
  return [overall, ...members];
}

export interface CalendarEvent {
  id: string;
  title: string;
  start: string;
  allDay: true;
  backgroundColor: string;
  borderColor: string;
  textColor?: string;
  classNames: string[];
}

/** Calendar entries: one per task on its due date, coloured by category; completed ones are faded. */
export function eventsFromTasks(tasks: Task[]): CalendarEvent[] {
  return tasks.map((t) => ({
    id: t._id,
    title: `${t.category} · ${t.description}`,
    start: t.dueDate,
    allDay: true,
    backgroundColor: TASK_CATEGORY_COLOURS[t.category] ?? TASK_CATEGORY_COLOURS.General,
    borderColor: t.overdue ? '#b91c1c' : (TASK_CATEGORY_COLOURS[t.category] ?? TASK_CATEGORY_COLOURS.General),
    classNames: [t.status === 'completed' ? 'task-completed' : t.overdue ? 'task-overdue' : 'task-open'],
  }));
}

/** Statutory due dates as calendar events: outlined in their category's colour, apart from tasks. */
export function eventsFromOccurrences(occurrences: CalendarOccurrence[]): CalendarEvent[] {
  return occurrences.map((o) => ({
    id: `statutory:${o.key}`,
    title: `Due · ${o.title}`,
    start: o.dueDate,
    allDay: true,
    backgroundColor: '#ffffff',
    textColor: '#111827',
    borderColor: TASK_CATEGORY_COLOURS[o.category] ?? TASK_CATEGORY_COLOURS.General,
    classNames: ['statutory-due'],
  }));
}
