import type { EvidenceLink, ExpiringEvidence, LinkEvidenceRequest } from 'shared-contracts';
import type { Database, Queryable } from '../../db/database';
import { HttpError } from '../../httpError';
import { recordAudit } from '../audit/auditService';
import { touchForEvidence, type AssessmentKind } from '../assessments/repository';
import { currentPeriod } from '../assessments/periods';
import { addDays, istDate } from '../../dates';
import { isCalendarDate } from 'shared-contracts';
import { UUID_PATTERN } from 'shared-contracts';
import { parseKind, resolveAssessment, type AssessmentRef } from '../sign-off/assessmentRef';
import type { SignOffActor } from '../sign-off/service';
import {
  approvedPeriodCovering,
  deleteEvidence,
  documentToLink,
  expiringEvidence,
  findEvidence,
  insertEvidence,
  listEvidence,
  toLink,
  updateEvidence,
} from './repository';

// Evidence: documents of the register attached to assessment questions. One document can back
// many questions; each link may carry an expiry date (a licence, a certificate, a policy review).

export const EVIDENCE_MESSAGES = {
  unknownQuestion: 'Unknown question for this assessment',
  documentNotFound: 'Document not found in your document register',
  rejectedDocument: 'A rejected document cannot be used as evidence',
  duplicate: 'This document is already attached to this question',
  notFound: 'Evidence not found',
  badDate: 'Expiry date must be a date (YYYY-MM-DD)',
  keptForApproval: 'This evidence was part of an approved assessment and is kept with it; link a newer document instead of removing it',
} as const;

const MAX_NOTE = 1000;

/** Evidence backs the current period's answers: a change there shows on its sign-off as changed since (and reopens an approval). */
async function evidenceChanged(tx: Queryable, actor: SignOffActor, kind: AssessmentKind): Promise<void> {
  await touchForEvidence(tx, actor.companyId, kind, await currentPeriod(tx, actor.companyId, kind), actor.auth.userId);
}

function parseExpiry(value: string | null | undefined): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (!isCalendarDate(value)) throw new HttpError(400, EVIDENCE_MESSAGES.badDate);
  return value;
}
function parseNote(value: string | undefined): string {
  const note = (value ?? '').trim();
  if (note.length > MAX_NOTE) throw new HttpError(400, `Note may be at most ${MAX_NOTE} characters`);
  return note;
}

export async function evidenceOf(
  db: Queryable,
  companyId: string,
  kindValue: string,
  scope: string | undefined,
  questionId: string | undefined,
): Promise<EvidenceLink[]> {
  const ref = await resolveAssessment(db, companyId, parseKind(kindValue), scope || undefined);
  if (questionId && !ref.questions.some((q) => q.id === questionId)) throw new HttpError(400, EVIDENCE_MESSAGES.unknownQuestion);
  const today = istDate();
  return (await listEvidence(db, companyId, ref.kind, ref.scope, questionId || null)).map((row) => toLink(row, today));
}

/** The attach request as the route's shape check lets it through: the kind is any text until parseKind reads it. */
export type LinkEvidenceInput = Omit<LinkEvidenceRequest, 'kind'> & { kind: string };

export async function linkEvidence(db: Database, actor: SignOffActor, input: LinkEvidenceInput): Promise<EvidenceLink> {
  const ref = await resolveAssessment(db, actor.companyId, parseKind(input.kind), input.scope || undefined);
  if (!ref.questions.some((q) => q.id === input.questionId)) throw new HttpError(400, EVIDENCE_MESSAGES.unknownQuestion);
  const expiresOn = parseExpiry(input.expiresOn);
  const note = parseNote(input.note);
  return db.transaction(async (tx) => {
    const document = UUID_PATTERN.test(input.documentId) ? await documentToLink(tx, actor.companyId, input.documentId) : null;
    if (!document) throw new HttpError(404, EVIDENCE_MESSAGES.documentNotFound);
    if (document.status === 'rejected') throw new HttpError(409, EVIDENCE_MESSAGES.rejectedDocument);
    const id = await insertEvidence(tx, actor.companyId, {
      kind: ref.kind,
      scope: ref.scope,
      questionId: input.questionId,
      documentId: document.id,
      expiresOn,
      note,
      userId: actor.auth.userId,
    });
    if (!id) throw new HttpError(409, EVIDENCE_MESSAGES.duplicate);
    await evidenceChanged(tx, actor, ref.kind);
    await recordAudit(tx, {
      companyId: actor.companyId,
      actorId: actor.auth.userId,
      actorRole: actor.auth.role,
      action: 'evidence.linked',
      targetType: 'evidence',
      targetId: id,
      after: { kind: ref.kind, scope: ref.scope, questionId: input.questionId, documentId: document.id, documentName: document.name, expiresOn, note },
      ip: actor.ip,
    });
    return toLink((await findEvidence(tx, actor.companyId, id))!, istDate());
  });
}

async function existing(tx: Queryable, companyId: string, id: string) {
  const row = UUID_PATTERN.test(id) ? await findEvidence(tx, companyId, id) : null;
  if (!row) throw new HttpError(404, EVIDENCE_MESSAGES.notFound);
  return toLink(row, istDate());
}

export async function changeEvidence(db: Database, actor: SignOffActor, id: string, input: { expiresOn?: string | null; note?: string }) {
  return db.transaction(async (tx) => {
    const before = await existing(tx, actor.companyId, id);
    const fields = {
      expiresOn: input.expiresOn === undefined ? before.expiresOn : parseExpiry(input.expiresOn),
      note: input.note === undefined ? before.note : parseNote(input.note),
    };
    await updateEvidence(tx, actor.companyId, id, fields);
    await evidenceChanged(tx, actor, before.kind);
    await recordAudit(tx, {
      companyId: actor.companyId,
      actorId: actor.auth.userId,
      actorRole: actor.auth.role,
      action: 'evidence.changed',
      targetType: 'evidence',
      targetId: id,
      before: { expiresOn: before.expiresOn, note: before.note },
      after: fields,
      ip: actor.ip,
    });
    return existing(tx, actor.companyId, id);
  });
}

export async function unlinkEvidence(db: Database, actor: SignOffActor, id: string) {
  await db.transaction(async (tx) => {
    const before = await existing(tx, actor.companyId, id);
    // An approval vouches for the evidence it saw: removing it would leave the approved period's record silently short.
    const approved = await approvedPeriodCovering(tx, actor.companyId, id, await currentPeriod(tx, actor.companyId, before.kind));
    if (approved) throw new HttpError(409, `${EVIDENCE_MESSAGES.keptForApproval} (${approved})`);
    await deleteEvidence(tx, actor.companyId, id);
    await evidenceChanged(tx, actor, before.kind);
    await recordAudit(tx, {
      companyId: actor.companyId,
      actorId: actor.auth.userId,
      actorRole: actor.auth.role,
      action: 'evidence.unlinked',
      targetType: 'evidence',
      targetId: id,
      before: { kind: before.kind, scope: before.scope, questionId: before.questionId, documentId: before.documentId, expiresOn: before.expiresOn },
      ip: actor.ip,
    });
  });
}

/** Evidence already expired or expiring within `withinDays` days (IST), with its question, for the calendar. */
export async function evidenceExpiring(db: Queryable, companyId: string, withinDays: number): Promise<ExpiringEvidence[]> {
  const today = istDate();
  const rows = await expiringEvidence(db, companyId, addDays(today, withinDays));
  const refs = new Map<string, AssessmentRef | null>();
  const refOf = async (kind: AssessmentKind, scope: string) => {
    const key = `${kind}|${scope}`;
    if (!refs.has(key)) refs.set(key, await resolveAssessment(db, companyId, kind, scope || undefined).catch(() => null));
    return refs.get(key)!;
  };
  const result: ExpiringEvidence[] = [];
  for (const row of rows) {
    const ref = await refOf(row.kind, row.scope);
    result.push({
      ...toLink(row, today),
      questionText: ref?.questions.find((q) => q.id === row.question_id)?.text ?? row.question_id,
      assessmentTitle: ref ? (ref.scope ? `${ref.title} (${ref.scope})` : ref.title) : row.kind,
    });
  }
  return result;
}
