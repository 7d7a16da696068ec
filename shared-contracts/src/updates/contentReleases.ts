// API payloads of content releases (/api/super-admin/content-releases): a library file uploaded by a platform
// operator, compared with the live library, approved by a second operator, published with an effective date and
// rolled back, without a build or a restart. One TypeBox schema each, types derived from them.
import { Type, type Static } from '@sinclair/typebox';
import { IsoDate, Nullable, StringEnum } from '../common/schemaFormats';

export const CONTENT_RELEASE_STATES = ['draft', 'approved', 'scheduled', 'published', 'rolled_back'] as const;
export type ContentReleaseState = (typeof CONTENT_RELEASE_STATES)[number];

/** The screen's words for each state. */
export const CONTENT_RELEASE_STATE_LABELS: Record<ContentReleaseState, string> = {
  draft: 'Awaiting approval',
  approved: 'Approved',
  scheduled: 'Scheduled',
  published: 'Published',
  rolled_back: 'Rolled back',
};

/** Largest library file accepted (characters of JSON text). */
export const CONTENT_RELEASE_MAX_CHARS = 600_000;

/** POST /api/super-admin/content-releases: the file's text exactly as read, and its SHA-256 (64 hex digits). */
export const UploadContentReleaseRequestSchema = Type.Object(
  {
    fileName: Type.String({ minLength: 1, maxLength: 200 }),
    content: Type.String({ minLength: 1, maxLength: CONTENT_RELEASE_MAX_CHARS }),
    checksum: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type UploadContentReleaseRequest = Static<typeof UploadContentReleaseRequestSchema>;

/** POST .../:id/publish: the day (India) from which the release is the live library. */
export const PublishContentReleaseRequestSchema = Type.Object({ effectiveDate: IsoDate() }, { additionalProperties: false });
export type PublishContentReleaseRequest = Static<typeof PublishContentReleaseRequestSchema>;

export const ReleaseItemDiffSchema = Type.Object({
  id: Type.String(),
  text: Type.String(),
  /** Changed items: the fields whose value differs. */
  fields: Type.Array(Type.String()),
});
export type ReleaseItemDiff = Static<typeof ReleaseItemDiffSchema>;

/** One due date of a company that the release moves, adds (before null) or removes (after null). */
export const DueDateMoveSchema = Type.Object({
  obligationId: Type.String(),
  title: Type.String(),
  period: Type.String(),
  before: Nullable(Type.String()),
  after: Nullable(Type.String()),
});
export type DueDateMove = Static<typeof DueDateMoveSchema>;

export const CompanyDueDatesSchema = Type.Object({
  companyId: Type.String(),
  companyName: Type.String(),
  moves: Type.Array(DueDateMoveSchema),
});
export type CompanyDueDates = Static<typeof CompanyDueDatesSchema>;

/** The release against the library live when it was uploaded. */
export const ReleaseComparisonSchema = Type.Object({
  liveVersion: Type.String(),
  added: Type.Array(ReleaseItemDiffSchema),
  changed: Type.Array(ReleaseItemDiffSchema),
  withdrawn: Type.Array(ReleaseItemDiffSchema),
  /** Companies whose due dates of the next twelve months move (calendar libraries). */
  dueDates: Type.Array(CompanyDueDatesSchema),
  /** Companies the release reaches: due dates that move, answers to changed or withdrawn items, or new items in their checklists. */
  companiesAffected: Type.Integer(),
  /** The release's change-log entries for its own version (what companies will read in "What changed for us"). */
  changeLog: Type.Array(Type.Object({ item: Type.String(), change: Type.String(), summary: Type.String() })),
});
export type ReleaseComparison = Static<typeof ReleaseComparisonSchema>;

const StepSchema = Nullable(Type.Object({ by: Nullable(Type.String()), at: Type.String() }));

export const ContentReleaseSchema = Type.Object({
  id: Type.String(),
  libraryId: Type.String(),
  libraryName: Type.String(),
  libraryKind: Type.String(),
  version: Type.String(),
  fileName: Type.String(),
  checksum: Type.String(),
  state: StringEnum(CONTENT_RELEASE_STATES),
  /** The library's content in use now comes from this release. */
  live: Type.Boolean(),
  effectiveDate: Nullable(Type.String()),
  uploaded: StepSchema,
  /** The uploader's user id: the screen offers approval only to another operator. */
  uploadedById: Nullable(Type.String()),
  approved: StepSchema,
  published: StepSchema,
  rolledBack: StepSchema,
  comparison: ReleaseComparisonSchema,
});
export type ContentRelease = Static<typeof ContentReleaseSchema>;

/** A library as it is live now: from the installation's files (seed) or from a published release. */
export const LiveLibrarySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  kind: Type.String(),
  version: Type.String(),
  source: StringEnum(['seed', 'release'] as const),
});
export type LiveLibrary = Static<typeof LiveLibrarySchema>;

/** GET /api/super-admin/content-releases */
export const ContentReleasesResponseSchema = Type.Object({
  success: Type.Literal(true),
  libraries: Type.Array(LiveLibrarySchema),
  releases: Type.Array(ContentReleaseSchema),
});
export type ContentReleasesResponse = Static<typeof ContentReleasesResponseSchema>;

/** Every step's answer: the release as it now stands. */
export const ContentReleaseResponseSchema = Type.Object({ success: Type.Literal(true), message: Type.String(), release: ContentReleaseSchema });
export type ContentReleaseResponse = Static<typeof ContentReleaseResponseSchema>;
