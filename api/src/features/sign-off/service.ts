import { formatPeriod, SIGN_OFF_STATUS_LABELS, type AssessmentSignOff, type ReviewQueueResponse } from 'shared-contracts';
import type { Database, Queryable } from '../../db/database';
import { HttpError, forbidden } from '../../httpError';
import { recordAudit } from '../audit/auditService';
import type { AuthContext } from '../auth/sessions/sessionService';
import type { AssessmentKind } from '../assessments/repository';
import { KIND_TITLES, assessmentPeriod, resolveAssessment } from './assessmentRef';
import { assessmentState, contributedTo, findSignOff, pendingSignOffs, recordReview, upsertSubmission, type SignOffKey, type SignOffRow } from './repository';
import { RETURN_NEEDS_COMMENT, cleanComment } from './comment';
import { tasksAwaitingReview, documentsAwaitingReview } from './taskReview';
import { filingsAwaitingReviewBy } from './filingQueueRepository';

export interface SignOffActor {
  auth: AuthContext;
  companyId: string;
  ip: string;
}

export const SIGN_OFF_MESSAGES = {
  notCompleted: 'Complete the assessment (every question answered) before submitting it for review',
  alreadyPending: 'This assessment is already awaiting review',
  alreadyApproved: 'This assessment is already approved and has not changed since',
  notSubmitted: 'This assessment has not been submitted for review',
  notPending: (status: string) => `This assessment is not awaiting review (it is ${status.toLowerCase()})`,
  selfReview: 'You cannot approve or return an assessment you submitted yourself; another checker must review it',
  contributorApproves: 'You wrote, changed or completed this assessment (or its evidence) in this period, so you cannot approve it; another checker must review it',
  changedSinceSubmit: 'The assessment changed after it was submitted; the maker must submit it again',
  returnNeedsComment: RETURN_NEEDS_COMMENT,
  submitted: 'Submitted for review',
  approved: 'Assessment approved',
  returned: 'Assessment returned for rework',
} as const;

const person = (id: string | null, name: string | null) => ({ id, name: name || 'Former user' });

export function toSignOff(row: SignOffRow): AssessmentSignOff {
  // The approval or submission covers the assessment as it was then; a later save makes it stale.
  const changedSince = row.current_updated_at !== null && new Date(row.current_updated_at).getTime() !== new Date(row.assessment_updated_at).getTime();
  return {
    id: row.id,
    kind: row.kind,
    scope: row.scope,
    periodKey: row.period_key,
    title: KIND_TITLES[row.kind],
    status: row.status,
    submittedBy: person(row.submitted_by, row.submitter_name),
    submittedAt: new Date(row.submitted_at).toISOString(),
    submitNote: row.submit_note,
    reviewedBy: row.reviewed_by || row.reviewer_name ? person(row.reviewed_by, row.reviewer_name) : null,
    reviewedAt: row.reviewed_at ? new Date(row.reviewed_at).toISOString() : null,
    reviewComment: row.review_comment,
    changedSince,
  };
}

/**
 * The sign-off key with the scope in force (RBI: the NBFC type; self-audit: the category of the
 * company's profile unless another is named) and the period asked for, else the current one.
 */
export async function signOffKey(db: Queryable, companyId: string, kind: AssessmentKind, scope: string | undefined, period: unknown): Promise<SignOffKey> {
  const ref = await resolveAssessment(db, companyId, kind, scope);
  const resolved = await assessmentPeriod(db, companyId, kind, period);
  return { kind, scope: ref.scope, periodKey: resolved.period };
}

export async function currentSignOff(db: Queryable, companyId: string, key: SignOffKey): Promise<AssessmentSignOff | null> {
  const row = await findSignOff(db, companyId, key);
  return row ? toSignOff(row) : null;
}

/** The assessment is completed for this bank/checklist: sign-off needs every question answered. */
function completedFor(state: Awaited<ReturnType<typeof assessmentState>>, key: SignOffKey): state is NonNullable<typeof state> {
  if (!state || state.status !== 'completed') return false;
  if (key.kind === 'rbi') return state.nbfc_type === key.scope;
  if (key.kind === 'self-audit') return state.nbfc_category === key.scope;
  return true;
}

export async function submitForReview(db: Database, actor: SignOffActor, key: SignOffKey, note: string | undefined) {
  const text = cleanComment(note);
  return db.transaction(async (tx) => {
    const state = await assessmentState(tx, actor.companyId, key);
    if (!completedFor(state, key)) throw new HttpError(409, SIGN_OFF_MESSAGES.notCompleted);
    const before = await findSignOff(tx, actor.companyId, key, true);
    // A pending submission that went stale (answers or evidence changed) is submitted again, as its message asks.
    if (before?.status === 'pending-review' && !toSignOff(before).changedSince) throw new HttpError(409, SIGN_OFF_MESSAGES.alreadyPending);
    if (before?.status === 'approved' && !toSignOff(before).changedSince) throw new HttpError(409, SIGN_OFF_MESSAGES.alreadyApproved);
    await upsertSubmission(tx, actor.companyId, key, actor.auth.userId, text, state.updated_at);
    const after = (await findSignOff(tx, actor.companyId, key))!;
    await recordAudit(tx, {
      companyId: actor.companyId,
      actorId: actor.auth.userId,
      actorRole: actor.auth.role,
      action: 'sign_off.submitted',
      targetType: 'assessment',
      targetId: state.id,
      before: before ? { status: before.status } : null,
      after: { status: 'pending-review', kind: key.kind, scope: key.scope, periodKey: key.periodKey, note: text },
      ip: actor.ip,
    });
    return toSignOff(after);
  });
}

export async function reviewAssessment(db: Database, actor: SignOffActor, key: SignOffKey, decision: 'approved' | 'returned', comment: string | undefined) {
  const text = cleanComment(comment);
  if (decision === 'returned' && !text) throw new HttpError(400, SIGN_OFF_MESSAGES.returnNeedsComment);
  return db.transaction(async (tx) => {
    const row = await findSignOff(tx, actor.companyId, key, true);
    if (!row) throw new HttpError(404, SIGN_OFF_MESSAGES.notSubmitted);
    // Four eyes: the submitter never reviews their own submission (admin included).
    if (row.submitted_by === actor.auth.userId) throw forbidden(SIGN_OFF_MESSAGES.selfReview);
    if (row.status !== 'pending-review') throw new HttpError(409, SIGN_OFF_MESSAGES.notPending(SIGN_OFF_STATUS_LABELS[row.status]));
    if (decision === 'approved') {
      // Four eyes over the work, not only the button: whoever did the work of the period never approves it.
      if (await contributedTo(tx, actor.companyId, key, actor.auth.userId)) throw forbidden(SIGN_OFF_MESSAGES.contributorApproves);
      const state = await assessmentState(tx, actor.companyId, key);
      if (!completedFor(state, key) || toSignOff(row).changedSince) throw new HttpError(409, SIGN_OFF_MESSAGES.changedSinceSubmit);
    }
    if ((await recordReview(tx, actor.companyId, row.id, decision, actor.auth.userId, text || null)) !== 1) {
      throw new HttpError(409, 'The sign-off was changed in the meantime. Please reload and try again.');
    }
    const state = await assessmentState(tx, actor.companyId, key);
    await recordAudit(tx, {
      companyId: actor.companyId,
      actorId: actor.auth.userId,
      actorRole: actor.auth.role,
      action: decision === 'approved' ? 'sign_off.approved' : 'sign_off.returned',
      targetType: 'assessment',
      targetId: state?.id ?? null,
      before: { status: 'pending-review', submittedBy: row.submitted_by },
      after: { status: decision, kind: key.kind, scope: key.scope, periodKey: key.periodKey, comment: text || null },
      ip: actor.ip,
    });
    return toSignOff((await findSignOff(tx, actor.companyId, key))!);
  });
}

/** What waits for this reviewer: never their own submissions, uploads or tasks. */
export async function reviewQueue(db: Queryable, actor: SignOffActor): Promise<Omit<ReviewQueueResponse, 'approvalNeedsPassword'>> {
  const [assessments, tasks, documents, filings] = await Promise.all([
    pendingSignOffs(db, actor.companyId, actor.auth.userId),
    tasksAwaitingReview(db, actor.companyId, actor.auth.userId, actor.auth.role === 'admin'),
    documentsAwaitingReview(db, actor.companyId, actor.auth.userId),
    filingsAwaitingReviewBy(db, actor.companyId, actor.auth.userId),
  ]);
  return {
    success: true,
    assessments: assessments.map(toSignOff),
    tasks,
    documents,
    filings: filings.map((f) => ({
      id: f.id,
      obligationId: f.obligation_id,
      title: f.title,
      authority: f.authority,
      period: formatPeriod(f.period),
      dueDate: f.due_date,
      filedOn: f.filed_on,
      acknowledgement: f.acknowledgement,
      recordedBy: { id: f.recorded_by, name: f.recorder || 'Former user' },
      recordedAt: new Date(f.recorded_at).toISOString(),
    })),
  };
}
