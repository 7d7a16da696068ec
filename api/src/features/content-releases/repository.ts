import type { Queryable } from '../../db/database';
import type { ReleaseComparison } from 'shared-contracts';

// SQL of content releases (platform-wide: no company scope; only the super-admin's routes reach it).

export type StoredState = 'draft' | 'approved' | 'published' | 'rolled_back';

export interface ReleaseRow {
  id: string;
  library_id: string;
  library_kind: string;
  library_name: string;
  version: string;
  file_name: string;
  checksum: string;
  state: StoredState;
  comparison: ReleaseComparison;
  effective_date: string | null;
  uploaded_by: string | null;
  uploaded_at: Date;
  uploader: string | null;
  approved_at: Date | null;
  approver: string | null;
  published_at: Date | null;
  publisher: string | null;
  rolled_back_at: Date | null;
  roller: string | null;
}

const name = (alias: string) => `NULLIF(trim(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, '')), '')`;

const SELECT = `SELECT r.id, r.library_id, r.library_kind, r.library_name, r.version, r.file_name, r.checksum, r.state, r.comparison,
         r.effective_date, r.uploaded_by, r.uploaded_at, ${name('u')} AS uploader, r.approved_at, ${name('a')} AS approver,
         r.published_at, ${name('p')} AS publisher, r.rolled_back_at, ${name('b')} AS roller
    FROM content_releases r
    LEFT JOIN users u ON u.id = r.uploaded_by LEFT JOIN users a ON a.id = r.approved_by
    LEFT JOIN users p ON p.id = r.published_by LEFT JOIN users b ON b.id = r.rolled_back_by`;

export const listReleases = (db: Queryable) => db.query<ReleaseRow>(`${SELECT} ORDER BY r.uploaded_at DESC, r.library_id LIMIT 200`);

export const findRelease = (db: Queryable, id: string) => db.one<ReleaseRow>(`${SELECT} WHERE r.id = $1`, [id]);

/** Locks the release for one step (the state checks and the change happen in one transaction). */
export const lockRelease = (tx: Queryable, id: string) =>
  tx.one<{ id: string; library_id: string; version: string; state: StoredState; uploaded_by: string | null; effective_date: string | null }>(
    'SELECT id, library_id, version, state, uploaded_by, effective_date FROM content_releases WHERE id = $1 FOR UPDATE',
    [id],
  );

export interface NewRelease {
  libraryId: string;
  libraryKind: string;
  libraryName: string;
  version: string;
  fileName: string;
  body: string;
  checksum: string;
  comparison: ReleaseComparison;
  uploadedBy: string;
}

/** Stores a draft; null when the library already has a release of this version. */
export const insertRelease = (tx: Queryable, r: NewRelease) =>
  tx.one<{ id: string }>(
    `INSERT INTO content_releases (library_id, library_kind, library_name, version, file_name, body, checksum, comparison, uploaded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)
     ON CONFLICT (library_id, version) DO NOTHING RETURNING id`,
    [r.libraryId, r.libraryKind, r.libraryName, r.version, r.fileName, r.body, r.checksum, JSON.stringify(r.comparison), r.uploadedBy],
  );

export const markApproved = (tx: Queryable, id: string, userId: string) =>
  tx.execute(`UPDATE content_releases SET state = 'approved', approved_by = $2, approved_at = now() WHERE id = $1 AND state = 'draft'`, [id, userId]);

export const markPublished = (tx: Queryable, id: string, userId: string, effectiveDate: string) =>
  tx.execute(`UPDATE content_releases SET state = 'published', published_by = $2, published_at = now(), effective_date = $3 WHERE id = $1 AND state = 'approved'`, [
    id,
    userId,
    effectiveDate,
  ]);

export const markRolledBack = (tx: Queryable, id: string, userId: string) =>
  tx.execute(`UPDATE content_releases SET state = 'rolled_back', rolled_back_by = $2, rolled_back_at = now() WHERE id = $1 AND state = 'published'`, [id, userId]);

export interface PublishedRow {
  id: string;
  library_id: string;
  version: string;
  effective_date: string;
  published_at: Date;
}

/** Every published release (not rolled back): what each instance's live content is built from. */
export const publishedReleases = (db: Queryable) =>
  db.query<PublishedRow>(
    `SELECT id, library_id, version, effective_date, published_at FROM content_releases WHERE state = 'published' ORDER BY library_id, effective_date, published_at`,
  );

/** The stored files of these releases. */
export const releaseBodies = (db: Queryable, ids: string[]) =>
  db.query<{ id: string; file_name: string; body: string }>('SELECT id, file_name, body FROM content_releases WHERE id = ANY($1::uuid[])', [ids]);

/** Every company with its type, for the comparison's reach (suspended companies too: their data stays). */
export const companiesForComparison = (db: Queryable) =>
  db.query<{ id: string; company_name: string; nbfc_type: string | null }>('SELECT id, company_name, nbfc_type FROM companies ORDER BY company_name, id');

/** The companies that have answered any of these items (any period). */
export const companiesAnswering = (db: Queryable, itemIds: string[]) =>
  itemIds.length === 0
    ? Promise.resolve([])
    : db.query<{ company_id: string }>('SELECT DISTINCT company_id FROM assessment_answers WHERE question_id = ANY($1::text[])', [itemIds]);
