// API payload types of document management (the register, uploads, reviews and the required-documents checklist).
import type { DocumentNbfcType } from './nbfc';

/** Spec shows pending and approved; rejected is our addition (a checker's decision is recorded). */
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
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export interface DocumentRecord {
  id: string;
  name: string;
  category: string;
  fileName: string;
  nbfcType: string;
  status: DocumentStatus;
  /** Display name of the uploader. */
  uploadedBy: string;
  uploadedById: string;
  uploadDate: string;
  size: number;
  reviewedBy?: string | null;
  reviewedAt?: string | null;
  reviewComment?: string | null;
}

export interface DocumentListResponse {
  success: true;
  documents: DocumentRecord[];
  /** With `?limit=`: the cursor of the next page (`?cursor=`), null on the last page. */
  nextCursor: string | null;
  /** Over every document of the company, whatever page was asked. */
  counts: { total: number; approved: number; pending: number; rejected: number };
}

export interface DocumentUploadResponse {
  success: true;
  document: DocumentRecord;
  message: string;
}

export interface ReviewDocumentRequest {
  decision: 'approved' | 'rejected';
  comment: string;
}

export interface ReviewDocumentResponse {
  success: true;
  document: DocumentRecord;
  message: string;
}

export interface ChecklistEntry {
  name: string;
  /** Why the document is needed: the rule it comes from, or when it applies. */
  reference: string;
  /** True when an approved document of this name and NBFC type exists. */
  done: boolean;
}

export interface ChecklistCategory {
  category: DocumentCategory;
  entries: ChecklistEntry[];
}

export interface DocumentChecklistResponse {
  success: true;
  /** The company's checklist type, from its NBFC layer and asset size; null when not set. */
  nbfcType: DocumentNbfcType | null;
  categories: ChecklistCategory[];
  /** Version and source of the checklist content. */
  library: { version: string; checkedOn: string };
}
