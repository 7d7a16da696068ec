// Occurrence actions, the one work-item list, the command centre's counts and the compliance score (docs/decisions/0049-people-and-the-command-centre-screen.md).
// One TypeBox schema per payload (api validation and serialization, browser checks), the types derived from them.
// Route list and rules: docs/obligations-api.md.
import { Type, type Static } from '@sinclair/typebox';
import { CalendarOccurrenceSchema, OBLIGATION_AUTHORITIES, OccurrencePersonSchema } from '../calendar/calendar';
import { IsoDate, Nullable, StringEnum, Text, Uuid } from '../common/schemaFormats';
import { OCCURRENCE_LIMITS, OCCURRENCE_STATUSES, WORK_FIGURES, WORK_ITEM_KINDS, WORK_ITEM_SCOPES, WORK_ITEM_STAGES } from '../calendar/obligationRules';
import { TASK_CATEGORIES, TASK_PRIORITIES, TASK_STATUSES } from './taskRules';

/** One recorded step of an occurrence's life (from the audit trail). */
export const OccurrenceEventSchema = Type.Object({
  /** occurrence.started | filing_recorded | filing_approved | filing_returned | not_applicable | reinstated */
  action: Type.String(),
  actor: OccurrencePersonSchema,
  at: Type.String(),
  comment: Nullable(Type.String()),
});
export type OccurrenceEvent = Static<typeof OccurrenceEventSchema>;

/** GET /api/obligations/occurrences/{id}: the occurrence and its history, oldest step first. */
export const OccurrenceDetailResponseSchema = Type.Object({
  success: Type.Literal(true),
  occurrence: CalendarOccurrenceSchema,
  history: Type.Array(OccurrenceEventSchema),
});
export type OccurrenceDetailResponse = Static<typeof OccurrenceDetailResponseSchema>;

/** The answer of every occurrence action: the occurrence after it. */
export const OccurrenceActionResponseSchema = Type.Object({ success: Type.Literal(true), message: Type.String(), occurrence: CalendarOccurrenceSchema });
export type OccurrenceActionResponse = Static<typeof OccurrenceActionResponseSchema>;

/** POST /api/obligations/occurrences/{id}/filing (owner or admin): the proof; the occurrence then awaits sign-off. */
export const RecordFilingRequestSchema = Type.Object(
  {
    filedOn: IsoDate({ maxLength: 10 }),
    acknowledgement: Text(OCCURRENCE_LIMITS.acknowledgement, { required: true }),
    /** A document of the company's register (POST /api/documents/upload returns its id). */
    receiptDocumentId: Text(64, { required: true }),
    note: Type.Optional(Text(OCCURRENCE_LIMITS.comment)),
  },
  { additionalProperties: false },
);
export type RecordFilingRequest = Static<typeof RecordFilingRequestSchema>;

/** POST .../approve (comment optional) and .../return (comment required: checked by the service, which words it). */
/** `password`: the step-up of a reviewer without an authenticator, with an approval (as for assessments and tasks). */
export const ReviewFilingRequestSchema = Type.Object(
  { comment: Type.Optional(Text(OCCURRENCE_LIMITS.comment)), password: Type.Optional(Text(1000)) },
  { additionalProperties: false },
);
export type ReviewFilingRequest = Static<typeof ReviewFilingRequestSchema>;

/** POST .../not-applicable (admin; reason required) and .../reinstate (admin; reason optional). */
export const NotApplicableRequestSchema = Type.Object({ reason: Type.Optional(Text(OCCURRENCE_LIMITS.reason)) }, { additionalProperties: false });
export type NotApplicableRequest = Static<typeof NotApplicableRequestSchema>;

/**
 * POST /api/obligations/{obligationId}/not-applicable (admin): every due date of the obligation from `from` on is not
 * applicable, for `reason` (both checked by the service, which words the refusal). .../reinstate (admin) undoes it.
 */
export const ObligationNotApplicableRequestSchema = Type.Object(
  { reason: Type.Optional(Text(OCCURRENCE_LIMITS.reason)), from: Type.Optional(Text(10)) },
  { additionalProperties: false },
);
export type ObligationNotApplicableRequest = Static<typeof ObligationNotApplicableRequestSchema>;

export const ObligationNotApplicableResponseSchema = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  obligationId: Type.String(),
  /** The rule now in force (null after a reinstatement). */
  notApplicable: Nullable(Type.Object({ from: Type.String(), reason: Type.String() })),
  /** Occurrences the step marked or reinstated. */
  changed: Type.Integer(),
});
export type ObligationNotApplicableResponse = Static<typeof ObligationNotApplicableResponseSchema>;

/** PUT /api/obligations/owners (admin): owners and checkers of many obligations at once, all or nothing. */
export const BulkOwnersRequestSchema = Type.Object(
  {
    owners: Type.Array(
      Type.Object(
        {
          obligationId: Text(60),
          assigneeId: Uuid({ maxLength: 64 }),
          checkerId: Type.Optional(Nullable(Uuid({ maxLength: 64 }))),
          /** OWNER_LEAD_DAYS.min..max; default OWNER_LEAD_DAYS.default. */
          leadDays: Type.Optional(Type.Integer()),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 200 },
    ),
  },
  { additionalProperties: false },
);
export type BulkOwnersRequest = Static<typeof BulkOwnersRequestSchema>;
export const BulkOwnersResponseSchema = Type.Object({ success: Type.Literal(true), message: Type.String(), saved: Type.Integer() });
export type BulkOwnersResponse = Static<typeof BulkOwnersResponseSchema>;

/**
 * One thing someone has to do: an ad-hoc task or a statutory filing (an occurrence). Tasks the calendar made from an
 * occurrence are shown as that occurrence (its `taskId`), not twice.
 */
export const WorkItemSchema = Type.Object({
  kind: StringEnum(WORK_ITEM_KINDS),
  /** The task's id or the occurrence's id. */
  id: Type.String(),
  title: Type.String(),
  dueDate: Type.String(),
  /** The item's own status: a task's (pending, in-progress, completed) or an occurrence's. */
  status: StringEnum([...TASK_STATUSES, ...OCCURRENCE_STATUSES] as const),
  /** How the status reads ("Awaiting sign-off" for a completed task its checker has not approved). */
  statusLabel: Type.String(),
  stage: StringEnum(WORK_ITEM_STAGES),
  overdue: Type.Boolean(),
  category: StringEnum(TASK_CATEGORIES),
  /** Filings only. */
  authority: Nullable(StringEnum(OBLIGATION_AUTHORITIES)),
  obligationId: Nullable(Type.String()),
  period: Nullable(Type.String()),
  /** Tasks only. */
  priority: Nullable(StringEnum(TASK_PRIORITIES)),
  owner: Nullable(OccurrencePersonSchema),
  checker: Nullable(OccurrencePersonSchema),
  /** Filings: the acknowledgement number once recorded. */
  acknowledgement: Nullable(Type.String()),
  /** Filings: the task the calendar made for it, if any. */
  taskId: Nullable(Type.String()),
});
export type WorkItem = Static<typeof WorkItemSchema>;

/**
 * GET /api/obligations/work-items. scope: mine (default: items I own), review (items awaiting my sign-off), company (admin only).
 * stage, kind and authority are comma-separated lists; from/to (inclusive) bound the due date; owner (admin) a user
 * id. Ordered by due date, then id; `cursor` continues after the previous page (its nextCursor).
 */
export const WorkItemsQuerySchema = Type.Object(
  {
    scope: Type.Optional(StringEnum(WORK_ITEM_SCOPES, { maxLength: 20 })),
    stage: Type.Optional(Text(200)),
    kind: Type.Optional(Text(40)),
    authority: Type.Optional(Text(200)),
    owner: Type.Optional(Text(64)),
    overdue: Type.Optional(StringEnum(['true', 'false'] as const)),
    /** Only the items one of the summary's figures counts (WORK_FIGURES), so a figure and its list always agree. */
    figure: Type.Optional(StringEnum(WORK_FIGURES, { maxLength: 30 })),
    from: Type.Optional(IsoDate({ maxLength: 10 })),
    to: Type.Optional(IsoDate({ maxLength: 10 })),
    /** 1..200, default 50. */
    limit: Type.Optional(Text(4)),
    cursor: Type.Optional(Text(300)),
  },
  { additionalProperties: false },
);
export type WorkItemsQuery = Static<typeof WorkItemsQuerySchema>;

export const WorkItemsResponseSchema = Type.Object({
  success: Type.Literal(true),
  items: Type.Array(WorkItemSchema),
  /** Items matching the filters (all pages). */
  total: Type.Integer(),
  nextCursor: Nullable(Type.String()),
});
export type WorkItemsResponse = Static<typeof WorkItemsResponseSchema>;

/**
 * GET /api/obligations/work-items/calendar.pdf: the calendar printed, the tasks and filings due from `from` to `to` (inclusive, at
 * most 12 months; default this month and the next) of the caller's scope (company: admin only; default company for an
 * admin, mine otherwise).
 */
export const CalendarPdfQuerySchema = Type.Object(
  {
    scope: Type.Optional(StringEnum(['mine', 'company'] as const, { maxLength: 20 })),
    from: Type.Optional(IsoDate({ maxLength: 10 })),
    to: Type.Optional(IsoDate({ maxLength: 10 })),
  },
  { additionalProperties: false },
);
export type CalendarPdfQuery = Static<typeof CalendarPdfQuerySchema>;

/** GET /api/obligations/summary?scope=mine|company (company: admin only; default company for an admin, mine otherwise). */
export const ObligationSummaryQuerySchema = Type.Object(
  { scope: Type.Optional(StringEnum(['mine', 'company'] as const, { maxLength: 20 })) },
  { additionalProperties: false },
);
export type ObligationSummaryQuery = Static<typeof ObligationSummaryQuerySchema>;

/** The command centre's counts over tasks and filings (the same list as /api/obligations/work-items). */
export const ObligationSummaryResponseSchema = Type.Object({
  success: Type.Literal(true),
  /** Today in India, the day the counts are for. */
  today: Type.String(),
  /** Whose items the figures count: the company's (admin) or the caller's own (maker, checker). */
  scope: StringEnum(['mine', 'company'] as const),
  /** How the screens say it (FIGURE_SCOPE_LABELS). */
  scopeLabel: Type.String(),
  overdue: Type.Integer(),
  /** Open items due from today to today + 7 days. */
  dueIn7Days: Type.Integer(),
  /** Items of this scope awaiting a checker's sign-off (scope=mine: my own items waiting for their checker). */
  awaitingSignOff: Type.Integer(),
  /** Items waiting for the caller's own sign-off (the review scope of /api/obligations/work-items; 0 for a maker). */
  awaitingMySignOff: Type.Integer(),
  /** Occurrences of this scope per status (OCCURRENCE_STATUSES as keys), due this month and the next (the screen's window). */
  byStatus: Type.Record(Type.String(), Type.Integer()),
});
export type ObligationSummaryResponse = Static<typeof ObligationSummaryResponseSchema>;

/** GET /api/obligations/score?period=month|quarter&count=1..12 (defaults: quarter, 4). */
export const ComplianceScoreQuerySchema = Type.Object(
  { period: Type.Optional(StringEnum(['month', 'quarter'] as const, { maxLength: 10 })), count: Type.Optional(Text(2)) },
  { additionalProperties: false },
);
export type ComplianceScoreQuery = Static<typeof ComplianceScoreQuerySchema>;

/** On-time filing of the occurrences due in one period for one authority (or all of them). */
export const ScoreCellSchema = Type.Object({
  /** Occurrences of the period whose due date has come (or that are already filed); not applicable ones are left out. */
  due: Type.Integer(),
  filedOnTime: Type.Integer(),
  filedLate: Type.Integer(),
  /** Past due and not filed (upcoming or in progress); a filing awaiting sign-off is neither missed nor on time yet. */
  missed: Type.Integer(),
  /** filedOnTime / due in percent (0-100, one decimal), null when nothing was due. */
  rate: Nullable(Type.Number()),
});
export type ScoreCell = Static<typeof ScoreCellSchema>;

export const ScorePeriodSchema = Type.Object({
  /** 'Nov 2026' or 'Q3 FY2026-27' (Oct-Dec 2026). */
  label: Type.String(),
  from: Type.String(),
  /** Inclusive. */
  to: Type.String(),
  overall: ScoreCellSchema,
  byAuthority: Type.Array(Type.Composite([Type.Object({ authority: StringEnum(OBLIGATION_AUTHORITIES) }), ScoreCellSchema])),
});
export type ScorePeriod = Static<typeof ScorePeriodSchema>;

/** The last `count` periods, oldest first; the current (unfinished) period is the last. */
export const ComplianceScoreResponseSchema = Type.Object({
  success: Type.Literal(true),
  periods: Type.Array(ScorePeriodSchema),
  /** The company's tracking start: due dates before it are not scored (countedFrom() words it). */
  countsFrom: Type.Optional(Type.String()),
  /** Due dates of these periods marked "filed before we joined": shown, not scored (nobody saw when they were filed). */
  filedBeforeJoining: Type.Optional(Type.Integer()),
});
export type ComplianceScoreResponse = Static<typeof ComplianceScoreResponseSchema>;
