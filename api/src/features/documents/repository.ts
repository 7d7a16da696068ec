import type { Queryable } from '../../db/database';
import type { DocumentRecord, DocumentStatus } from 'shared-contracts';
import { microseconds, newestFirstAfter, type CursorValue } from '../../pagination';

// Every function takes the caller's company: no query reads or changes another company's rows.

interface DocumentRow {
  id: string;
  name: string;
  category: string;
  file_name: string;
  nbfc_type: string;
  status: DocumentStatus;
  uploaded_by_id: string | null;
  uploaded_by: string | null;
  uploaded_at: Date;
  size_bytes: number;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  review_comment: string | null;
  uploaded_us: number;
}

const SELECT = `
  SELECT d.id, d.name, d.category, d.file_name, d.nbfc_type, d.status, d.uploaded_by AS uploaded_by_id,
         trim(u.first_name || ' ' || u.last_name) AS uploaded_by, d.uploaded_at, d.size_bytes,
         trim(r.first_name || ' ' || r.last_name) AS reviewed_by, d.reviewed_at, d.review_comment,
         ${microseconds('d.uploaded_at', 'uploaded_us')}
    FROM documents d
    LEFT JOIN users u ON u.id = d.uploaded_by
    LEFT JOIN users r ON r.id = d.reviewed_by`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toRecord(row: DocumentRow): DocumentRecord {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    fileName: row.file_name,
    nbfcType: row.nbfc_type,
    status: row.status,
    uploadedBy: row.uploaded_by || 'Former user',
    uploadedById: row.uploaded_by_id ?? '',
    uploadDate: iso(row.uploaded_at)!,
    size: row.size_bytes,
    reviewedBy: row.reviewed_by,
    reviewedAt: iso(row.reviewed_at),
    reviewComment: row.review_comment,
  };
}

export interface DocumentCounts {
  total: number;
  approved: number;
  pending: number;
  rejected: number;
}

/**
 * Newest first; with a limit, at most limit + 1 after the cursor key (the extra one says more follow); and the
 * register's counts over every document of the company, from document_counts (kept by a trigger). One statement:
 * the counts row is always there, past the last page with no document.
 */
export async function listDocuments(
  db: Queryable,
  companyId: string,
  page: { limit: number | null; after: CursorValue[] | null } = { limit: null, after: null },
): Promise<{ rows: Array<{ record: DocumentRecord; key: CursorValue[] }>; counts: DocumentCounts }> {
  const params: unknown[] = [companyId];
  const after = page.after ? newestFirstAfter(params, 'd.uploaded_at', 'd.id', page.after) : '';
  const rows = await db.query<Partial<DocumentRow> & DocumentCounts>(
    `WITH counts AS (
       SELECT coalesce(sum(n), 0)::int AS total,
              coalesce(sum(n) FILTER (WHERE status = 'approved'), 0)::int AS approved,
              coalesce(sum(n) FILTER (WHERE status = 'pending'), 0)::int AS pending,
              coalesce(sum(n) FILTER (WHERE status = 'rejected'), 0)::int AS rejected
         FROM document_counts WHERE company_id = $1
     )
     SELECT counts.*, listed.*
       FROM counts
       LEFT JOIN LATERAL (
         ${SELECT} WHERE d.company_id = $1${after} ORDER BY d.uploaded_at DESC, d.id${page.limit === null ? '' : ` LIMIT ${page.limit + 1}`}
       ) listed ON true
      ORDER BY listed.uploaded_at DESC, listed.id`,
    params,
  );
  const first = rows[0];
  const counts = { total: first?.total ?? 0, approved: first?.approved ?? 0, pending: first?.pending ?? 0, rejected: first?.rejected ?? 0 };
  const listed = rows.filter((row) => row.id != null) as DocumentRow[];
  return { rows: listed.map((row) => ({ record: toRecord(row), key: [row.uploaded_us, row.id] })), counts };
}

export async function findDocument(db: Queryable, companyId: string, id: string): Promise<DocumentRecord | null> {
  const row = await db.one<DocumentRow>(`${SELECT} WHERE d.company_id = $1 AND d.id = $2`, [companyId, id]);
  return row ? toRecord(row) : null;
}

export interface NewDocument {
  name: string;
  category: string;
  nbfcType: string;
  fileName: string;
  extension: string;
  mimeType: string;
  sha256: string;
  size: number;
  uploadedBy: string;
}

export async function insertDocument(db: Queryable, companyId: string, doc: NewDocument): Promise<string> {
  const row = await db.one<{ id: string }>(
    `INSERT INTO documents (company_id, name, category, nbfc_type, file_name, extension, mime_type, size_bytes, sha256, uploaded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [companyId, doc.name, doc.category, doc.nbfcType, doc.fileName, doc.extension, doc.mimeType, doc.size, doc.sha256, doc.uploadedBy],
  );
  return row!.id;
}

/** Records a decision on a pending document; answers false when it was no longer pending. */
export async function reviewDocument(
  db: Queryable,
  companyId: string,
  id: string,
  review: { status: 'approved' | 'rejected'; reviewerId: string; comment: string | null },
): Promise<boolean> {
  const changed = await db.execute(
    `UPDATE documents SET status = $3, reviewed_by = $4, reviewed_at = now(), review_comment = $5
      WHERE company_id = $1 AND id = $2 AND status = 'pending'`,
    [companyId, id, review.status, review.reviewerId, review.comment],
  );
  return changed === 1;
}

/** Where a document's bytes are: their hash (the file's name in the file store), name and type. */
export async function documentFile(db: Queryable, companyId: string, id: string): Promise<{ fileName: string; mimeType: string; sha256: string; size: number } | null> {
  const row = await db.one<{ file_name: string; mime_type: string; sha256: string; size_bytes: number }>(
    `SELECT file_name, mime_type, sha256, size_bytes FROM documents WHERE company_id = $1 AND id = $2`,
    [companyId, id],
  );
  return row ? { fileName: row.file_name, mimeType: row.mime_type, sha256: row.sha256, size: row.size_bytes } : null;
}

/** Whether any document (of any company: files are shared by content) still points at these bytes. */
export async function isFileReferenced(db: Queryable, sha256: string): Promise<boolean> {
  return (await db.one(`SELECT 1 FROM documents WHERE sha256 = $1 LIMIT 1`, [sha256])) !== null;
}

/** Names (lower-cased) of the company's approved documents of one checklist type. */
export async function approvedNames(db: Queryable, companyId: string, nbfcType: string): Promise<Set<string>> {
  const rows = await db.query<{ name: string }>(
    `SELECT DISTINCT lower(trim(name)) AS name FROM documents WHERE company_id = $1 AND nbfc_type = $2 AND status = 'approved'`,
    [companyId, nbfcType],
  );
  return new Set(rows.map((r) => r.name));
}

export async function companyProfile(db: Queryable, companyId: string): Promise<{ nbfcType: string | null; assetSize: number | null }> {
  const row = await db.one<{ nbfc_type: string | null; current_asset_size: number | null }>(`SELECT nbfc_type, current_asset_size FROM companies WHERE id = $1`, [
    companyId,
  ]);
  return { nbfcType: row?.nbfc_type ?? null, assetSize: row?.current_asset_size ?? null };
}

/**
 * Bytes the company's documents take (every version, whatever its status), read after locking the company
 * row so that two uploads at once cannot both squeeze under the quota.
 */
export async function lockedStorageUsed(db: Queryable, companyId: string): Promise<number> {
  await db.query('SELECT id FROM companies WHERE id = $1 FOR UPDATE', [companyId]);
  const row = await db.one<{ used: number }>('SELECT COALESCE(sum(size_bytes), 0)::bigint AS used FROM documents WHERE company_id = $1', [companyId]);
  return Number(row?.used ?? 0);
}

/** A company whose admin has not proven the address, or that has no paid period now (a free trial). */
const UNPAID = `(EXISTS (SELECT 1 FROM users u WHERE u.company_id = c.id AND u.role = 'admin' AND u.deleted_at IS NULL AND u.email_verified_at IS NULL)
   OR NOT EXISTS (SELECT 1 FROM company_subscriptions s WHERE s.company_id = c.id AND s.period_start <= now() AND s.period_end > now()))`;

export async function isUnpaidCompany(db: Queryable, companyId: string): Promise<boolean> {
  return (await db.one<{ unpaid: boolean }>(`SELECT ${UNPAID} AS unpaid FROM companies c WHERE c.id = $1`, [companyId]))?.unpaid ?? true;
}

/** Bytes stored by all unpaid companies together, counted while holding the platform-wide lock of such uploads. */
export async function lockedUnpaidStorageUsed(db: Queryable): Promise<number> {
  await db.query('SELECT pg_advisory_xact_lock(724001)');
  const row = await db.one<{ used: number }>(
    `SELECT COALESCE(sum(d.size_bytes), 0)::bigint AS used FROM documents d JOIN companies c ON c.id = d.company_id WHERE ${UNPAID}`,
  );
  return Number(row?.used ?? 0);
}

export async function storageUsed(db: Queryable, companyId: string): Promise<number> {
  const row = await db.one<{ used: number }>('SELECT COALESCE(sum(size_bytes), 0)::bigint AS used FROM documents WHERE company_id = $1', [companyId]);
  return Number(row?.used ?? 0);
}

/** One document whose bytes are still in the database (document_files, before the file store), or null. */
export const oneStoredDocumentBytes = (db: Queryable) =>
  db.one<{ document_id: string; company_id: string; content: Uint8Array; sha256: string }>(
    `SELECT f.document_id, f.company_id, f.content, d.sha256
         FROM document_files f JOIN documents d ON d.id = f.document_id
        LIMIT 1`,
  );

export async function correctDocumentHash(db: Queryable, documentId: string, sha256: string): Promise<void> {
  await db.execute(`UPDATE documents SET sha256 = $2 WHERE id = $1`, [documentId, sha256]);
}

export async function deleteStoredDocumentBytes(db: Queryable, documentId: string): Promise<void> {
  await db.execute(`DELETE FROM document_files WHERE document_id = $1`, [documentId]);
}
