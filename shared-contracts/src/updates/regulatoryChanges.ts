// API payloads of regulatory change management (docs/decisions/0045-regulatory-change-management.md): the changes of the content libraries that apply to the
// caller's company since it last acknowledged them ("What changed for us"), the admin's acknowledgement, turning a
// change into tasks, and the feed updates that changed an item. One TypeBox schema each, types derived from them.
import { Type, type Static } from '@sinclair/typebox';
import { ASSESSMENT_KIND_IDS } from '../assessments/assessments';
import { AnsweredBySchema } from '../assessments/assessmentPayloads';
import { IsoDate, Nullable, StringEnum, Uuid } from '../common/schemaFormats';
import { UpdateItemSchema } from './updates';

export const LIBRARY_CHANGE_KINDS = ['added', 'changed', 'retired', 'citation'] as const;
export type LibraryChangeKind = (typeof LIBRARY_CHANGE_KINDS)[number];

/** The screen's words for each kind of change. */
export const LIBRARY_CHANGE_LABELS: Record<LibraryChangeKind, string> = {
  added: 'New item',
  changed: 'Changed',
  retired: 'Retired',
  citation: 'Citation corrected',
};

/** One of the company's answers to the changed item (current period of its assessment). */
export const AffectedAnswerSchema = Type.Object({
  kind: StringEnum(ASSESSMENT_KIND_IDS),
  period: Type.String(),
  /** Self-audit: the category the answer belongs to; '' elsewhere. */
  scope: Type.String(),
  status: Nullable(Type.String()),
  answeredVersion: Nullable(Type.String()),
  /** The text it answered is no longer the item's text (or the item is retired). */
  changedSinceAnswered: Type.Boolean(),
  answeredBy: Nullable(AnsweredBySchema),
});
export type AffectedAnswer = Static<typeof AffectedAnswerSchema>;

/** A feed update, as far as a change links to it. */
export const LinkedUpdateSchema = Type.Object({ id: Type.String(), title: Type.String(), date: Type.String() });
export type LinkedUpdate = Static<typeof LinkedUpdateSchema>;

export const RegulatoryChangeSchema = Type.Object({
  /** `<library>@<version>#<item>`: names the change for the task action. */
  id: Type.String(),
  libraryId: Type.String(),
  libraryName: Type.String(),
  version: Type.String(),
  /** Publication date of the release. */
  date: Type.String(),
  itemId: Type.String(),
  change: StringEnum(LIBRARY_CHANGE_KINDS),
  summary: Type.String(),
  instrument: Type.String(),
  effectiveDate: Type.String(),
  /** The item as it reads now; for a retired item the text last answered, else null. */
  itemText: Nullable(Type.String()),
  /** Where the item is answered (null: documents checklist or shared obligation). */
  assessment: Nullable(StringEnum(ASSESSMENT_KIND_IDS)),
  /** Set when the profile cannot tell whether the item applies. */
  applicabilityNote: Type.Optional(Type.String()),
  affectedAnswers: Type.Array(AffectedAnswerSchema),
  updates: Type.Array(LinkedUpdateSchema),
  /** A statutory calendar change: the company's next due dates under the rule now in force (recomputed). */
  dueDates: Type.Optional(Type.Array(Type.Object({ period: Type.String(), dueDate: Type.String() }))),
});
export type RegulatoryChange = Static<typeof RegulatoryChangeSchema>;

export const ReleaseRefSchema = Type.Object(
  { libraryId: Type.String({ minLength: 1, maxLength: 100 }), version: Type.String({ minLength: 1, maxLength: 20 }) },
  { additionalProperties: false },
);
export type ReleaseRef = Static<typeof ReleaseRefSchema>;

/** A citation-only correction, listed compactly: the item's text, due dates and obligation stand. */
export const CitationCorrectionSchema = Type.Object({
  id: Type.String(),
  libraryName: Type.String(),
  itemId: Type.String(),
  version: Type.String(),
  date: Type.String(),
  summary: Type.String(),
  instrument: Type.String(),
});
export type CitationCorrection = Static<typeof CitationCorrectionSchema>;

/** GET /api/regulatory-changes */
export const RegulatoryChangesResponseSchema = Type.Object({
  success: Type.Literal(true),
  /**
   * The company's tracking start: a change is listed when it takes effect on or after it, or when it touches an
   * item the company has answered (docs/decisions/0220-what-changed-since-the-tracking-start.md).
   */
  trackingStart: IsoDate(),
  /**
   * Changes of the releases not yet acknowledged that apply to the company's profile, newest release first;
   * citation-only corrections are not among them (see `citationCorrections`).
   */
  changes: Type.Array(RegulatoryChangeSchema),
  /** The citation-only corrections of the same releases, folded into one line on the screen ("3 citations corrected"). */
  citationCorrections: Type.Array(CitationCorrectionSchema),
  /** The releases those changes come from: what an acknowledgement covers. */
  releases: Type.Array(Type.Object({ ...ReleaseRefSchema.properties, date: Type.String(), libraryName: Type.String() })),
  lastAcknowledgedAt: Nullable(Type.String()),
  lastAcknowledgedBy: Nullable(AnsweredBySchema),
});
export type RegulatoryChangesResponse = Static<typeof RegulatoryChangesResponseSchema>;

/** POST /api/regulatory-changes/acknowledge (admin): the releases the screen showed. */
export const AcknowledgeChangesRequestSchema = Type.Object({ releases: Type.Array(ReleaseRefSchema, { minItems: 1, maxItems: 200 }) }, { additionalProperties: false });
export type AcknowledgeChangesRequest = Static<typeof AcknowledgeChangesRequestSchema>;

export const AcknowledgeChangesResponseSchema = Type.Object({ success: Type.Literal(true), message: Type.String(), acknowledged: Type.Integer() });
export type AcknowledgeChangesResponse = Static<typeof AcknowledgeChangesResponseSchema>;

/**
 * POST /api/regulatory-changes/tasks (admin): one task per owner of the change. The owners are the makers and
 * checkers who gave the affected answers; `assignedTo` takes the task when nobody has answered the item yet.
 */
export const ChangeTasksRequestSchema = Type.Object(
  {
    changeId: Type.String({ minLength: 1, maxLength: 200 }),
    dueDate: IsoDate(),
    assignedTo: Type.Optional(Uuid()),
    checkerId: Type.Optional(Uuid()),
  },
  { additionalProperties: false },
);
export type ChangeTasksRequest = Static<typeof ChangeTasksRequestSchema>;

export const ChangeTasksResponseSchema = Type.Object({ success: Type.Literal(true), message: Type.String(), taskIds: Type.Array(Type.String()) });
export type ChangeTasksResponse = Static<typeof ChangeTasksResponseSchema>;

/** GET /api/library-items/{itemId}/updates: the feed updates that changed an item. */
export const ItemIdParamsSchema = Type.Object({ itemId: Type.String({ minLength: 1, maxLength: 100 }) });
export const ItemUpdatesResponseSchema = Type.Object({ success: Type.Literal(true), itemId: Type.String(), updates: Type.Array(UpdateItemSchema) });
export type ItemUpdatesResponse = Static<typeof ItemUpdatesResponseSchema>;
