// API payloads every assessment shares (HR, RBI, MCA, self-audit): who answered, what an answer answered, the period
// shown, the periods' list, the progress figures; and the pieces of the answer requests. One TypeBox schema each, the
// TypeScript types derived from them. The answers of each assessment: assessmentAnswerPayloads.ts; the content
// libraries: assessmentContentPayloads.ts; the words and lists: assessments.ts.
import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { ASSESSMENT_KEYS, ASSESSMENT_KIND_IDS, ASSESSMENT_STATUSES } from './assessments';
import { Nullable, StringEnum, Text } from '../common/schemaFormats';

export const AssessmentStatusSchema = StringEnum(ASSESSMENT_STATUSES);

// ---------------------------------------------------------------------------
// Progress

/** Progress of one assessment for the caller's company, computed by the server. */
export const AssessmentProgressSchema = Type.Object({
  key: StringEnum(ASSESSMENT_KEYS),
  label: Type.String(),
  answered: Type.Integer(),
  total: Type.Integer(),
  /** round(answered / total * 100) */
  percent: Type.Integer(),
  status: StringEnum(['not-started', 'in-progress', 'completed'] as const),
  updatedAt: Nullable(Type.String()),
});
export type AssessmentProgress = Static<typeof AssessmentProgressSchema>;

/** GET /api/assessments/progress (any company role): one entry per assessment; rbi is null without an NBFC type. */
export const AssessmentProgressResponseSchema = Type.Object({
  success: Type.Literal(true),
  progress: Type.Object({
    hr: AssessmentProgressSchema,
    rbi: Nullable(AssessmentProgressSchema),
    mca: AssessmentProgressSchema,
    selfAudit: AssessmentProgressSchema,
  }),
});
export type AssessmentProgressResponse = Static<typeof AssessmentProgressResponseSchema>;

// ---------------------------------------------------------------------------
// What the answers of every assessment carry

/** Who last changed an answer (or completed the assessment). */
export const AnsweredBySchema = Type.Object({ firstName: Type.String(), lastName: Type.String() });
export type AnsweredBy = Static<typeof AnsweredBySchema>;

/** What the server knows of the question text an answer answered. */
export const answerProvenanceFields = {
  /** Version of the item's library when it was answered (null: never answered). */
  answeredVersion: Type.Optional(Nullable(Type.String())),
  /** The question was reworded since it was answered: the answer needs a look. */
  changedSinceAnswered: Type.Optional(Type.Boolean()),
} satisfies TProperties;
export const AnswerProvenanceSchema = Type.Object(answerProvenanceFields);
export type AnswerProvenance = Static<typeof AnswerProvenanceSchema>;

/** An answer to an item the current library no longer has: kept and shown, never moved. */
export const RetiredAnswerSchema = Type.Object({
  questionId: Type.String(),
  questionText: Nullable(Type.String()),
  /** As it was stored: the item (and so its set of statuses) is gone. */
  status: Nullable(Type.String()),
  remarks: Type.String(),
  answeredVersion: Nullable(Type.String()),
});
export type RetiredAnswer = Static<typeof RetiredAnswerSchema>;

/** The period an assessment screen shows; past periods are read-only. */
export const AssessmentPeriodInfoSchema = Type.Object({
  /** 'FY2026-27', or 'FY2026-27 Q3' for the quarterly self-audit. */
  period: Type.String(),
  currentPeriod: Type.String(),
  readOnly: Type.Boolean(),
});
export type AssessmentPeriodInfo = Static<typeof AssessmentPeriodInfoSchema>;

/** What every assessment payload carries besides its answers (the server always sends them; older fixtures lack them). */
export const assessmentPeriodFields = {
  period: Type.Optional(Type.String()),
  currentPeriod: Type.Optional(Type.String()),
  readOnly: Type.Optional(Type.Boolean()),
  /** Why a completed assessment was reopened (new items after a content update). */
  reopenedNote: Type.Optional(Nullable(Type.String())),
  retired: Type.Optional(Type.Array(RetiredAnswerSchema)),
} satisfies TProperties;
export const AssessmentPeriodFieldsSchema = Type.Object(assessmentPeriodFields);
export type AssessmentPeriodFields = Static<typeof AssessmentPeriodFieldsSchema>;

// ---------------------------------------------------------------------------
// Periods

/** A period label in a request; the service refuses one that is no period of the assessment (400) or a past one for a save (409). */
export const PeriodLabelSchema = Text(32);

/** `?period=` of a read (the current period when absent) and of MCA's /complete. */
export const AssessmentPeriodQuerySchema = Type.Object({ period: Type.Optional(PeriodLabelSchema) }, { additionalProperties: false });
export type AssessmentPeriodQuery = Static<typeof AssessmentPeriodQuerySchema>;

/** `/api/assessments/:kind/periods`: an unknown kind is answered 404 by the service, with the kinds it knows. */
export const AssessmentPeriodsParamsSchema = Type.Object({ kind: Text(32) });
export type AssessmentPeriodsParams = Static<typeof AssessmentPeriodsParamsSchema>;

export const AssessmentPeriodSummarySchema = Type.Object({
  period: Type.String(),
  status: AssessmentStatusSchema,
  startedAt: Nullable(Type.String()),
  completedAt: Nullable(Type.String()),
  /** The period whose answers it started from. */
  startedFrom: Nullable(Type.String()),
  current: Type.Boolean(),
});
export type AssessmentPeriodSummary = Static<typeof AssessmentPeriodSummarySchema>;

/** GET /api/assessments/:kind/periods */
export const AssessmentPeriodsResponseSchema = Type.Object({
  success: Type.Literal(true),
  kind: StringEnum(ASSESSMENT_KIND_IDS),
  currentPeriod: Type.String(),
  periods: Type.Array(AssessmentPeriodSummarySchema),
});
export type AssessmentPeriodsResponse = Static<typeof AssessmentPeriodsResponseSchema>;

/**
 * POST /api/assessments/:kind/periods (admin): `from` is the period the admin was looking at (null is accepted). Written
 * with JSON Schema's type list, as before, not TypeBox's anyOf: the api's input probes read `type` and send an object.
 */
export const StartPeriodRequestSchema = Type.Unsafe<{ from?: string } | null>({
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { from: PeriodLabelSchema },
});
export type StartPeriodRequest = Static<typeof StartPeriodRequestSchema>;

/** The next period, started from the last one's answers (201). */
export const StartPeriodResponseSchema = Type.Object({ success: Type.Literal(true), message: Type.String(), period: Type.String() });
export type StartPeriodResponse = Static<typeof StartPeriodResponseSchema>;

// ---------------------------------------------------------------------------
// Pieces of the answer requests (the answers themselves: assessmentAnswerPayloads.ts)

/** A question id as a request names it; whether the bank has it is checked by the service ("Unknown question"). */
export const QuestionIdSchema = Text(120, { minLength: 1 });

/**
 * An answer's status as a request sends it: checked against the item's own set by the service, whose message names
 * the statuses allowed (clearer than a schema error); null clears the answer.
 */
export const AnswerStatusInputSchema = Nullable(Text(32));

/**
 * The answer fields a GET returns that a client may send back with the answers it loaded: accepted and ignored.
 * `updatedBy` stays any object or null, written as JSON Schema's type list (not TypeBox's anyOf), as it was: the
 * api's input probes read `type`, fill it with an object, and so their hostile text reaches the services.
 */
export const echoedAnswerFields = {
  updatedAt: Type.Optional(Nullable(Type.String())),
  updatedBy: Type.Optional(Type.Unsafe<Record<string, unknown> | null>({ type: ['object', 'null'] })),
  answeredVersion: Type.Optional(Nullable(Type.String())),
  changedSinceAnswered: Type.Optional(Type.Boolean()),
} satisfies TProperties;
