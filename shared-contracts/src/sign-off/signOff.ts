// Maker-checker sign-off, assessment exports and evidence (docs/decisions/0017-maker-checker-sign-off-exports-and-evidence.md): payloads of /api/sign-off,
// /api/exports and /api/evidence, one TypeBox schema each, the TypeScript types derived from them.
import { Type, type Static } from '@sinclair/typebox';
import { ASSESSMENT_KIND_IDS } from '../assessments/assessments';
import { IsoDate, Nullable, StringEnum, Text } from '../common/schemaFormats';

export const SIGN_OFF_STATUSES = ['pending-review', 'approved', 'returned'] as const;
export type SignOffStatus = (typeof SIGN_OFF_STATUSES)[number];
export const SIGN_OFF_STATUS_LABELS: Record<SignOffStatus, string> = {
  'pending-review': 'Awaiting review',
  approved: 'Approved',
  returned: 'Returned for rework',
};
/** A reviewer's decision on an assessment or a task. */
export const REVIEW_DECISIONS = ['approved', 'returned'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** The assessment kind in a path (the service names an unknown one). */
export const AssessmentKindParamsSchema = Type.Object({ kind: StringEnum(ASSESSMENT_KIND_IDS, { maxLength: 20 }) });
export const SignOffPersonSchema = Type.Object({ id: Nullable(Type.String()), name: Type.String() });
export type SignOffPerson = Static<typeof SignOffPersonSchema>;

/** The sign-off state of one assessment (company, kind, scope, period). */
export const AssessmentSignOffSchema = Type.Object({
  id: Type.String(),
  kind: StringEnum(ASSESSMENT_KIND_IDS),
  scope: Type.String(),
  periodKey: Type.String(),
  title: Type.String(),
  status: StringEnum(SIGN_OFF_STATUSES),
  submittedBy: SignOffPersonSchema,
  submittedAt: Type.String(),
  submitNote: Type.String(),
  reviewedBy: Nullable(SignOffPersonSchema),
  reviewedAt: Nullable(Type.String()),
  reviewComment: Nullable(Type.String()),
  /** The assessment changed after this submission or approval. */
  changedSince: Type.Boolean(),
});
export type AssessmentSignOff = Static<typeof AssessmentSignOffSchema>;

/** GET /api/sign-off/assessments/:kind?scope&period */
export const SignOffKeyQuerySchema = Type.Object({ scope: Type.Optional(Text(80)), period: Type.Optional(Text(80)) }, { additionalProperties: false });
export type SignOffKeyQuery = Static<typeof SignOffKeyQuerySchema>;

/**
 * Step-up before an approval (docs/decisions/0051-maker-checker-mfa-coverage-and-lock-out.md): a reviewer who signs in without two-step verification
 * re-enters the password with each approval.
 */
export const ApprovalNeedsPasswordSchema = Type.Boolean();
/** The refusal of an approval sent without the password by such a reviewer (a screen asks for it on this answer). */
export const APPROVAL_NEEDS_PASSWORD_MESSAGE = 'Enter your password to confirm this approval: you sign in without two-step verification';

export const AssessmentSignOffResponseSchema = Type.Object({
  success: Type.Literal(true),
  signOff: Nullable(AssessmentSignOffSchema),
  approvalNeedsPassword: ApprovalNeedsPasswordSchema,
});
export type AssessmentSignOffResponse = Static<typeof AssessmentSignOffResponseSchema>;

/** Body of submit, approve and return. */
export const SignOffActionRequestSchema = Type.Object(
  {
    scope: Type.Optional(Text(80)),
    period: Type.Optional(Text(80)),
    /** Submit: an optional note; return: the reason (required, checked by the service); approve: optional. */
    comment: Type.Optional(Text(4000)),
    /** Approve: the reviewer's password when they have no authenticator (step-up). */
    password: Type.Optional(Text(1000)),
  },
  { additionalProperties: false },
);
export type SignOffActionRequest = Static<typeof SignOffActionRequestSchema>;

/** The answer of submit, approve and return. */
export const SignOffActionResponseSchema = Type.Object({ success: Type.Literal(true), message: Type.String(), signOff: AssessmentSignOffSchema });
export type SignOffActionResponse = Static<typeof SignOffActionResponseSchema>;

export const ReviewQueueTaskSchema = Type.Object({
  id: Type.String(),
  description: Type.String(),
  dueDate: Type.String(),
  assignedTo: SignOffPersonSchema,
  completedAt: Nullable(Type.String()),
});
export type ReviewQueueTask = Static<typeof ReviewQueueTaskSchema>;

export const ReviewQueueDocumentSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  category: Type.String(),
  uploadedBy: SignOffPersonSchema,
  uploadedAt: Type.String(),
});
export type ReviewQueueDocument = Static<typeof ReviewQueueDocumentSchema>;

/** A statutory filing (an obligation occurrence) awaiting sign-off: its actions are under /api/obligations/occurrences/{id}. */
export const ReviewQueueFilingSchema = Type.Object({
  id: Type.String(),
  obligationId: Type.String(),
  title: Type.String(),
  authority: Type.String(),
  period: Type.String(),
  dueDate: Type.String(),
  filedOn: Type.String(),
  acknowledgement: Type.String(),
  recordedBy: SignOffPersonSchema,
  recordedAt: Type.String(),
});
export type ReviewQueueFiling = Static<typeof ReviewQueueFilingSchema>;

/** GET /api/sign-off/queue: what waits for the caller's review (never the caller's own submissions). */
export const ReviewQueueResponseSchema = Type.Object({
  success: Type.Literal(true),
  assessments: Type.Array(AssessmentSignOffSchema),
  tasks: Type.Array(ReviewQueueTaskSchema),
  documents: Type.Array(ReviewQueueDocumentSchema),
  approvalNeedsPassword: ApprovalNeedsPasswordSchema,
  /** Filings whose checker is the caller (or, without a named checker, any checker or admin other than the recorder). */
  filings: Type.Array(ReviewQueueFilingSchema),
});
export type ReviewQueueResponse = Static<typeof ReviewQueueResponseSchema>;

/** PUT /api/sign-off/tasks/:id/checker (null removes the checker). */
export const TaskCheckerRequestSchema = Type.Object({ checkerId: Nullable(Text(64)) }, { additionalProperties: false });
export type TaskCheckerRequest = Static<typeof TaskCheckerRequestSchema>;
export const TaskCheckerResponseSchema = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  checkerId: Nullable(Type.String()),
  reviewStatus: Nullable(StringEnum(SIGN_OFF_STATUSES)),
});
export type TaskCheckerResponse = Static<typeof TaskCheckerResponseSchema>;

/** POST /api/sign-off/tasks/:id/review */
export const TaskReviewRequestSchema = Type.Object(
  { decision: StringEnum(REVIEW_DECISIONS), comment: Type.Optional(Text(4000)), password: Type.Optional(Text(1000)) },
  { additionalProperties: false },
);
export type TaskReviewRequest = Static<typeof TaskReviewRequestSchema>;
/** The task after the decision: returned sends it back to its assignee, in progress. */
export const TaskReviewResponseSchema = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  reviewStatus: StringEnum(REVIEW_DECISIONS),
  status: StringEnum(['in-progress', 'completed'] as const),
});
export type TaskReviewResponse = Static<typeof TaskReviewResponseSchema>;

/** An evidence link: a register document backing an assessment question. */
export const EvidenceLinkSchema = Type.Object({
  id: Type.String(),
  kind: StringEnum(ASSESSMENT_KIND_IDS),
  scope: Type.String(),
  questionId: Type.String(),
  documentId: Type.String(),
  documentName: Type.String(),
  fileName: Type.String(),
  documentStatus: Type.String(),
  expiresOn: Nullable(Type.String()),
  expired: Type.Boolean(),
  note: Type.String(),
  linkedBy: SignOffPersonSchema,
  linkedAt: Type.String(),
});
export type EvidenceLink = Static<typeof EvidenceLinkSchema>;

/** GET /api/evidence?kind&scope&questionId */
export const EvidenceListQuerySchema = Type.Object(
  { kind: StringEnum(ASSESSMENT_KIND_IDS, { maxLength: 20 }), scope: Type.Optional(Text(80)), questionId: Type.Optional(Text(80)) },
  { additionalProperties: false },
);
export type EvidenceListQuery = Static<typeof EvidenceListQuerySchema>;

export const EvidenceListResponseSchema = Type.Object({ success: Type.Literal(true), evidence: Type.Array(EvidenceLinkSchema) });
export type EvidenceListResponse = Static<typeof EvidenceListResponseSchema>;

/** POST /api/evidence */
export const LinkEvidenceRequestSchema = Type.Object(
  {
    kind: StringEnum(ASSESSMENT_KIND_IDS, { maxLength: 20 }),
    scope: Type.Optional(Text(80)),
    questionId: Text(80),
    documentId: Text(64),
    /** 'YYYY-MM-DD' (a real date: checked by the service). */
    expiresOn: Type.Optional(Nullable(IsoDate({ maxLength: 10 }))),
    note: Type.Optional(Text(2000)),
  },
  { additionalProperties: false },
);
export type LinkEvidenceRequest = Static<typeof LinkEvidenceRequestSchema>;

/** PATCH /api/evidence/:id */
export const ChangeEvidenceRequestSchema = Type.Object(
  { expiresOn: Type.Optional(Nullable(IsoDate({ maxLength: 10 }))), note: Type.Optional(Text(2000)) },
  { additionalProperties: false },
);
export type ChangeEvidenceRequest = Static<typeof ChangeEvidenceRequestSchema>;

/** The answer of attach and change. */
export const EvidenceResponseSchema = Type.Object({ success: Type.Literal(true), message: Type.String(), evidence: EvidenceLinkSchema });
export type EvidenceResponse = Static<typeof EvidenceResponseSchema>;

/** GET /api/evidence/expiring?withinDays (0..366; the service names a bad value). */
export const ExpiringEvidenceQuerySchema = Type.Object({ withinDays: Type.Optional(Text(4)) }, { additionalProperties: false });
export type ExpiringEvidenceQuery = Static<typeof ExpiringEvidenceQuerySchema>;

/** Evidence expired or expiring within `withinDays` (default 60). */
export const ExpiringEvidenceSchema = Type.Composite([EvidenceLinkSchema, Type.Object({ questionText: Type.String(), assessmentTitle: Type.String() })]);
export type ExpiringEvidence = Static<typeof ExpiringEvidenceSchema>;

export const ExpiringEvidenceResponseSchema = Type.Object({ success: Type.Literal(true), withinDays: Type.Integer(), evidence: Type.Array(ExpiringEvidenceSchema) });
export type ExpiringEvidenceResponse = Static<typeof ExpiringEvidenceResponseSchema>;

/** What a reviewed item is: a task, a statutory filing or an assessment. */
export const REVIEWED_ITEM_TYPES = ['task', 'filing', 'assessment'] as const;
export type ReviewedItemType = (typeof REVIEWED_ITEM_TYPES)[number];
export const REVIEWED_ITEM_TYPE_LABELS: Record<ReviewedItemType, string> = { task: 'Task', filing: 'Statutory filing', assessment: 'Assessment' };

/** One item the caller approved or returned, as its latest decision stands (a resubmitted item is in the queue again). */
export const ReviewedItemSchema = Type.Object({
  type: StringEnum(REVIEWED_ITEM_TYPES),
  id: Type.String(),
  /** A task's title, a filing's obligation, an assessment's name. */
  title: Type.String(),
  /** A filing's or assessment's period, as shown (Oct 2026, FY 2026-27); null for a task. */
  period: Nullable(Type.String()),
  /** A task's or filing's due date (YYYY-MM-DD); null for an assessment. */
  dueDate: Nullable(Type.String()),
  /** Whose work it was: the task's assignee, the filing's recorder, the assessment's submitter. */
  by: SignOffPersonSchema,
  decision: StringEnum(REVIEW_DECISIONS),
  comment: Nullable(Type.String()),
  reviewedAt: Type.String(),
  /** The assessment's kind (its page); the filing a task was made from (its page), else null. */
  assessmentKind: Nullable(StringEnum(ASSESSMENT_KIND_IDS)),
  occurrenceId: Nullable(Type.String()),
});
export type ReviewedItem = Static<typeof ReviewedItemSchema>;

/** GET /api/sign-off/reviewed: the caller's decisions, newest first (at most REVIEWED_LIMIT). */
export const REVIEWED_LIMIT = 100;
export const ReviewedResponseSchema = Type.Object({ success: Type.Literal(true), items: Type.Array(ReviewedItemSchema) });
export type ReviewedResponse = Static<typeof ReviewedResponseSchema>;
