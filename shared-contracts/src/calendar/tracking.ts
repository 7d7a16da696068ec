import { Type, type Static } from '@sinclair/typebox';
import { IsoDate, StringEnum, Text, Uuid } from '../common/schemaFormats';

// Day one: how far back the company's obligations are tracked, and due dates filed before the company joined.
// docs/obligations-api.md ("Day one").

/** From the month the company joined (the default), or from the start of that financial year (1 April). */
export const TRACKING_CHOICES = ['this_month', 'financial_year'] as const;
export type TrackingChoice = (typeof TRACKING_CHOICES)[number];

export const TRACKING_CHOICE_LABELS: Record<TrackingChoice, string> = {
  this_month: 'From the month we joined',
  financial_year: 'From the start of the financial year (to record earlier filings)',
};

/** At most this many due dates in one "filed before we joined" step. */
export const FILED_BEFORE_JOINING_MAX = 200;

/** GET /api/obligations/tracking (and the answer of PUT). */
export const TrackingResponseSchema = Type.Object({
  success: Type.Literal(true),
  choice: StringEnum(TRACKING_CHOICES),
  /** False until an admin chose (the default applies meanwhile). */
  chosen: Type.Boolean(),
  /** The first due date tracked: overdue, the score, reminders and the board report count from it. */
  trackingStart: Type.String(),
  /** What each choice would start on, so the screen can say it before the admin picks. */
  starts: Type.Object({ this_month: Type.String(), financial_year: Type.String() }),
  /** The day the company registered (India): due dates up to it may be marked "filed before we joined". */
  joinedOn: Type.String(),
  /** Open due dates (upcoming or in progress) from the tracking start up to the day the company joined. */
  pastDue: Type.Integer(),
  message: Type.Optional(Type.String()),
});
export type TrackingResponse = Static<typeof TrackingResponseSchema>;

/** PUT /api/obligations/tracking (admin). */
export const UpdateTrackingRequestSchema = Type.Object({ choice: StringEnum(TRACKING_CHOICES) }, { additionalProperties: false });
export type UpdateTrackingRequest = Static<typeof UpdateTrackingRequestSchema>;

/** POST /api/obligations/occurrences/filed-before-joining (admin): all or nothing. */
export const FiledBeforeJoiningRequestSchema = Type.Object(
  {
    occurrenceIds: Type.Array(Uuid({ maxLength: 64 }), { minItems: 1, maxItems: FILED_BEFORE_JOINING_MAX }),
    /** Optional: when it was filed, if known. */
    filedOn: Type.Optional(IsoDate({ maxLength: 10 })),
    /** Optional: the acknowledgement / SRN / ARN, if known. */
    acknowledgement: Type.Optional(Text(100)),
  },
  { additionalProperties: false },
);
export type FiledBeforeJoiningRequest = Static<typeof FiledBeforeJoiningRequestSchema>;

export const FiledBeforeJoiningResponseSchema = Type.Object({ success: Type.Literal(true), message: Type.String(), marked: Type.Integer() });
export type FiledBeforeJoiningResponse = Static<typeof FiledBeforeJoiningResponseSchema>;

export const TRACKING_MESSAGES = {
  saved: 'Tracking start saved',
  choiceInvalid: 'Choose to track from the month you joined or from the start of the financial year',
  noneSelected: 'Select at least one due date',
  tooMany: `Select at most ${FILED_BEFORE_JOINING_MAX} due dates at a time`,
  notFound: 'One of the selected due dates was not found',
  notOpen: 'Only a due date that is not yet filed, awaiting sign-off or not applicable can be marked filed before joining',
  afterJoining: 'Only a due date on or before the day your company joined can be marked filed before joining',
  filedOnInvalid: 'Filing date must be a date written YYYY-MM-DD',
  filedOnFuture: 'The filing date cannot be in the future',
  /** Shown beside a due date marked so (and in its history). */
  recordedAfterTheFact: 'Filed before we joined (recorded after the fact)',
} as const;

/** "Counted from 1 Nov 2026": how the score and the board report say where they start. */
export const countedFrom = (trackingStartShown: string) => `Counted from ${trackingStartShown}, when tracking starts`;

export const markedMessage = (n: number) => `${n} due date${n === 1 ? '' : 's'} marked filed before we joined`;
