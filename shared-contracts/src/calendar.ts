// The statutory calendar (issue 13): obligations that apply to the company and their due dates.
// One TypeBox schema per payload, the TypeScript types derived from them.
import { Type, type Static } from '@sinclair/typebox';
import { IsoDate, Nullable, StringEnum, Text, Uuid } from './schemaFormats';
import { ExpiringEvidenceSchema } from './sign-off';
import { TASK_CATEGORIES, TASK_PRIORITIES, TASK_STATUSES } from './taskRules';

/** Who the obligation is owed to; the task category follows it (Tax and SEBI items are tasks of their own category or General). */
export const OBLIGATION_AUTHORITIES = ['RBI', 'MCA', 'SEBI', 'Labour', 'Income Tax', 'State', 'GST', 'FIU-IND', 'NHB'] as const;
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
});
export type ObligationFacts = Static<typeof ObligationFactsSchema>;

export const CalendarObligationSchema = Type.Composite([
  ObligationFactsSchema,
  Type.Object({
    /** Why it applies to this company: the profile facts that made it apply. */
    reason: Type.String(),
    note: Nullable(Type.String()),
    nextDue: Nullable(Type.String()),
    owner: Nullable(ObligationOwnerSchema),
    /** An internal planning date (board or committee meeting), not a statutory due date of its own. */
    internal: Type.Optional(Type.Boolean()),
  }),
]);
export type CalendarObligation = Static<typeof CalendarObligationSchema>;

export const CalendarTaskLinkSchema = Type.Object({ id: Type.String(), status: StringEnum(TASK_STATUSES), assigneeName: Type.String() });
export type CalendarTaskLink = Static<typeof CalendarTaskLinkSchema>;

export const CalendarOccurrenceSchema = Type.Composite([
  Type.Pick(ObligationFactsSchema, ['title', 'authority', 'category', 'citation', 'sourceUrl']),
  Type.Object({
    /** `${obligationId}:${dueDate}` */
    key: Type.String(),
    obligationId: Type.String(),
    /** The period the filing or payment is for, e.g. 'Quarter ended 30 Sep 2026'. */
    period: Type.String(),
    dueDate: Type.String(),
    reason: Type.String(),
    task: Nullable(CalendarTaskLinkSchema),
  }),
]);
export type CalendarOccurrence = Static<typeof CalendarOccurrenceSchema>;

/** GET /api/calendar?from=YYYY-MM-DD (also export.ics and export.csv): a real date, checked by the route, which words the refusal. */
export const CalendarQuerySchema = Type.Object({ from: Type.Optional(IsoDate({ maxLength: 10 })) }, { additionalProperties: false });
export type CalendarQuery = Static<typeof CalendarQuerySchema>;

/** GET /api/calendar : twelve months from `from` (today, in India, by default). */
export const CalendarResponseSchema = Type.Object({
  success: Type.Literal(true),
  from: Type.String(),
  to: Type.String(),
  profileConfirmed: Type.Boolean(),
  effectiveLayer: Type.String(),
  obligations: Type.Array(CalendarObligationSchema),
  occurrences: Type.Array(CalendarOccurrenceSchema),
  /** Evidence attached to assessment questions that has expired or expires within the twelve months. */
  evidenceExpiries: Type.Array(ExpiringEvidenceSchema),
});
export type CalendarResponse = Static<typeof CalendarResponseSchema>;

/** The obligation id in a path. */
export const ObligationParamsSchema = Type.Object({ id: Type.String({ pattern: '^[A-Z0-9-]{2,60}$' }) });

/** POST /api/calendar/tasks: one occurrence made into a task (the service checks the date, people and priority and words the refusal). */
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

/** PUT /api/calendar/obligations/{id}/owner : tasks are then created ahead of each due date. */
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
