// API payloads of document management (the register, uploads, reviews and the required-documents checklist): one
// TypeBox schema each, the TypeScript types derived from them.
import { Type, type Static } from '@sinclair/typebox';
import { ItemVerificationSchema } from '../tasks/itemVerification';
import { Nullable, StringEnum, Text } from '../common/schemaFormats';
import { DOCUMENT_NBFC_TYPES } from '../companies/nbfc';

/** The specification has pending and approved (docs/specifications.md, B §4); rejected is our addition (a checker's decision is recorded). */
export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Checklist categories of the required-documents list. */
export const DOCUMENT_CATEGORIES = [
  'Committees',
  'Audit',
  'IT',
  'Operational Risk',
  'KYC',
  'Gold Loan',
  'Scale Based Regulation',
  'Digital Lending',
  'Fraud Risk',
  'Other Policies',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx'] as const;
export type DocumentExtension = (typeof DOCUMENT_EXTENSIONS)[number];
/** A filing's receipt may also be a screenshot of the portal's acknowledgement (the kind still decided from the bytes). */
export const RECEIPT_EXTENSIONS = [...DOCUMENT_EXTENSIONS, 'png', 'jpg'] as const;
export type ReceiptExtension = (typeof RECEIPT_EXTENSIONS)[number];
/** What the receipt field of the "Record filing" dialog offers ('.jpeg' is stored as jpg). */
export const RECEIPT_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.png,.jpg,.jpeg';
/** The register's category of receipts uploaded from a filing (never offered for other uploads). */
export const RECEIPT_CATEGORY = 'Filing receipts';
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export const DocumentRecordSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  category: Type.String(),
  fileName: Type.String(),
  nbfcType: Type.String(),
  status: StringEnum(DOCUMENT_STATUSES),
  /** Display name of the uploader. */
  uploadedBy: Type.String(),
  uploadedById: Type.String(),
  uploadDate: Type.String(),
  size: Type.Integer(),
  reviewedBy: Type.Optional(Nullable(Type.String())),
  reviewedAt: Type.Optional(Nullable(Type.String())),
  reviewComment: Type.Optional(Nullable(Type.String())),
});
export type DocumentRecord = Static<typeof DocumentRecordSchema>;

/** GET /api/documents/get?limit&cursor (both text on the wire, parsed by the api). */
export const DocumentListQuerySchema = Type.Object({ limit: Type.Optional(Text(16)), cursor: Type.Optional(Text(300)) }, { additionalProperties: false });
export type DocumentListQuery = Static<typeof DocumentListQuerySchema>;

export const DocumentListResponseSchema = Type.Object({
  success: Type.Literal(true),
  documents: Type.Array(DocumentRecordSchema),
  /** With `?limit=`: the cursor of the next page (`?cursor=`), null on the last page. */
  nextCursor: Nullable(Type.String()),
  /** Over every document of the company, whatever page was asked. */
  counts: Type.Object({ total: Type.Integer(), approved: Type.Integer(), pending: Type.Integer(), rejected: Type.Integer() }),
});
export type DocumentListResponse = Static<typeof DocumentListResponseSchema>;

/** GET /api/documents/storage: the company's storage use against its quota (bytes), for the upload screen. */
export const DocumentStorageResponseSchema = Type.Object({ success: Type.Literal(true), usedBytes: Type.Integer(), quotaBytes: Type.Integer() });
export type DocumentStorageResponse = Static<typeof DocumentStorageResponseSchema>;

/**
 * POST /api/documents/upload (multipart/form-data): these text fields and one file in the field "file". The multipart
 * reader admits only these fields; the service checks them and words the refusal.
 */
export const DocumentUploadFieldsSchema = Type.Object({ name: Text(200), category: Text(100), nbfcType: Text(100) }, { additionalProperties: false });
export type DocumentUploadFields = Static<typeof DocumentUploadFieldsSchema>;

export const DocumentUploadResponseSchema = Type.Object({ success: Type.Literal(true), document: DocumentRecordSchema, message: Type.String() });
export type DocumentUploadResponse = Static<typeof DocumentUploadResponseSchema>;

/** PATCH /api/documents/{id}/review (a rejection needs a comment: checked by the service). */
export const ReviewDocumentRequestSchema = Type.Object(
  { decision: StringEnum(['approved', 'rejected'] as const), comment: Type.Optional(Text(1000)) },
  { additionalProperties: false },
);
export type ReviewDocumentRequest = Static<typeof ReviewDocumentRequestSchema>;

export const ReviewDocumentResponseSchema = DocumentUploadResponseSchema;
export type ReviewDocumentResponse = Static<typeof ReviewDocumentResponseSchema>;

export const ChecklistEntrySchema = Type.Object({
  name: Type.String(),
  /** Why the document is needed: the rule it comes from, or when it applies. */
  reference: Type.String(),
  /** True when an approved document of this name and NBFC type exists. */
  done: Type.Boolean(),
  /** How the rule behind the document was established (official, corroborated, unverified). */
  verification: Type.Optional(ItemVerificationSchema),
});
export type ChecklistEntry = Static<typeof ChecklistEntrySchema>;

export const ChecklistCategorySchema = Type.Object({ category: StringEnum(DOCUMENT_CATEGORIES), entries: Type.Array(ChecklistEntrySchema) });
export type ChecklistCategory = Static<typeof ChecklistCategorySchema>;

/** GET /api/documents/checklist */
export const DocumentChecklistResponseSchema = Type.Object({
  success: Type.Literal(true),
  /** The company's checklist type, from its NBFC layer and asset size; null when not set. */
  nbfcType: Nullable(StringEnum(DOCUMENT_NBFC_TYPES)),
  categories: Type.Array(ChecklistCategorySchema),
  /** Version and source of the checklist content. */
  library: Type.Object({ version: Type.String(), checkedOn: Type.String() }),
});
export type DocumentChecklistResponse = Static<typeof DocumentChecklistResponseSchema>;
