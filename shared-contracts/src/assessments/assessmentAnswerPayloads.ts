// API payloads of the answers of each assessment (HR, RBI, MCA, self-audit): what a GET returns and what a save sends.
// One TypeBox schema each, the TypeScript types derived from them. A request refuses unknown fields and keeps its
// bounds (the screens' text areas read them); statuses and question ids are checked by the services, which name
// what is allowed.
import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { HR_STATUSES, MCA_STATUSES, NOT_APPLICABLE, RBI_STATUSES, SELF_AUDIT_STATUSES } from './assessments';
import {
  AnsweredBySchema,
  AnswerStatusInputSchema,
  answerProvenanceFields,
  assessmentPeriodFields,
  AssessmentStatusSchema,
  echoedAnswerFields,
  PeriodLabelSchema,
  QuestionIdSchema,
} from './assessmentPayloads';
import { MessageResponseSchema } from '../common/commonPayloads';
import { NBFC_TYPES, SELF_AUDIT_ENTITY_TYPES } from '../companies/nbfc';
import { Nullable, StringEnum, Text } from '../common/schemaFormats';

/** The most answers one save may carry (a bank or checklist is well below it). */
const MAX_ANSWERS = 200;
const MAX_SELF_AUDIT_ANSWERS = 500;
/** Comments (HR) and remarks (RBI, MCA, self-audit). */
const REMARKS_MAX = 4000;
const QUESTION_TEXT_MAX = 2000;
const GROUP_NAME_MAX = 200;

/** When an answer was last changed and by whom (null: never, or by a removed user). */
const answerChange = { updatedAt: Nullable(Type.String()), updatedBy: Nullable(AnsweredBySchema) } satisfies TProperties;

// ---------------------------------------------------------------------------
// HR compliance

export const HrResponseSchema = Type.Object({
  questionId: Type.String(),
  status: Nullable(StringEnum([...HR_STATUSES, NOT_APPLICABLE] as const)),
  comments: Type.String(),
  evidenceUploaded: Type.Boolean(),
  ...answerChange,
  ...answerProvenanceFields,
});
export type HrResponse = Static<typeof HrResponseSchema>;

export const HrAssessmentSchema = Type.Object({
  /** Null when the company has not saved anything yet. */
  _id: Nullable(Type.String()),
  status: AssessmentStatusSchema,
  updatedAt: Nullable(Type.String()),
  completedAt: Nullable(Type.String()),
  completedBy: Nullable(AnsweredBySchema),
  responses: Type.Array(HrResponseSchema),
  ...assessmentPeriodFields,
});
export type HrAssessment = Static<typeof HrAssessmentSchema>;

/** GET /api/hr-compliance[?period=] */
export const HrAssessmentResponseSchema = Type.Object({ success: Type.Literal(true), assessment: HrAssessmentSchema });
export type HrAssessmentResponse = Static<typeof HrAssessmentResponseSchema>;

/** One HR answer as the screen sends it (questionText and area are accepted; the server uses its own content). */
const hrAnswerFields = {
  questionId: QuestionIdSchema,
  questionText: Type.Optional(Text(QUESTION_TEXT_MAX)),
  area: Type.Optional(Text(GROUP_NAME_MAX)),
  status: Type.Optional(AnswerStatusInputSchema),
  comments: Type.Optional(Text(REMARKS_MAX)),
  evidenceUploaded: Type.Optional(Type.Boolean()),
  ...echoedAnswerFields,
} satisfies TProperties;
export const HrAnswerInputSchema = Type.Object(hrAnswerFields, { additionalProperties: false });
export type HrAnswerInput = Static<typeof HrAnswerInputSchema>;

/** POST /api/hr-compliance/save: one answer; `period` is the one the screen answers (another than the current: 409). */
export const HrSaveRequestSchema = Type.Object({ ...hrAnswerFields, period: Type.Optional(PeriodLabelSchema) }, { additionalProperties: false });
export type HrSaveRequest = Static<typeof HrSaveRequestSchema>;
export const HrSaveResponseSchema = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  assessment: Type.Object({ _id: Type.String(), updatedAt: Type.String() }),
});
export type HrSaveResponse = Static<typeof HrSaveResponseSchema>;

/** POST /api/hr-compliance/save-bulk (answers 'All responses saved successfully!'). */
export const HrSaveBulkRequestSchema = Type.Object(
  { period: Type.Optional(PeriodLabelSchema), responses: Type.Array(HrAnswerInputSchema, { maxItems: MAX_ANSWERS }) },
  { additionalProperties: false },
);
export type HrSaveBulkRequest = Static<typeof HrSaveBulkRequestSchema>;
export const HrSaveBulkResponseSchema = MessageResponseSchema;
export type HrSaveBulkResponse = Static<typeof HrSaveBulkResponseSchema>;

/** PUT /api/hr-compliance/status — 409 unless every question is answered. */
export const HrStatusRequestSchema = Type.Object(
  { status: StringEnum(['completed'] as const), period: Type.Optional(PeriodLabelSchema) },
  { additionalProperties: false },
);
export type HrStatusRequest = Static<typeof HrStatusRequestSchema>;
export const HrStatusResponseSchema = Type.Object({ success: Type.Literal(true), message: Type.String(), assessment: HrAssessmentSchema });
export type HrStatusResponse = Static<typeof HrStatusResponseSchema>;

// ---------------------------------------------------------------------------
// RBI compliance

export const RbiResponseSchema = Type.Object({
  questionId: Type.String(),
  questionText: Type.String(),
  area: Type.String(),
  clauseReference: Type.String(),
  status: Nullable(StringEnum([...RBI_STATUSES, NOT_APPLICABLE] as const)),
  remarks: Type.String(),
  updatedAt: Type.Optional(answerChange.updatedAt),
  updatedBy: Type.Optional(answerChange.updatedBy),
  ...answerProvenanceFields,
});
export type RbiResponse = Static<typeof RbiResponseSchema>;

export const RbiAssessmentSchema = Type.Object({
  status: AssessmentStatusSchema,
  updatedAt: Nullable(Type.String()),
  responses: Type.Array(RbiResponseSchema),
  ...assessmentPeriodFields,
});
export type RbiAssessment = Static<typeof RbiAssessmentSchema>;

/** GET /api/rbi-compliance[?period=]: without an NBFC type, success false with RBI_NBFC_TYPE_NOT_FOUND as message. */
export const RbiAssessmentResponseSchema = Type.Union([
  Type.Object({ success: Type.Literal(true), nbfcType: StringEnum(NBFC_TYPES), assessment: RbiAssessmentSchema }),
  Type.Object({ success: Type.Literal(false), nbfcType: Type.Null(), message: Type.String(), assessment: Type.Null() }),
]);
export type RbiAssessmentResponse = Static<typeof RbiAssessmentResponseSchema>;

export const RbiAnswerInputSchema = Type.Object(
  {
    questionId: QuestionIdSchema,
    questionText: Type.Optional(Text(QUESTION_TEXT_MAX)),
    area: Type.Optional(Text(GROUP_NAME_MAX)),
    clauseReference: Type.Optional(Text(1000)),
    status: Type.Optional(AnswerStatusInputSchema),
    remarks: Type.Optional(Text(REMARKS_MAX)),
    ...echoedAnswerFields,
  },
  { additionalProperties: false },
);
export type RbiAnswerInput = Static<typeof RbiAnswerInputSchema>;

/** POST /api/rbi-compliance/save (partial) and /submit (every question answered); nbfcType, when sent, must be the company's. */
export const RbiSubmitRequestSchema = Type.Object(
  {
    nbfcType: Type.Optional(Nullable(Text(64))),
    period: Type.Optional(PeriodLabelSchema),
    responses: Type.Array(RbiAnswerInputSchema, { maxItems: MAX_ANSWERS }),
  },
  { additionalProperties: false },
);
export type RbiSubmitRequest = Static<typeof RbiSubmitRequestSchema>;
export const RbiSubmitResponseSchema = MessageResponseSchema;
export type RbiSubmitResponse = Static<typeof RbiSubmitResponseSchema>;

// ---------------------------------------------------------------------------
// MCA compliance

export const McaResponseSchema = Type.Object({
  questionId: Type.String(),
  questionText: Type.String(),
  section: Type.String(),
  status: Nullable(StringEnum(MCA_STATUSES)),
  remarks: Type.String(),
  /** Always empty: evidence is kept in document management (docs/specifications.md, B §3). */
  evidenceFiles: Type.Array(Type.String()),
  updatedAt: Type.Optional(answerChange.updatedAt),
  updatedBy: Type.Optional(answerChange.updatedBy),
  ...answerProvenanceFields,
});
export type McaResponse = Static<typeof McaResponseSchema>;

export const McaAssessmentSchema = Type.Object({
  status: AssessmentStatusSchema,
  updatedAt: Nullable(Type.String()),
  responses: Type.Array(McaResponseSchema),
  ...assessmentPeriodFields,
});
export type McaAssessment = Static<typeof McaAssessmentSchema>;

/** GET /api/mca-compliance[?period=] */
export const McaAssessmentResponseSchema = Type.Object({ success: Type.Literal(true), assessment: McaAssessmentSchema });
export type McaAssessmentResponse = Static<typeof McaAssessmentResponseSchema>;

export const McaAnswerInputSchema = Type.Object(
  {
    questionId: QuestionIdSchema,
    questionText: Type.Optional(Text(QUESTION_TEXT_MAX)),
    section: Type.Optional(Text(GROUP_NAME_MAX)),
    status: Type.Optional(AnswerStatusInputSchema),
    remarks: Type.Optional(Text(REMARKS_MAX)),
    evidenceFiles: Type.Optional(Type.Array(Text(300), { maxItems: 20 })),
    ...echoedAnswerFields,
  },
  { additionalProperties: false },
);
export type McaAnswerInput = Static<typeof McaAnswerInputSchema>;

/** POST /api/mca-compliance/submit (Save Progress, and Submit's first step). */
export const McaSubmitRequestSchema = Type.Object(
  { period: Type.Optional(PeriodLabelSchema), responses: Type.Array(McaAnswerInputSchema, { maxItems: MAX_ANSWERS }) },
  { additionalProperties: false },
);
export type McaSubmitRequest = Static<typeof McaSubmitRequestSchema>;
export const McaSubmitResponseSchema = MessageResponseSchema;
export type McaSubmitResponse = Static<typeof McaSubmitResponseSchema>;
/** POST /api/mca-compliance/complete[?period=] — 409 'Please complete all questions before submitting' until all are answered. */
export const McaCompleteResponseSchema = MessageResponseSchema;
export type McaCompleteResponse = Static<typeof McaCompleteResponseSchema>;

// ---------------------------------------------------------------------------
// Self-audit

export const SelfAuditSavedResponseSchema = Type.Object({
  questionId: Type.String(),
  status: Nullable(StringEnum([...SELF_AUDIT_STATUSES, NOT_APPLICABLE] as const)),
  remarks: Type.String(),
  updatedAt: Type.Optional(answerChange.updatedAt),
  updatedBy: Type.Optional(answerChange.updatedBy),
  ...answerProvenanceFields,
});
export type SelfAuditSavedResponse = Static<typeof SelfAuditSavedResponseSchema>;

export const SelfAuditAuditSchema = Type.Object({
  nbfcCategory: StringEnum(SELF_AUDIT_ENTITY_TYPES),
  status: AssessmentStatusSchema,
  updatedAt: Nullable(Type.String()),
  responses: Type.Array(SelfAuditSavedResponseSchema),
  ...assessmentPeriodFields,
});
export type SelfAuditAudit = Static<typeof SelfAuditAuditSchema>;

/** GET /api/self-audit/get[?entityType=&period=]: null until the company saves a self-audit answer in that period. */
export const SelfAuditGetQuerySchema = Type.Object({ entityType: Type.Optional(Text(64)), period: Type.Optional(PeriodLabelSchema) }, { additionalProperties: false });
export type SelfAuditGetQuery = Static<typeof SelfAuditGetQuerySchema>;
export const SelfAuditGetResponseSchema = Type.Object({ success: Type.Literal(true), audit: Nullable(SelfAuditAuditSchema) });
export type SelfAuditGetResponse = Static<typeof SelfAuditGetResponseSchema>;

export const SelfAuditAnswerInputSchema = Type.Object(
  {
    questionId: QuestionIdSchema,
    category: Type.Optional(Text(GROUP_NAME_MAX)),
    subcategory: Type.Optional(Text(GROUP_NAME_MAX)),
    item: Type.Optional(Text(QUESTION_TEXT_MAX)),
    status: Type.Optional(AnswerStatusInputSchema),
    remarks: Type.Optional(Text(REMARKS_MAX)),
    ...echoedAnswerFields,
  },
  { additionalProperties: false },
);
export type SelfAuditAnswerInput = Static<typeof SelfAuditAnswerInputSchema>;

/** POST /api/self-audit/save (partial) and /submit (every item of the entity type answered); the service checks the type. */
export const SelfAuditSubmitRequestSchema = Type.Object(
  {
    nbfcCategory: Text(64),
    period: Type.Optional(PeriodLabelSchema),
    responses: Type.Array(SelfAuditAnswerInputSchema, { maxItems: MAX_SELF_AUDIT_ANSWERS }),
  },
  { additionalProperties: false },
);
export type SelfAuditSubmitRequest = Static<typeof SelfAuditSubmitRequestSchema>;
export const SelfAuditSubmitResponseSchema = MessageResponseSchema;
export type SelfAuditSubmitResponse = Static<typeof SelfAuditSubmitResponseSchema>;
