import type { ContentRelease, ContentReleaseResponse, ContentReleasesResponse, UploadContentReleaseRequest } from 'shared-contracts';
import { compareVersions } from '../../content';
import type { Database } from '../../db/database';
import { istDate } from '../../dates';
import { HttpError, notFound } from '../../httpError';
import { recordAudit } from '../audit/auditService';
import { compareRelease } from './comparison';
import type { LiveContent } from './liveContent';
import { checkReleaseFile } from './releaseFile';
import { findRelease, insertRelease, listReleases, lockRelease, markApproved, markPublished, markRolledBack, publishedReleases, type ReleaseRow } from './repository';

// The steps of a content release: upload (draft), approval by another super-admin (maker-checker on the law itself),
// publication with an effective date, rollback. Each step is one transaction with its audit row; every instance
// follows at commit (liveContent.ts).

export interface Operator {
  userId: string;
  ip: string;
}

const step = (at: Date | null, by: string | null) => (at ? { by, at: at.toISOString() } : null);

function releaseOf(row: ReleaseRow, live: LiveContent): ContentRelease {
  const scheduled = row.state === 'published' && row.effective_date !== null && row.effective_date > istDate();
  return {
    id: row.id,
    libraryId: row.library_id,
    libraryName: row.library_name,
    libraryKind: row.library_kind,
    version: row.version,
    fileName: row.file_name,
    checksum: row.checksum,
    state: scheduled ? 'scheduled' : row.state,
    live: live.liveIds.has(row.id),
    effectiveDate: row.effective_date,
    uploaded: step(row.uploaded_at, row.uploader),
    uploadedById: row.uploaded_by,
    approved: step(row.approved_at, row.approver),
    published: step(row.published_at, row.publisher),
    rolledBack: step(row.rolled_back_at, row.roller),
    comparison: row.comparison,
  };
}

async function answer(db: Database, live: LiveContent, id: string, message: string): Promise<ContentReleaseResponse> {
  await live.refresh();
  return { success: true, message, release: releaseOf((await findRelease(db, id))!, live) };
}

const audit = (db: Parameters<typeof recordAudit>[0], who: Operator, action: string, id: string, after: Record<string, unknown>) =>
  recordAudit(db, { companyId: null, actorId: who.userId, actorRole: 'super-admin', action, targetType: 'content_release', targetId: id, after, ip: who.ip });

export async function listContentReleases(db: Database, live: LiveContent): Promise<ContentReleasesResponse> {
  const rows = await listReleases(db);
  return {
    success: true,
    libraries: live
      .libraries()
      .map((file) => ({
        id: file.id,
        name: file.name,
        kind: file.kind,
        version: file.version,
        source: live.fromRelease(file.id) ? ('release' as const) : ('seed' as const),
      }))
      .sort((a, b) => a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id)),
    releases: rows.map((row) => releaseOf(row, live)),
  };
}

export async function contentRelease(db: Database, live: LiveContent, id: string): Promise<ContentReleaseResponse> {
  const row = await findRelease(db, id);
  if (!row) throw notFound('No content release has this id');
  return { success: true, message: '', release: releaseOf(row, live) };
}

/** Checks the file, compares it with the live library and stores it as a draft; nothing is stored when a check fails. */
export async function uploadRelease(db: Database, live: LiveContent, who: Operator, input: UploadContentReleaseRequest): Promise<ContentReleaseResponse> {
  const checked = checkReleaseFile(input, live);
  const comparison = await compareRelease(db, live.current(), checked.liveFile, checked.next, checked.file);
  const { file } = checked;
  const id = await db.transaction(async (tx) => {
    const stored = await insertRelease(tx, {
      libraryId: file.id,
      libraryKind: file.kind,
      libraryName: file.name,
      version: file.version,
      fileName: input.fileName,
      body: input.content,
      checksum: checked.checksum,
      comparison,
      uploadedBy: who.userId,
    });
    if (!stored) throw new HttpError(409, `${file.id} already has a release of version ${file.version}`);
    await audit(tx, who, 'content_release.uploaded', stored.id, {
      library: file.id,
      version: file.version,
      checksum: checked.checksum,
      companiesAffected: comparison.companiesAffected,
    });
    return stored.id;
  });
  return answer(db, live, id, `Release ${file.version} of ${file.name} uploaded: another super-admin must approve it`);
}

export async function approveRelease(db: Database, live: LiveContent, who: Operator, id: string): Promise<ContentReleaseResponse> {
  const refusal = await db.transaction(async (tx) => {
    const release = await lockRelease(tx, id);
    if (!release) throw notFound('No content release has this id');
    if (release.state !== 'draft') throw new HttpError(409, 'Only a release awaiting approval can be approved');
    if (release.uploaded_by === who.userId) {
      // The refusal is kept in the audit trail: it is the control working.
      await audit(tx, who, 'content_release.self_approval_refused', id, { library: release.library_id, version: release.version });
      return 'The operator who uploaded a release cannot approve it: another super-admin must';
    }
    await markApproved(tx, id, who.userId);
    await audit(tx, who, 'content_release.approved', id, { library: release.library_id, version: release.version });
    return null;
  });
  if (refusal) throw new HttpError(403, refusal);
  return answer(db, live, id, 'Release approved: it can now be published');
}

export async function publishRelease(db: Database, live: LiveContent, who: Operator, id: string, effectiveDate: string): Promise<ContentReleaseResponse> {
  if (Number.isNaN(Date.parse(`${effectiveDate}T00:00:00Z`)) || new Date(`${effectiveDate}T00:00:00Z`).toISOString().slice(0, 10) !== effectiveDate) {
    throw new HttpError(400, 'Effective date must be a real date (YYYY-MM-DD)');
  }
  const today = istDate();
  if (effectiveDate < today) throw new HttpError(400, 'The effective date cannot be before today');
  await db.transaction(async (tx) => {
    const release = await lockRelease(tx, id);
    if (!release) throw notFound('No content release has this id');
    if (release.state === 'draft') throw new HttpError(409, 'A release must be approved by another super-admin before it is published');
    if (release.state !== 'approved') throw new HttpError(409, 'Only an approved release can be published');
    const seed = live.seed.get(release.library_id);
    const newer = (await publishedReleases(tx)).filter((row) => row.library_id === release.library_id && compareVersions(row.version, release.version) >= 0);
    if (newer.length > 0 || (seed && compareVersions(seed.version, release.version) >= 0)) {
      throw new HttpError(409, `A newer version of ${release.library_id} is already published (${newer[0]?.version ?? seed!.version})`);
    }
    await markPublished(tx, id, who.userId, effectiveDate);
    await audit(tx, who, 'content_release.published', id, { library: release.library_id, version: release.version, effectiveDate });
  });
  return answer(
    db,
    live,
    id,
    effectiveDate > today ? `Release scheduled: it becomes the live library on ${effectiveDate}` : 'Release published: every instance serves it now',
  );
}

export async function rollBackRelease(db: Database, live: LiveContent, who: Operator, id: string): Promise<ContentReleaseResponse> {
  await db.transaction(async (tx) => {
    const release = await lockRelease(tx, id);
    if (!release) throw notFound('No content release has this id');
    if (release.state !== 'published') throw new HttpError(409, 'Only a published or scheduled release can be rolled back');
    await markRolledBack(tx, id, who.userId);
    await audit(tx, who, 'content_release.rolled_back', id, { library: release.library_id, version: release.version });
  });
  await live.refresh();
  const library = live.fileOf((await findRelease(db, id))!.library_id)!;
  return answer(db, live, id, `Release rolled back: ${library.name} is live at version ${library.version} again`);
}
