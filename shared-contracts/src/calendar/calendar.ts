// The statutory calendar (docs/decisions/0018-statutory-calendar.md): obligations that apply to the company and their due dates.
// One TypeBox schema per payload, the TypeScript types derived from them.
import { Type, type Static } from '@sinclair/typebox';
import { IsoDate, Nullable, StringEnum, Text, Uuid } from '../common/schemaFormats';
import { ItemVerificationSchema } from '../tasks/itemVerification';
import { ExpiringEvidenceSchema } from '../sign-off/signOff';
import { TASK_CATEGORIES, TASK_PRIORITIES, TASK_STATUSES } from '../tasks/taskRules';
import { OCCURRENCE_STATUSES } from './obligationRules';

/** Who the obligation is owed to; the task category follows it (Tax and SEBI items are tasks of their own category or General). */
export const OBLIGATION_AUTHORITIES = ['RBI', 'MCA', 'SEBI', 'Labour', 'Income Tax', 'State', 'GST', 'FIU-IND', 'NHB', 'CERT-In', 'CERSAI'] as const;
export type ObligationAuthority = (typeof OBLIGATION_AUTHORITIES)[number];

export const ObligationOwnerSchema = Type.Object({
  assigneeId: Type.String(),
  assigneeName: Type.String(),
  checkerId: Nullable(Type.String()),
  checkerName: Nullable(Type.String()),
  /** Days before the due date the task is created. */
  leadDays: Type.Integer(),
});
export type ObligationOwner = Static<typeof ObligationOwnerSchema>;

/** What the content library says of an obligation (api/src/content/calendar), as every answer names it. */
export const ObligationFactsSchema = Type.Object({
  id: Type.String(),
  version: Type.String(),
  title: Type.String(),
  authority: StringEnum(OBLIGATION_AUTHORITIES),
  category: StringEnum(TASK_CATEGORIES),
  /** 'Monthly, by the 15th of the next month' and the like. */
  frequency: Type.String(),
  citation: Type.String(),
  sourceUrl: Type.String(),
  /** How the obligation was established (official, corroborated, unverified). */
  verification: Type.Optional(ItemVerificationSchema),
});
export type ObligationFacts = Static<typeof ObligationFactsSchema>;

/**
 * What the month answer (GET /api/obligations/calendar) says of an obligation that applies: only what is the company's. Its
 * texts are the calendar library's, the same for every company on a library version (GET /api/obligations/library).
 */
export const CompanyObligationSchema = Type.Object({
  id: Type.String(),
  /** Why it applies to this company: the profile facts that made it apply. */
  reason: Type.String(),
  nextDue: Nullable(Type.String()),
  owner: Nullable(ObligationOwnerSchema),
});
export type CompanyObligation = Static<typeof CompanyObligationSchema>;

/** An obligation as the screens and exports show it: the company's facts joined to the library's texts. */
export const CalendarObligationSchema = Type.Composite([
  ObligationFactsSchema,
  Type.Omit(CompanyObligationSchema, ['id']),
  Type.Object({
    note: Nullable(Type.String()),
    /** An internal planning date (board or committee meeting), not a statutory due date of its own. */
    internal: Type.Optional(Type.Boolean()),
  }),
]);
export type CalendarObligation = Static<typeof CalendarObligationSchema>;

export const CalendarTaskLinkSchema = Type.Object({ id: Type.String(), status: StringEnum(TASK_STATUSES), assigneeName: Type.String() });
export type CalendarTaskLink = Static<typeof CalendarTaskLinkSchema>;

/** A person on an occurrence (owner, checker, who recorded or reviewed); name 'Former user' once deleted. */
export const OccurrencePersonSchema = Type.Object({ id: Type.String(), name: Type.String() });
export type OccurrencePerson = Static<typeof OccurrencePersonSchema>;

/** The receipt of a filing: a document of the company's register (uploaded with POST /api/documents/upload). */
export const FilingReceiptSchema = Type.Object({ documentId: Type.String(), name: Type.String(), fileName: Type.String() });
export type FilingReceipt = Static<typeof FilingReceiptSchema>;

/** Proof that a return was filed, recorded by the owner (maker) and signed off (or returned) by the checker. */
export const FilingProofSchema = Type.Object({
  /** The date the return was filed with the authority, 'YYYY-MM-DD'. */
  filedOn: Type.String(),
  /** Acknowledgement / SRN / ARN number given by the authority's portal. */
  acknowledgement: Type.String(),
  /** null only when the receipt document was deleted from the register afterwards. */
  receipt: Nullable(FilingReceiptSchema),
  note: Type.String(),
  recordedBy: OccurrencePersonSchema,
  recordedAt: Type.String(),
  reviewedBy: Nullable(OccurrencePersonSchema),
  reviewedAt: Nullable(Type.String()),
  /** The checker's comment on approval, or the reason the filing was returned. */
  reviewComment: Nullable(Type.String()),
  /** The checker's decision on this filing (null until decided): words it with filingReviewWords. */
  reviewOutcome: Nullable(StringEnum(['approved', 'returned'] as const)),
  /** filedOn is after the due date. */
  late: Type.Boolean(),
});
export type FilingProof = Static<typeof FilingProofSchema>;

/** One occurrence of an obligation (obligation + period + due date): a stored record with a status and a life. */
export const CalendarOccurrenceSchema = Type.Composite([
  Type.Pick(ObligationFactsSchema, ['title', 'authority', 'category', 'citation', 'sourceUrl']),
  Type.Object({
    /** The occurrence record's id (uuid): the id of /api/obligations/occurrences/{id}/... */
    id: Type.String(),
    /** `${obligationId}:${dueDate}` */
    key: Type.String(),
    obligationId: Type.String(),
    /** The obligation's version when the due date was computed (or last recomputed before any action). */
    obligationVersion: Type.String(),
    /** The period the filing or payment is for, e.g. 'Quarter ended 30 Sep 2026'. */
    period: Type.String(),
    dueDate: Type.String(),
    /** Why it applies; for an occurrence that no longer applies, why it applied. */
    reason: Type.String(),
    status: StringEnum(OCCURRENCE_STATUSES),
    /** False when a profile or law change took the obligation away: it is kept for its recorded history. */
    applies: Type.Boolean(),
    /** The owner (maker) and checker: those of the obligation (PUT /api/obligations/{id}/owner). */
    owner: Nullable(OccurrencePersonSchema),
    checker: Nullable(OccurrencePersonSchema),
    filing: Nullable(FilingProofSchema),
    /** Set while the status is not_applicable. */
    notApplicableReason: Nullable(Type.String()),
    /** Marked by the whole obligation's not-applicable rule: the rule's first due date (reinstated with the rule). */
    notApplicableFrom: Type.Optional(Nullable(Type.String())),
    startedAt: Nullable(Type.String()),
    task: Nullable(CalendarTaskLinkSchema),
    /** Marked "filed before we joined" by an admin: filed, recorded after the fact (date and acknowledgement optional). */
    filedBeforeJoining: Type.Optional(Type.Boolean()),
  }),
]);
export type CalendarOccurrence = Static<typeof CalendarOccurrenceSchema>;

/**
 * An occurrence as the month answer (GET /api/obligations/calendar) lists it: its citation and source are those of the library's
 * wording it was made under (GET /api/obligations/library; joinCalendarTexts finds them).
 */
export const CalendarEntrySchema = Type.Omit(CalendarOccurrenceSchema, ['citation', 'sourceUrl']);
export type CalendarEntry = Static<typeof CalendarEntrySchema>;

/**
 * The citation and source of one wording of an obligation: its version and title name it (wordings of one version
 * may differ by the law in force at the period's end, e.g. Form 16A under the 1961 Act, Form 131 under the 2025 Act).
 */
export const ObligationWordingSchema = Type.Object({
  version: Type.String(),
  title: Type.String(),
  citation: Type.String(),
  sourceUrl: Type.String(),
});
export type ObligationWording = Static<typeof ObligationWordingSchema>;

/**
 * GET /api/obligations/calendar (also export.ics, export.csv and export.xlsx): all optional. from (default today in India) and
 * to (inclusive; default twelve months after from, at most 37 months after from) are real dates, checked by the
 * route, which words the refusal. status and authority are comma-separated lists (OCCURRENCE_STATUSES,
 * OBLIGATION_AUTHORITIES); owner and checker are user ids ('none' for occurrences without one).
 */
export const CalendarQuerySchema = Type.Object(
  {
    from: Type.Optional(IsoDate({ maxLength: 10 })),
    to: Type.Optional(IsoDate({ maxLength: 10 })),
    status: Type.Optional(Text(200)),
    authority: Type.Optional(Text(200)),
    owner: Type.Optional(Text(64)),
    checker: Type.Optional(Text(64)),
  },
  { additionalProperties: false },
);
export type CalendarQuery = Static<typeof CalendarQuerySchema>;

/**
 * GET /api/obligations/calendar : the occurrences due in [from, to) that pass the filters (to is exclusive here: the day after
 * the query's inclusive `to`). Occurrences due before the company's tracking start (the first day of the month it
 * registered in, or 1 April of that financial year: GET /api/obligations/tracking) are not listed.
 */
export const CalendarResponseSchema = Type.Object({
  success: Type.Literal(true),
  from: Type.String(),
  to: Type.String(),
  /** The company's tracking start (GET /api/obligations/tracking): no occurrence before it is tracked. */
  trackingFrom: Type.String(),
  profileConfirmed: Type.Boolean(),
  effectiveLayer: Type.String(),
  /** The calendar library version the texts of this answer are (GET /api/obligations/library?version=). */
  libraryVersion: Type.String(),
  obligations: Type.Array(CompanyObligationSchema),
  occurrences: Type.Array(CalendarEntrySchema),
  /** Evidence attached to assessment questions that has expired or expires within the twelve months. */
  evidenceExpiries: Type.Array(ExpiringEvidenceSchema),
});
export type CalendarResponse = Static<typeof CalendarResponseSchema>;

/** The obligation id in a path. */
export const ObligationParamsSchema = Type.Object({ id: Type.String({ pattern: '^[A-Z0-9-]{2,60}$' }) });

/** POST /api/obligations/tasks: one occurrence made into a task (the service checks the date, people and priority and words the refusal). */
export const CalendarTaskRequestSchema = Type.Object(
  {
    obligationId: Text(60),
    dueDate: IsoDate({ maxLength: 10 }),
    assignedTo: Uuid({ maxLength: 64 }),
    checkerId: Type.Optional(Nullable(Uuid({ maxLength: 64 }))),
    priority: Type.Optional(StringEnum(TASK_PRIORITIES, { maxLength: 20 })),
  },
  { additionalProperties: false },
);
export type CalendarTaskRequest = Static<typeof CalendarTaskRequestSchema>;

export const CalendarTaskResponseSchema = Type.Object({ success: Type.Literal(true), message: Type.String(), taskId: Type.String() });
export type CalendarTaskResponse = Static<typeof CalendarTaskResponseSchema>;

/** PUT /api/obligations/{id}/owner : tasks are then created ahead of each due date. */
export const ObligationOwnerRequestSchema = Type.Object(
  {
    assigneeId: Uuid({ maxLength: 64 }),
    checkerId: Type.Optional(Nullable(Uuid({ maxLength: 64 }))),
    /** OWNER_LEAD_DAYS.min..max, checked by the service. */
    leadDays: Type.Integer(),
  },
  { additionalProperties: false },
);
export type ObligationOwnerRequest = Static<typeof ObligationOwnerRequestSchema>;

export const ObligationOwnerResponseSchema = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  owner: ObligationOwnerSchema,
  /** Tasks created at once for occurrences already within the lead time. */
  tasksCreated: Type.Integer(),
});
export type ObligationOwnerResponse = Static<typeof ObligationOwnerResponseSchema>;

/** One obligation that appeared or disappeared from the calendar after a profile change. */
export const CalendarChangeSchema = Type.Object({
  obligationId: Type.String(),
  title: Type.String(),
  change: StringEnum(['added', 'removed'] as const),
  reason: Type.String(),
});
export type CalendarChange = Static<typeof CalendarChangeSchema>;

export const OWNER_LEAD_DAYS = { min: 1, max: 90, default: 15 } as const;
