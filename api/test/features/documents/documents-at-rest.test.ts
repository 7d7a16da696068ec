import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { encryptPlainFiles } from '../../../src/features/documents/encryptPlainFiles';
import { samplePdf } from '../../../src/features/documents/testFixtures';
import { type SeededTeam, sessionHeaders, type TestApp, testCompanies } from '../../support/testApp';
import { multipart } from '../../support/routeProbes';

jest.setTimeout(120_000);

/** Uploaded documents are encrypted with the data key on disk, in folders only the server's user can open. */
let t: TestApp;
let team: SeededTeam;
beforeAll(async () => ({ t, team } = await testCompanies()));
afterAll(() => t.close());

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const stored = (hash: string) => path.join(t.config.filesDir, hash.slice(0, 2), hash);
const download = (id: string) => t.app.inject({ method: 'GET', url: `/api/documents/${id}/download`, headers: sessionHeaders(team.checker.token) });

async function upload(name: string) {
  const form = multipart({ name, category: 'KYC', nbfcType: 'NBFC below 500Cr' }, `${name}.pdf`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    headers: { ...sessionHeaders(team.maker.token), ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode).toBe(201);
  const row = await t.db.one<{ sha256: string }>('SELECT sha256 FROM documents WHERE id = $1', [res.json().document.id]);
  return { id: res.json().document.id as string, sha256: row!.sha256 };
}

test('ASVS v5.0 11.3.2 ASVS v5.0 14.2.4 an uploaded document is stored AES-256-GCM encrypted, 0600 in 0700 folders, and downloads byte for byte', async () => {
  const doc = await upload('Encrypted policy');
  const onDisk = fs.readFileSync(stored(doc.sha256));
  const original = (await download(doc.id)).rawPayload;
  expect(sha(original)).toBe(doc.sha256);
  expect(onDisk.includes(original.subarray(0, 64))).toBe(false);
  expect(onDisk.includes(Buffer.from('%PDF'))).toBe(false);
  // Header, 12-byte IV, ciphertext as long as the document, 16-byte tag.
  expect(onDisk.length).toBe(8 + 12 + original.length + 16);
  expect(fs.statSync(stored(doc.sha256)).mode & 0o777).toBe(0o600);
  for (const dir of [t.config.dataDir, t.config.filesDir, path.dirname(stored(doc.sha256))]) expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
});

test('ASVS v5.0 11.3.3 a stored document altered on disk is refused, never served', async () => {
  const doc = await upload('Tampered policy');
  const bytes = fs.readFileSync(stored(doc.sha256));
  bytes[bytes.length - 40] ^= 0x01;
  fs.writeFileSync(stored(doc.sha256), bytes);
  const res = await download(doc.id);
  expect(res.statusCode).toBe(500);
  expect(res.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
  expect(res.json()).toEqual({ success: false, message: expect.any(String) });
});

test('a document stored before encryption at rest still downloads, and is encrypted in place at the next start', async () => {
  const content = samplePdf(4321);
  const hash = sha(content);
  fs.mkdirSync(path.dirname(stored(hash)), { recursive: true });
  fs.writeFileSync(stored(hash), content, { mode: 0o644 });
  const row = await t.db.one<{ id: string }>(
    `INSERT INTO documents (company_id, name, category, nbfc_type, file_name, extension, mime_type, size_bytes, sha256, uploaded_by)
     VALUES ($1, 'Old plain upload', 'KYC', 'NBFC below 500Cr', 'old.pdf', 'pdf', 'application/pdf', $2, $3, $4) RETURNING id`,
    [team.companyId, content.length, hash, team.admin.id],
  );
  expect((await download(row!.id)).rawPayload.equals(content)).toBe(true);
  await encryptPlainFiles(t.app);
  const after = fs.readFileSync(stored(hash));
  expect(after.equals(content)).toBe(false);
  expect(after.length).toBe(content.length + 36);
  expect(fs.statSync(stored(hash)).mode & 0o777).toBe(0o600);
  expect((await download(row!.id)).rawPayload.equals(content)).toBe(true);
  // A second start changes nothing.
  await encryptPlainFiles(t.app);
  expect(fs.readFileSync(stored(hash)).equals(after)).toBe(true);
});
