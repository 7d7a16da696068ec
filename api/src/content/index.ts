import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_NBFC_TYPES,
  type DocumentCategory,
  type DocumentNbfcType,
  type ItemVerification,
  type SelfAuditEntityType,
} from 'shared-contracts';
import { DEFAULT_CONTENT_DIR, loadContent, type ContentSet, type SelfAuditEntry } from './load';
import { inForceOn } from './calendar';

// The regulatory content libraries (data files in api/content/): one source for the server's
// validation and the screens. buildApp installs them at start; a bad file refuses the start.

let installed: ContentSet | null = null;

/** Makes `set` the content every service reads (buildApp, and tests that load a modified library). */
export function installContent(set: ContentSet): void {
  installed = set;
}

/** The content in use; loaded from the default folder on first use when nothing was installed. */
export function content(): ContentSet {
  if (!installed) installed = loadContent(DEFAULT_CONTENT_DIR);
  return installed;
}

/** Every item of an entity type's checklist, keyed by questionId. */
export const selfAuditItems = (entityType: SelfAuditEntityType): Map<string, SelfAuditEntry> => content().selfAudit.items[entityType];

export interface RequiredDocumentEntry {
  name: string;
  reference: string;
  verification?: ItemVerification;
}

/** The document checklist of one type, grouped by category in the specification's order; empty categories left out. */
export function requiredDocumentsFor(type: DocumentNbfcType): { category: DocumentCategory; entries: RequiredDocumentEntry[] }[] {
  const documents = content().requiredDocuments.documents;
  return DOCUMENT_CATEGORIES.map((category) => ({
    category,
    entries: documents
      .filter((d) => d.category === category && (d.appliesTo === 'all' || d.appliesTo.includes(type)))
      .map(({ name, reference, verification }) => ({ name, reference, ...(verification ? { verification } : {}) })),
  })).filter((group) => group.entries.length > 0);
}

/** Every type's checklist (the upload form lists names of the company's type). */
export const requiredDocumentTypes = DOCUMENT_NBFC_TYPES;

/** The statutory calendar's obligations with a wording in force on `date` (YYYY-MM-DD), each as that wording. */
export const obligationsInForce = (date: string) => inForceOn(content().calendar.obligations, date);

/** Every obligation of the statutory calendar (each with all its wordings). */
export const calendarObligations = () => content().calendar.obligations;

/** The calendar libraries' ids and versions in one string: it changes whenever a calendar file does. */
export const calendarLibraryVersions = () => content().calendar.versionKey;

/** One obligation of the statutory calendar by its id, or undefined. */
export const calendarObligation = (id: string) => content().calendar.byId.get(id);

/** The content in use now (a content release installs another; see features/content-releases). */
export const installedContent = (): ContentSet | null => installed;

export { ContentError, validateLibrary, type LibraryFile } from './schema';
export { DEFAULT_CONTENT_DIR, fingerprintOf, loadContent, readLibraries } from './load';
export type { ContentSet, DeadlineItem, ItemRecord, LibraryChange } from './load';
export { compareVersions, CHANGE_KINDS, type ChangeKind } from './changeLog';
export type { HrLibrary, LibraryInfo, McaLibrary, RbiBank, SelfAuditChecklist } from './types';
