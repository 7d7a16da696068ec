import { REVIEWED_LIMIT, filingReviewOutcome, formatPeriod, type ReviewedItem, type ReviewedResponse } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { KIND_TITLES } from './assessmentRef';
import { assessmentsReviewedBy, filingsReviewedBy, tasksReviewedBy } from './reviewedRepository';

const person = (id: string | null, name: string | null) => ({ id, name: name || 'Former user' });
const iso = (d: Date) => new Date(d).toISOString();

/** The caller's decisions on tasks, filings and assessments, newest first: the checker's Reviewed page. */
export async function reviewedBy(db: Queryable, companyId: string, userId: string): Promise<ReviewedResponse> {
  const [tasks, filings, assessments] = await Promise.all([
    tasksReviewedBy(db, companyId, userId, REVIEWED_LIMIT),
    filingsReviewedBy(db, companyId, userId, REVIEWED_LIMIT),
    assessmentsReviewedBy(db, companyId, userId, REVIEWED_LIMIT),
  ]);
  const items: ReviewedItem[] = [
    ...tasks.map((t) => ({
      type: 'task' as const,
      id: t.id,
      title: t.description,
      period: null,
      dueDate: t.due_date,
      by: person(t.person_id, t.person),
      decision: t.review_status,
      comment: t.review_comment,
      reviewedAt: iso(t.reviewed_at),
      assessmentKind: null,
      occurrenceId: t.occurrence_id,
    })),
    ...filings.map((f) => ({
      type: 'filing' as const,
      id: f.id,
      title: f.title,
      period: formatPeriod(f.period),
      dueDate: f.due_date,
      by: person(f.person_id, f.person),
      decision: filingReviewOutcome(f.state, f.state_before_na),
      comment: f.review_comment,
      reviewedAt: iso(f.reviewed_at),
      assessmentKind: null,
      occurrenceId: f.id,
    })),
    ...assessments.map((a) => ({
      type: 'assessment' as const,
      id: a.id,
      title: a.scope ? `${KIND_TITLES[a.kind]} (${a.scope})` : KIND_TITLES[a.kind],
      period: a.period_key ? formatPeriod(a.period_key) : null,
      dueDate: null,
      by: person(a.person_id, a.person),
      decision: a.status,
      comment: a.review_comment,
      reviewedAt: iso(a.reviewed_at),
      assessmentKind: a.kind,
      occurrenceId: null,
    })),
  ];
  items.sort((a, b) => b.reviewedAt.localeCompare(a.reviewedAt) || a.id.localeCompare(b.id));
  return { success: true, items: items.slice(0, REVIEWED_LIMIT) };
}
