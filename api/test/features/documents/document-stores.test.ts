import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { adoptLocalFiles } from '../../../src/features/documents/adoptLocalFiles';
import { samplePdf } from '../../../src/features/documents/testFixtures';
import { DatabaseBlobs } from '../../../src/features/documents/stores/databaseBlobRepository';
import { DiskBlobs } from '../../../src/features/documents/stores/diskBlobs';
import { moveBlobs } from '../../../src/features/documents/stores/moveBlobs';
import { S3Blobs, type S3Settings } from '../../../src/features/documents/stores/s3Blobs';
import { filesOnDisk, multipart } from '../../support/storedFiles';
import { type SeededTeam, sessionHeaders, type TestApp, testCompanies } from '../../support/testApp';

/**
 * Documents kept where every instance reaches them: in the database (the default with PostgreSQL) or in
 * S3-compatible object storage (here s3rver, a local S3 server); the disk stays the embedded default. The same
 * encryption at rest in each; files move between stores; a missing file is a 410 with a message, never a 500.
 */
const KYC = { name: 'KYC and AML Policy', category: 'KYC', nbfcType: 'NBFC below 500Cr' };
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const upload = (t: TestApp, token: string, content: Buffer, name = KYC.name) => {
  const form = multipart({ ...KYC, name }, { fileName: 'policy.pdf', content });
  return t.app.inject({ method: 'POST', url: '/api/documents/upload', headers: { ...sessionHeaders(token), ...form.headers }, payload: form.payload });
};
const download = (t: TestApp, token: string, id: string) => t.app.inject({ method: 'GET', url: `/api/documents/${id}/download`, headers: sessionHeaders(token) });

jest.setTimeout(180_000);

let s3server: S3rver;
let s3: S3Settings;
const s3dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compliance-s3-'));
beforeAll(async () => {
  s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3dir, configureBuckets: [{ name: 'compliance-documents' }] });
  const { port } = await s3server.run();
  s3 = {
    bucket: 'compliance-documents',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    prefix: 'documents/',
    forcePathStyle: true,
  };
});
afterAll(async () => {
  await s3server.close();
  fs.rmSync(s3dir, { recursive: true, force: true });
});

describe.each(['database', 's3'] as const)('documents kept in %s', (store) => {
  let t: TestApp;
  let team: SeededTeam;
  beforeAll(async () => ({ t, team } = await testCompanies({ overrides: { documentStore: store, s3 } })));
  afterAll(() => t.close());

  test("an upload is stored there, encrypted, not on this machine's disk, and downloads byte for byte", async () => {
    const content = samplePdf(120_000 + (store === 's3' ? 1 : 0));
    const res = await upload(t, team.maker.token, content);
    expect(res.statusCode).toBe(201);
    expect(filesOnDisk(t.config.filesDir)).toBe(0);
    const sealed = await t.app.files.blobs.get(sha(content));
    expect(sealed?.length).toBe(content.length + 36);
    expect(sealed!.includes(content.subarray(0, 64))).toBe(false);
    const back = await download(t, team.checker.token, res.json().document.id);
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(content)).toBe(true);
  });

  test('a second instance with its own data folder opens what the first stored', async () => {
    const content = samplePdf(7_000 + (store === 's3' ? 1 : 0));
    const res = await upload(t, team.admin.token, content, 'Board minutes');
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compliance-other-'));
    // Another machine: its own folders, the same data key (every instance is given DATA_ENCRYPTION_KEY).
    const second = await t.secondInstance!({ dataDir: otherDir, filesDir: path.join(otherDir, 'files'), dataEncryptionKey: t.app.dataKey.toString('base64') });
    try {
      const back = await second.app.inject({ method: 'GET', url: `/api/documents/${res.json().document.id}/download`, headers: sessionHeaders(team.checker.token) });
      expect(back.statusCode).toBe(200);
      expect(back.rawPayload.equals(content)).toBe(true);
    } finally {
      await second.close();
      fs.rmSync(otherDir, { recursive: true, force: true });
    }
  });

  test('a document whose stored file is gone answers 410 with a message, not a 500', async () => {
    const content = samplePdf(9_100 + (store === 's3' ? 1 : 0));
    const res = await upload(t, team.admin.token, content, 'Lost file');
    await t.app.files.blobs.remove(sha(content));
    const back = await download(t, team.admin.token, res.json().document.id);
    expect(back.statusCode).toBe(410);
    expect(back.json()).toEqual({
      success: false,
      message: "This document's file is no longer stored on the server. Please ask the uploader to upload it again, or contact support.",
    });
  });

  test("files an earlier version left on this machine's disk move into the store at start, and open", async () => {
    const content = samplePdf(11_000 + (store === 's3' ? 1 : 0));
    // As the disk store would have written it: the same file store, on the disk.
    const res = await upload(t, team.admin.token, content, 'Old disk file');
    const sealed = (await t.app.files.blobs.get(sha(content)))!;
    await t.app.files.blobs.remove(sha(content));
    await new DiskBlobs(t.config.filesDir).put(sha(content), sealed);
    expect(filesOnDisk(t.config.filesDir)).toBe(1);
    await adoptLocalFiles(t.app);
    expect(filesOnDisk(t.config.filesDir)).toBe(0);
    expect((await download(t, team.checker.token, res.json().document.id)).rawPayload.equals(content)).toBe(true);
  });
});

test('storage:move carries every file disk -> database -> S3 -> disk, checked, and the documents still open', async () => {
  const { t, team } = await testCompanies();
  try {
    const contents = [samplePdf(3_001), samplePdf(3_002), samplePdf(3_003)];
    const ids: string[] = [];
    for (const [i, content] of contents.entries()) ids.push((await upload(t, team.admin.token, content, `Policy ${i}`)).json().document.id);
    const disk = new DiskBlobs(t.config.filesDir);
    const database = new DatabaseBlobs(t.db);
    const bucket = new S3Blobs({ ...s3, prefix: `move-${Date.now()}/` });
    expect(await moveBlobs(disk, database, { removeFromSource: true })).toEqual({ copied: 3, present: 0, removed: 3 });
    expect(await moveBlobs(database, bucket, { removeFromSource: true })).toEqual({ copied: 3, present: 0, removed: 3 });
    // Run again after a crash: nothing left to do, nothing lost.
    expect(await moveBlobs(database, bucket)).toEqual({ copied: 0, present: 0, removed: 0 });
    expect((await bucket.hashes()).sort()).toEqual(contents.map(sha).sort());
    expect(await moveBlobs(bucket, disk)).toEqual({ copied: 3, present: 0, removed: 0 });
    expect(await moveBlobs(bucket, disk)).toEqual({ copied: 0, present: 3, removed: 0 });
    bucket.close();
    for (const [i, id] of ids.entries()) expect((await download(t, team.checker.token, id)).rawPayload.equals(contents[i])).toBe(true);
  } finally {
    await t.close();
  }
});
