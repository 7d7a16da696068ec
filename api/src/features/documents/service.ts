import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_NBFC_TYPES,
  RECEIPT_CATEGORY,
  RECEIPT_EXTENSIONS,
  documentTypeFor,
  type DocumentChecklistResponse,
  type DocumentNbfcType,
  type DocumentRecord,
  type ReceiptExtension,
} from 'shared-contracts';
import type { Database } from '../../db/database';
import { HttpError, badRequest, forbidden, notFound } from '../../httpError';
import { recordAudit } from '../audit/auditService';
import { content, requiredDocumentsFor } from '../../content';
import type { FileStore, ReceivedFile } from './fileStore';
import { UnreadableFileError, measureArchive } from '../uploads/boundedRead';
import { MIME_TYPES, cleanFileName, detectFileType, detectReceiptType, extensionOf } from './fileType';
import * as repo from './repository';

export interface Actor {
  userId: string;
  role: string;
  companyId: string;
  ip: string;
}

export interface UploadInput {
  fields: Record<string, string>;
  /** The file part, already streamed to a temporary file of the store (removed by the caller). */
  file: (ReceivedFile & { fileName: string }) | null;
}

const MISSING = 'Please provide a document name and select a file to upload';
const TYPE_REFUSED = 'Only PDF, Word (doc, docx) and Excel (xls, xlsx) files are accepted';
const RECEIPT_TYPE_REFUSED = 'A receipt may be a PDF, Word (doc, docx), Excel (xls, xlsx), PNG or JPG file';
export const NO_DOCUMENT_TYPE = "Your company's NBFC layer is not set: complete the company profile before recording a filing";

/** The company's checklist type, from its layer and asset size. */
async function companyDocumentType(db: Database, companyId: string): Promise<DocumentNbfcType | null> {
  const profile = await repo.companyProfile(db, companyId);
  return documentTypeFor(profile.nbfcType, profile.assetSize);
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** The per-company storage quota is full for a file of `size` bytes: 413 with what is used and what is allowed. */
export function quotaMessage(used: number, quota: number, size: number): string {
  return `Your company's document storage is full: ${megabytes(used)} of ${megabytes(quota)} used, and this file needs ${megabytes(size)}. Please contact support to raise the limit.`;
}

/**
 * All or nothing: the bytes are kept under their hash only after every check, and when the database
 * refuses the row a file this upload created (and nothing references) is removed again.
 */
export async function uploadDocument(
  db: Database,
  files: FileStore,
  actor: Actor,
  input: UploadInput,
  quotaBytes: number,
  unpaidCapBytes = Number.MAX_SAFE_INTEGER,
  options: { receipt?: boolean } = {},
): Promise<DocumentRecord> {
  const name = (input.fields.name ?? '').trim();
  if (!name || !input.file) throw badRequest(MISSING);
  if (name.length > 200) throw badRequest('The document name may have at most 200 characters');
  const companyType = await companyDocumentType(db, actor.companyId);
  let category: string;
  let nbfcType: string;
  if (options.receipt) {
    // A filing's receipt: its category and the company's own type are decided here, never sent by the browser.
    if (!companyType) throw badRequest(NO_DOCUMENT_TYPE);
    category = RECEIPT_CATEGORY;
    nbfcType = companyType;
  } else {
    category = (input.fields.category ?? '').trim();
    if (!category) throw badRequest('Please select a category for custom document');
    if (!(DOCUMENT_CATEGORIES as readonly string[]).includes(category)) throw badRequest('Unknown document category');
    const requested = (input.fields.nbfcType ?? '').trim();
    if (requested && !(DOCUMENT_NBFC_TYPES as readonly string[]).includes(requested)) throw badRequest('Unknown NBFC type');
    if (companyType && requested && requested !== companyType) {
      throw badRequest(`This company's documents are filed under ${companyType}`);
    }
    nbfcType = companyType ?? requested;
    if (!nbfcType) throw badRequest('Please select the NBFC type of the document');
  }

  const fileName = cleanFileName(input.file.fileName);
  const named = extensionOf(fileName);
  const extension = options.receipt && named === 'jpeg' ? 'jpg' : named;
  const file = input.file;
  if (file.size === 0) throw badRequest('The selected file is empty');
  const allowed: readonly string[] = options.receipt ? RECEIPT_EXTENSIONS : DOCUMENT_EXTENSIONS;
  const refused = options.receipt ? RECEIPT_TYPE_REFUSED : TYPE_REFUSED;
  if (!allowed.includes(extension)) throw new HttpError(415, refused);
  // At most 10 MiB, read once from the temporary file for the same content checks as ever.
  const bytes = await files.read(file.tempPath);
  const detected = options.receipt ? detectReceiptType(bytes) : detectFileType(bytes);
  const notValid = () => new HttpError(415, `The file's content is not a valid .${named} file. ${refused}`);
  if (detected !== extension) throw notValid();
  // An Office file is a ZIP: what it really unpacks to is measured (in its own thread), not read from its directory.
  if (detected === 'docx' || detected === 'xlsx') {
    await measureArchive(bytes).catch((error: unknown) => {
      throw error instanceof UnreadableFileError ? notValid() : error;
    });
  }
  const type = detected as ReceiptExtension;

  const release = files.hold(file.sha256);
  let created = false;
  try {
    ({ created } = await files.keep(file));
    return await insertUploaded(db, actor, { name, category, nbfcType, fileName, type, file }, quotaBytes, unpaidCapBytes);
  } catch (error) {
    release();
    if (created) await files.removeIfUnreferenced(file.sha256, () => repo.isFileReferenced(db, file.sha256)).catch(() => undefined);
    throw error;
  } finally {
    release();
  }
}

export const UNPAID_STORAGE_FULL = 'Storage for companies on a free trial is full at the moment. Verify your e-mail address and choose a plan to upload more documents.';

interface CheckedUpload {
  name: string;
  category: string;
  nbfcType: string;
  fileName: string;
  type: ReceiptExtension;
  file: ReceivedFile;
}

/** The document row and its audit event, in one transaction (no file bytes pass through it). */
function insertUploaded(
  db: Database,
  actor: Actor,
  { name, category, nbfcType, fileName, type, file }: CheckedUpload,
  quotaBytes: number,
  unpaidCapBytes: number,
): Promise<DocumentRecord> {
  return db.transaction(async (tx) => {
    const used = await repo.lockedStorageUsed(tx, actor.companyId);
    if (used + file.size > quotaBytes) throw new HttpError(413, quotaMessage(used, quotaBytes, file.size));
    // Companies that have neither proven their address nor paid share one platform-wide allowance: free sign-ups
    // cannot each fill their own quota of the platform's disk.
    if ((await repo.isUnpaidCompany(tx, actor.companyId)) && (await repo.lockedUnpaidStorageUsed(tx)) + file.size > unpaidCapBytes) {
      throw new HttpError(413, UNPAID_STORAGE_FULL);
    }
    const id = await repo.insertDocument(tx, actor.companyId, {
      name,
      category,
      nbfcType,
      fileName: fileName || `document.${type}`,
      extension: type,
      mimeType: MIME_TYPES[type],
      sha256: file.sha256,
      size: file.size,
      uploadedBy: actor.userId,
    });
    const document = (await repo.findDocument(tx, actor.companyId, id))!;
    await recordAudit(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      actorRole: actor.role,
      action: 'document.uploaded',
      targetType: 'document',
      targetId: id,
      after: { name, category, nbfcType, fileName: document.fileName, size: file.size, sha256: file.sha256 },
      ip: actor.ip,
    });
    return document;
  });
}

/** Admin or checker of the same company decides on a pending document; never its uploader. */
export async function reviewDocument(db: Database, actor: Actor, id: string, decision: 'approved' | 'rejected', rawComment: string): Promise<DocumentRecord> {
  const comment = rawComment.trim();
  if (decision === 'rejected' && !comment) throw badRequest('Please give a reason for rejecting the document');
  return db.transaction(async (tx) => {
    const before = await repo.findDocument(tx, actor.companyId, id);
    if (!before) throw notFound('Document not found');
    if (before.uploadedById === actor.userId) throw forbidden('You cannot review a document you uploaded');
    if (before.status !== 'pending') throw new HttpError(409, `This document has already been ${before.status}`);
    const changed = await repo.reviewDocument(tx, actor.companyId, id, { status: decision, reviewerId: actor.userId, comment: comment || null });
    if (!changed) throw new HttpError(409, 'This document has already been reviewed');
    const after = (await repo.findDocument(tx, actor.companyId, id))!;
    await recordAudit(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      actorRole: actor.role,
      action: decision === 'approved' ? 'document.approved' : 'document.rejected',
      targetType: 'document',
      targetId: id,
      before: { status: before.status },
      after: { status: after.status, comment: after.reviewComment },
      ip: actor.ip,
    });
    return after;
  });
}

export async function checklist(db: Database, companyId: string): Promise<DocumentChecklistResponse> {
  const nbfcType = await companyDocumentType(db, companyId);
  if (!nbfcType) return { success: true, nbfcType: null, categories: [], library: content().requiredDocuments.library };
  const approved = await repo.approvedNames(db, companyId, nbfcType);
  const categories = requiredDocumentsFor(nbfcType).map(({ category, entries }) => ({
    category,
    entries: entries.map((e) => ({ ...e, done: approved.has(e.name.trim().toLowerCase()) })),
  }));
  return { success: true, nbfcType, categories, library: content().requiredDocuments.library };
}
