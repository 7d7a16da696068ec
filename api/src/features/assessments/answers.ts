import type { AnsweredBy, AnswerProvenance, RetiredAnswer } from 'shared-contracts';
import type { ItemRecord } from '../../content';
import { NOT_APPLICABLE } from './applicability';
import type { Database } from '../../db/database';
import { HttpError } from '../../httpError';
import { recordAudit } from '../audit/auditService';
import type { AuthContext } from '../auth/sessions/sessionService';
import { listAnswers, lockHeader, markCompleted, recordContributor, setCategory, touchHeader, upsertAnswer, type AnswerRow, type AssessmentKind } from './repository';

// The answer-saving rules shared by the four assessments: every id is checked against the
// content, every status against its set; answers are upserted one question at a time.

export const MAX_TEXT = 4000;

/** One answer as a client sends it; undefined fields keep what is stored. */
export interface AnswerInput {
  questionId: string;
  status: string | null | undefined;
  comments?: string;
  evidenceUploaded?: boolean;
}

export interface Actor {
  auth: AuthContext;
  companyId: string;
  ip: string;
}

export interface SaveTarget {
  kind: AssessmentKind;
  /** The period answered: always the current one (past periods are read-only). */
  period: string;
  scope: string;
  /** The content items, for what each answer records of the question it answered. */
  items: ReadonlyMap<string, ItemRecord>;
  contentVersion: string;
  /** Known question ids of the bank or checklist in use. */
  questionIds: ReadonlySet<string>;
  statuses: readonly string[];
  /** The status that says "not applicable" ('N/A' in MCA); allowed only on items that allow it. */
  notApplicable?: string;
  header?: { nbfcType?: string; nbfcCategory?: string };
}

export const iso = (value: Date | null | undefined): string | null => (value ? new Date(value).toISOString() : null);
export const answeredBy = (row: { first_name: string | null; last_name: string | null }): AnsweredBy | null =>
  row.first_name === null ? null : { firstName: row.first_name, lastName: row.last_name ?? '' };

/** Refuses unknown ids, statuses outside the set, and the same question twice in one request. */
export function validateAnswers(target: SaveTarget, answers: AnswerInput[]): void {
  const seen = new Set<string>();
  for (const answer of answers) {
    if (!target.questionIds.has(answer.questionId)) throw new HttpError(400, 'Unknown question');
    if (seen.has(answer.questionId)) throw new HttpError(400, 'Each question may appear only once');
    seen.add(answer.questionId);
    const na = target.notApplicable ?? NOT_APPLICABLE;
    if (answer.status === na) {
      if (!target.items.get(answer.questionId)?.notApplicableAllowed) {
        throw new HttpError(400, `"Not applicable" is not an answer for ${answer.questionId}: it applies to every company`);
      }
    } else if (answer.status !== null && answer.status !== undefined && !target.statuses.includes(answer.status)) {
      throw new HttpError(400, `Invalid status. Use one of: ${target.statuses.join(', ')}`);
    }
    if ((answer.comments?.length ?? 0) > MAX_TEXT) throw new HttpError(400, `Comments may be at most ${MAX_TEXT} characters`);
  }
}

/**
 * Whether an answer still answers the question as it reads now. An answer recorded with a
 * fingerprint compares fingerprints; an older one (no fingerprint) counts as changed once its
 * library's version has moved on, because what it answered can no longer be shown to be the same.
 */
export function provenanceOf(row: Pick<AnswerRow, 'status' | 'content_version' | 'question_fingerprint'>, item: ItemRecord | undefined): AnswerProvenance {
  if (row.status === null || !item) return { answeredVersion: row.content_version, changedSinceAnswered: false };
  const changed = row.question_fingerprint ? row.question_fingerprint !== item.fingerprint : row.content_version !== null && row.content_version !== item.version;
  return { answeredVersion: row.content_version, changedSinceAnswered: changed };
}

/** Answers to items the library no longer has: shown as changed, never moved to another item. */
export const retiredOf = (rows: AnswerRow[], known: (id: string) => boolean): RetiredAnswer[] =>
  rows
    .filter((row) => !known(row.question_id) && (row.status !== null || row.comments !== ''))
    .map((row) => ({ questionId: row.question_id, questionText: row.question_text, status: row.status, remarks: row.comments, answeredVersion: row.content_version }));

export const countAnswered = (rows: Pick<AnswerRow, 'question_id' | 'status'>[], questionIds: ReadonlySet<string>) =>
  rows.filter((row) => row.status !== null && questionIds.has(row.question_id)).length;

export interface SaveResult {
  assessmentId: string;
  changed: number;
  completed: boolean;
}

/**
 * Saves answers in one transaction; with `complete`, also marks the assessment completed,
 * which needs every question of the target answered (else 409 with `incompleteMessage`, nothing saved).
 */
export async function saveAnswers(
  db: Database,
  actor: Actor,
  target: SaveTarget,
  answers: AnswerInput[],
  options: { complete?: boolean; incompleteMessage?: string } = {},
): Promise<SaveResult> {
  validateAnswers(target, answers);
  const { companyId, auth } = actor;
  return db.transaction(async (tx) => {
    const header = await lockHeader(tx, companyId, target.kind, target.period, {
      contentVersion: target.contentVersion,
      nbfcType: target.header?.nbfcType,
      nbfcCategory: target.header?.nbfcCategory,
    });
    const stored = new Map((await listAnswers(tx, companyId, target.kind, target.period, target.scope)).map((row) => [row.question_id, row]));
    const statusById = new Map([...stored.values()].map((row) => [row.question_id, row.status]));
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    let changed = 0;
    for (const answer of answers) {
      const old = stored.get(answer.questionId);
      const item = target.items.get(answer.questionId);
      const next = {
        questionId: answer.questionId,
        status: answer.status === undefined ? (old?.status ?? null) : answer.status,
        comments: answer.comments ?? old?.comments ?? '',
        evidenceUploaded: answer.evidenceUploaded ?? old?.evidence_uploaded ?? false,
        contentVersion: item?.version ?? null,
        fingerprint: item?.fingerprint ?? null,
        questionText: item?.text ?? null,
      };
      const rows = await upsertAnswer(tx, companyId, header.id, target.kind, target.period, target.scope, next, auth.userId);
      if (rows > 0) {
        changed += rows;
        before[answer.questionId] = old ? { status: old.status, comments: old.comments, evidenceUploaded: old.evidence_uploaded } : null;
        after[answer.questionId] = {
          status: next.status,
          comments: next.comments,
          evidenceUploaded: next.evidenceUploaded,
          contentVersion: next.contentVersion,
          fingerprint: next.fingerprint,
        };
        statusById.set(answer.questionId, next.status);
      }
    }
    const categoryChanged = target.header?.nbfcCategory !== undefined && header.nbfc_category !== target.header.nbfcCategory;
    if (changed > 0) await touchHeader(tx, companyId, header.id, target.header);
    else if (categoryChanged) await setCategory(tx, companyId, header.id, target.header ?? {});

    if (changed > 0 || categoryChanged) {
      await recordContributor(tx, companyId, header.id, auth.userId);
      await recordAudit(tx, {
        companyId,
        actorId: auth.userId,
        actorRole: auth.role,
        action: `${target.kind}.answers_saved`,
        targetType: 'assessment',
        targetId: header.id,
        before: { period: target.period, answers: before, ...(categoryChanged ? { nbfcCategory: header.nbfc_category } : {}) },
        after: { answers: after, ...(categoryChanged ? { nbfcCategory: target.header?.nbfcCategory } : {}) },
        ip: actor.ip,
      });
    }

    let completed = false;
    if (options.complete) {
      const answered = countAnswered(
        [...statusById].map(([question_id, status]) => ({ question_id, status })),
        target.questionIds,
      );
      if (answered < target.questionIds.size) {
        throw new HttpError(409, options.incompleteMessage ?? `Please answer all ${target.questionIds.size} questions before completing (${answered} answered)`);
      }
      await markCompleted(tx, companyId, header.id, auth.userId, target.contentVersion, target.header);
      await recordContributor(tx, companyId, header.id, auth.userId);
      await recordAudit(tx, {
        companyId,
        actorId: auth.userId,
        actorRole: auth.role,
        action: `${target.kind}.completed`,
        targetType: 'assessment',
        targetId: header.id,
        before: { status: changed > 0 ? 'in-progress' : header.status },
        after: { status: 'completed', answered },
        ip: actor.ip,
      });
      completed = true;
    }
    return { assessmentId: header.id, changed, completed };
  });
}
