import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { moveDocumentBytesToFiles } from '../../../src/features/documents/moveBytesToFiles';
import { samplePdf, sampleDocx, sampleExe } from '../../../src/features/documents/testFixtures';
import { filesOnDisk, multipart, tempFiles } from '../../support/storedFiles';
import { type SeededTeam, sessionHeaders, type TestApp, testCompanies } from '../../support/testApp';

/**
 * Document bytes live in content-addressed files under the data folder, not in the database:
 * streamed in and out, the same checks, and all or nothing (no row without its file, no file
 * without a row) whatever fails.
 */
let t: TestApp;
let team: SeededTeam;
let other: SeededTeam;
beforeAll(async () => ({ t, team, other } = await testCompanies({ other: true })));
afterAll(() => t.close());

const KYC = { name: 'KYC and AML Policy', category: 'KYC', nbfcType: 'NBFC below 500Cr' };
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const rows = async () => (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM documents'))!.n;

const upload = (token: string, fields: Record<string, string>, file?: { fileName: string; content: Buffer }) => {
  const form = multipart(fields, file);
  return t.app.inject({ method: 'POST', url: '/api/documents/upload', headers: { ...sessionHeaders(token), ...form.headers }, payload: form.payload });
};
const download = (token: string, id: string) => t.app.inject({ method: 'GET', url: `/api/documents/${id}/download`, headers: sessionHeaders(token) });

describe('file store', () => {
  test('an upload is stored as DATA_DIR/files/<ab>/<sha-256>, not in the database, and downloads byte for byte', async () => {
    const content = samplePdf(300_000);
    const res = await upload(team.maker.token, KYC, { fileName: 'kyc.pdf', content });
    expect(res.statusCode).toBe(201);
    const file = path.join(t.config.dataDir, 'files', sha(content).slice(0, 2), sha(content));
    // Encrypted at rest (documents-at-rest.test.ts): the file is there, its bytes are not the document's.
    expect(fs.readFileSync(file).length).toBe(content.length + 36);
    expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM document_files'))!.n).toBe(0);
    const stored = await t.db.one<{ sha256: string; size_bytes: number }>('SELECT sha256, size_bytes FROM documents WHERE id = $1', [res.json().document.id]);
    expect(stored).toEqual({ sha256: sha(content), size_bytes: content.length });
    const back = await download(team.checker.token, res.json().document.id);
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-length']).toBe(String(content.length));
    expect(back.rawPayload.equals(content)).toBe(true);
    expect(tempFiles(t.config.filesDir)).toEqual([]);
  });

  test('the same bytes uploaded twice (even by two companies) are stored once; each company still sees only its own document', async () => {
    const content = sampleDocx();
    const before = filesOnDisk(t.config.filesDir);
    const mine = await upload(team.admin.token, { ...KYC, name: 'Credit Policy', category: 'Other Policies' }, { fileName: 'c.docx', content });
    const theirs = await upload(other.admin.token, { ...KYC, name: 'Credit Policy', category: 'Other Policies' }, { fileName: 'c.docx', content });
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(filesOnDisk(t.config.filesDir)).toBe(before + 1);
    expect((await download(other.admin.token, mine.json().document.id)).statusCode).toBe(404);
    expect((await download(other.admin.token, theirs.json().document.id)).rawPayload.equals(content)).toBe(true);
  });

  test('refused uploads (too large, wrong content, missing name) leave no row, no file and no temporary file', async () => {
    const [rowsBefore, filesBefore] = [await rows(), filesOnDisk(t.config.filesDir)];
    expect((await upload(team.admin.token, KYC, { fileName: 'big.pdf', content: samplePdf(10 * 1024 * 1024 + 1) })).statusCode).toBe(413);
    expect((await upload(team.admin.token, KYC, { fileName: 'x.pdf', content: sampleExe() })).statusCode).toBe(415);
    expect((await upload(team.admin.token, { ...KYC, name: '' }, { fileName: 'x.pdf', content: samplePdf(1234) })).statusCode).toBe(400);
    expect(await rows()).toBe(rowsBefore);
    expect(filesOnDisk(t.config.filesDir)).toBe(filesBefore);
    expect(tempFiles(t.config.filesDir)).toEqual([]);
  });

  describe('when the database refuses the row', () => {
    beforeAll(async () => {
      await t.db.exec(`
        CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.name = 'Boom' THEN RAISE EXCEPTION 'simulated database failure'; END IF;
          RETURN NEW;
        END $$;
        CREATE TRIGGER documents_refuse_boom BEFORE INSERT ON documents FOR EACH ROW EXECUTE FUNCTION refuse_boom();`);
    });
    afterAll(() => t.db.exec('DROP TRIGGER documents_refuse_boom ON documents; DROP FUNCTION refuse_boom();'));

    test('the new file is removed again: no row, no orphan file', async () => {
      const content = samplePdf(4321);
      const [rowsBefore, filesBefore] = [await rows(), filesOnDisk(t.config.filesDir)];
      const res = await upload(team.admin.token, { ...KYC, name: 'Boom' }, { fileName: 'boom.pdf', content });
      expect(res.statusCode).toBe(500);
      expect(await rows()).toBe(rowsBefore);
      expect(filesOnDisk(t.config.filesDir)).toBe(filesBefore);
      expect(fs.existsSync(path.join(t.config.filesDir, sha(content).slice(0, 2), sha(content)))).toBe(false);
      expect(tempFiles(t.config.filesDir)).toEqual([]);
    });

    test('a file another document already uses stays', async () => {
      const content = samplePdf(5555);
      const kept = await upload(team.admin.token, { ...KYC, name: 'Kept' }, { fileName: 'kept.pdf', content });
      expect(kept.statusCode).toBe(201);
      expect((await upload(team.admin.token, { ...KYC, name: 'Boom' }, { fileName: 'boom.pdf', content })).statusCode).toBe(500);
      expect((await download(team.admin.token, kept.json().document.id)).rawPayload.equals(content)).toBe(true);
    });
  });

  test('a multipart upload without a boundary is a 400 with a clear message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { ...sessionHeaders(team.admin.token), 'content-type': 'multipart/form-data' },
      payload: 'name=x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The upload is not a valid multipart form (its boundary is missing)' });
  });

  test('documents stored in the database before the file store are moved to files at start, and download as before', async () => {
    const content = samplePdf(7777);
    const row = await t.db.one<{ id: string }>(
      `INSERT INTO documents (company_id, name, category, nbfc_type, file_name, extension, mime_type, size_bytes, sha256, uploaded_by)
       VALUES ($1, 'Old upload', 'KYC', 'NBFC below 500Cr', 'old.pdf', 'pdf', 'application/pdf', $2, $3, $4) RETURNING id`,
      [team.companyId, content.length, sha(content), team.admin.id],
    );
    await t.db.execute('INSERT INTO document_files (document_id, company_id, content) VALUES ($1, $2, $3)', [row!.id, team.companyId, content]);
    await moveDocumentBytesToFiles(t.app);
    expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM document_files'))!.n).toBe(0);
    expect(fs.existsSync(path.join(t.config.filesDir, sha(content).slice(0, 2), sha(content)))).toBe(true);
    expect((await download(team.checker.token, row!.id)).rawPayload.equals(content)).toBe(true);
  });

  test('while an upload is still arriving, other requests are answered (it holds no database connection)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const form = multipart({ ...KYC, name: 'Slow upload' }, { fileName: 'slow.pdf', content: samplePdf(2 * 1024 * 1024) });
    const slow = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/documents/upload',
      headers: { ...sessionHeaders(team.maker.token), ...form.headers, 'content-length': form.payload.length },
    });
    const answered = new Promise<number>((resolve, reject) => {
      slow.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      slow.on('error', reject);
    });
    slow.write(form.payload.subarray(0, 1024 * 1024));
    // Half the file is in; the upload's handler is streaming it to disk.
    await new Promise((r) => setTimeout(r, 300));
    const meanwhile = await fetch(`http://127.0.0.1:${port}/api/tasks/my-tasks`, { headers: sessionHeaders(other.maker.token) });
    expect(meanwhile.status).toBe(200);
    slow.end(form.payload.subarray(1024 * 1024));
    expect(await answered).toBe(201);
  });
});
