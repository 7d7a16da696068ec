// API payloads of the assessments' content (GET /api/assessments/content/*): the versioned libraries the screens
// show and the server checks answers against. One TypeBox schema each, the TypeScript types derived from them.
import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { HR_CATEGORIES, MCA_STATUSES } from './assessments';
import { NBFC_TYPES, SELF_AUDIT_ENTITY_TYPES } from '../companies/nbfc';
import { ItemVerificationSchema } from '../tasks/itemVerification';
import { Nullable, StringEnum, Text } from '../common/schemaFormats';

/**
 * One source a library was checked against. Open: the content files' validator requires only the title, so a
 * library may give a source more (a note, a circular number) and the screens receive it as written.
 */
export const LibrarySourceSchema = Type.Object(
  { title: Type.String(), url: Type.Optional(Type.String()), date: Type.Optional(Type.String()) },
  { additionalProperties: true },
);

/** Identity of a versioned content library (question bank or checklist). */
export const ContentLibraryInfoSchema = Type.Object({
  id: Type.String(),
  version: Type.String(),
  /** 'YYYY-MM-DD': the date from which the referenced law/directions were checked. */
  effectiveDate: Type.String(),
  sources: Type.Array(LibrarySourceSchema),
  /** 'YYYY-MM-DD' the library was published. */
  publicationDate: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  provider: Type.Optional(Type.String()),
});
export type ContentLibraryInfo = Static<typeof ContentLibraryInfoSchema>;

/**
 * Who an item can apply to (every stated condition must hold); absent = applies to every company. Closed: the
 * content files' validator refuses any other condition (api/src/content/schema.ts).
 */
const applicabilityConditions = {
  layers: Type.Optional(Type.Array(Type.String())),
  min_asset_size_cr: Type.Optional(Type.Number()),
  max_asset_size_cr: Type.Optional(Type.Number()),
  deposit_taking: Type.Optional(Type.Boolean()),
  listed: Type.Optional(Type.Boolean()),
  min_headcount: Type.Optional(Type.Number()),
  states: Type.Optional(Type.Array(Type.String())),
} satisfies TProperties;
export const ItemApplicabilitySchema = Type.Object({
  ...applicabilityConditions,
  /** Alternatives: the item applies when at least one of them holds (e.g. deposit-taking, or assets of Rs 100 crore). */
  any_of: Type.Optional(Type.Array(Type.Object(applicabilityConditions))),
});
export type ItemApplicability = Static<typeof ItemApplicabilitySchema>;

/** What every library item carries besides its own fields. */
const libraryItemMeta = {
  /** Paragraph, section or rule of the instrument ('' until the content team fills it). */
  clause: Type.Optional(Type.String()),
  /** Official URL of the instrument ('' until known). */
  sourceUrl: Type.Optional(Type.String()),
  /** Whether "Not applicable" may be answered. */
  notApplicableAllowed: Type.Optional(Type.Boolean()),
  /** Id of the shared obligation this item checks. */
  obligation: Type.Optional(Type.String()),
  applicability: Type.Optional(ItemApplicabilitySchema),
  /** For the caller's company, when the item states an applicability: false = cannot apply, null = the profile cannot tell. */
  appliesToCompany: Type.Optional(Nullable(Type.Boolean())),
  /** Why (not) / what to check, for the screen. */
  applicabilityNote: Type.Optional(Type.String()),
  /** How the item was established: official, corroborated or unverified, with what was read. */
  verification: Type.Optional(ItemVerificationSchema),
} satisfies TProperties;
export const LibraryItemMetaSchema = Type.Object(libraryItemMeta);
export type LibraryItemMeta = Static<typeof LibraryItemMetaSchema>;

// HR compliance

export const HrQuestionSchema = Type.Object({
  id: Type.String(),
  area: Type.String(),
  question: Type.String(),
  guidance: Type.String(),
  documentsEvidence: Type.Array(Type.String()),
  legalReference: Type.String(),
  category: StringEnum(HR_CATEGORIES),
  ...libraryItemMeta,
});
export type HrQuestion = Static<typeof HrQuestionSchema>;

/** GET /api/assessments/content/hr */
export const HrContentResponseSchema = Type.Object({
  success: Type.Literal(true),
  library: ContentLibraryInfoSchema,
  categories: Type.Array(StringEnum(HR_CATEGORIES)),
  filterCategories: Type.Array(StringEnum(HR_CATEGORIES)),
  questions: Type.Array(HrQuestionSchema),
});
export type HrContentResponse = Static<typeof HrContentResponseSchema>;

// RBI compliance

export const RbiQuestionSchema = Type.Object({
  questionId: Type.String(),
  questionText: Type.String(),
  area: Type.String(),
  clauseReference: Type.String(),
  explanation: Type.String(),
  /** Set when the question comes from a lower layer's library this bank builds on. */
  layerLibrary: Type.Optional(Type.String()),
  ...libraryItemMeta,
});
export type RbiQuestion = Static<typeof RbiQuestionSchema>;

/** GET /api/assessments/content/rbi — the bank of the caller company's NBFC type; without a type, the message to show. */
export const RbiContentResponseSchema = Type.Union([
  Type.Object({
    success: Type.Literal(true),
    nbfcType: StringEnum(NBFC_TYPES),
    library: ContentLibraryInfoSchema,
    areas: Type.Array(Type.String()),
    questions: Type.Array(RbiQuestionSchema),
  }),
  Type.Object({ success: Type.Literal(false), nbfcType: Type.Null(), message: Type.String() }),
]);
export type RbiContentResponse = Static<typeof RbiContentResponseSchema>;

// MCA compliance

export const McaQuestionSchema = Type.Object({
  id: Type.String(),
  question: Type.String(),
  /** 'Yes', 'No', and 'N/A' where the item allows it. */
  options: Type.Array(StringEnum(MCA_STATUSES)),
  guidance: Type.String(),
  evidence: Type.Array(Type.String()),
  reference: Type.String(),
  ...libraryItemMeta,
});
export type McaQuestion = Static<typeof McaQuestionSchema>;

export const McaSectionSchema = Type.Object({ sectionId: Type.String(), title: Type.String(), questions: Type.Array(McaQuestionSchema) });
export type McaSection = Static<typeof McaSectionSchema>;

/** GET /api/assessments/content/mca */
export const McaContentResponseSchema = Type.Object({ success: Type.Literal(true), library: ContentLibraryInfoSchema, sections: Type.Array(McaSectionSchema) });
export type McaContentResponse = Static<typeof McaContentResponseSchema>;

// Self-audit

export const SelfAuditItemSchema = Type.Object({
  questionId: Type.String(),
  item: Type.String(),
  reference: Type.String(),
  /** Frequency, due date or applicability note, when the item has one. */
  guidance: Type.Optional(Type.String()),
  ...libraryItemMeta,
});
export type SelfAuditItem = Static<typeof SelfAuditItemSchema>;

export const SelfAuditCategorySchema = Type.Object({ category: Type.String(), items: Type.Array(SelfAuditItemSchema) });
export type SelfAuditCategory = Static<typeof SelfAuditCategorySchema>;
export const SelfAuditPolicyGroupSchema = Type.Object({ group: Type.String(), items: Type.Array(SelfAuditItemSchema) });
export type SelfAuditPolicyGroup = Static<typeof SelfAuditPolicyGroupSchema>;

/** GET /api/assessments/content/self-audit?entityType=… (the company's own category when none is named). */
export const SelfAuditContentQuerySchema = Type.Object({ entityType: Type.Optional(Text(64)) });
export type SelfAuditContentQuery = Static<typeof SelfAuditContentQuerySchema>;

export const SelfAuditContentResponseSchema = Type.Object({
  success: Type.Literal(true),
  library: ContentLibraryInfoSchema,
  entityTypes: Type.Array(StringEnum(SELF_AUDIT_ENTITY_TYPES)),
  entityType: StringEnum(SELF_AUDIT_ENTITY_TYPES),
  tabs: Type.Object({
    returns: Type.Array(SelfAuditCategorySchema),
    committees: Type.Array(SelfAuditCategorySchema),
    policies: Type.Array(SelfAuditPolicyGroupSchema),
  }),
});
export type SelfAuditContentResponse = Static<typeof SelfAuditContentResponseSchema>;
