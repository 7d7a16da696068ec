import { buildTestApp, seedTeam, sessionHeaders, type TestApp } from '../../support/testApp';
import { filesOnDisk, multipart, type FilePart } from '../../support/storedFiles';
import { sampleDocx, sampleExe, samplePdf, sampleXls } from '../../../src/features/documents/testFixtures';
import type { DocumentChecklistResponse, DocumentRecord } from 'shared-contracts';

const MiB = 1024 * 1024;
let t: TestApp;
let team: Awaited<ReturnType<typeof seedTeam>>;
let other: Awaited<ReturnType<typeof seedTeam>>;

beforeAll(async () => {
  t = await buildTestApp();
  [team, other] = [await seedTeam(t.app), await seedTeam(t.app, { nbfcType: 'Middle layer' })];
});
afterAll(() => t.close());

const KYC = { name: 'KYC and AML Policy', category: 'KYC', nbfcType: 'NBFC below 500Cr' };

async function upload(token: string, fields: Record<string, string>, file?: FilePart) {
  const form = multipart(fields, file);
  return t.app.inject({ method: 'POST', url: '/api/documents/upload', headers: { ...sessionHeaders(token), ...form.headers }, payload: form.payload });
}

async function list(token: string): Promise<DocumentRecord[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/documents/get', headers: sessionHeaders(token) });
  expect(res.statusCode).toBe(200);
  return res.json().documents;
}

// Uploaded bytes live in the data folder's file store; a refused upload leaves no row and no file there.
const storedFiles = async () => (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM documents'))!.n + filesOnDisk(t.config.filesDir);

describe('upload', () => {
  test('a PDF with name and category is stored as pending with the uploader and the spec message', async () => {
    const res = await upload(team.maker.token, KYC, { fileName: 'kyc-policy.pdf', content: samplePdf() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Document uploaded successfully!' });
    const [doc] = await list(team.admin.token);
    expect(doc).toMatchObject({
      name: KYC.name,
      category: 'KYC',
      fileName: 'kyc-policy.pdf',
      nbfcType: 'NBFC below 500Cr',
      status: 'pending',
      uploadedBy: 'Mohan Maker',
    });
  });

  test('docx and xls pass when the content matches the extension', async () => {
    expect(
      (await upload(team.admin.token, { ...KYC, name: 'Credit Policy', category: 'Other Policies' }, { fileName: 'credit.docx', content: sampleDocx() })).statusCode,
    ).toBe(201);
    expect(
      (await upload(team.admin.token, { ...KYC, name: 'Board Meeting Minutes', category: 'Committees' }, { fileName: 'minutes.xls', content: sampleXls() })).statusCode,
    ).toBe(201);
  });

  test('ASVS v5.0 5.2.1 exactly 10 MiB passes; 10 MiB + 1 byte is a 413 with a clear message and stores nothing', async () => {
    expect((await upload(team.admin.token, KYC, { fileName: 'big.pdf', content: samplePdf(10 * MiB) })).statusCode).toBe(201);
    const before = await storedFiles();
    const res = await upload(team.admin.token, KYC, { fileName: 'too-big.pdf', content: samplePdf(10 * MiB + 1) });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/larger than 10 MB/);
    expect(await storedFiles()).toBe(before);
  });

  test('ASVS v5.0 5.2.2 an executable renamed .pdf, a docx renamed .pdf and a .exe are 415 and store nothing', async () => {
    const before = await storedFiles();
    for (const file of [
      { fileName: 'policy.pdf', content: sampleExe() },
      { fileName: 'policy.pdf', content: sampleDocx() },
      { fileName: 'setup.exe', content: sampleExe() },
      { fileName: 'notes.txt', content: Buffer.from('hello') },
    ]) {
      const res = await upload(team.admin.token, KYC, file);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toMatch(/PDF, Word/);
    }
    expect(await storedFiles()).toBe(before);
  });

  test('form rules: name and file required, category required, known values only', async () => {
    const pdf = { fileName: 'a.pdf', content: samplePdf() };
    const noName = await upload(team.admin.token, { ...KYC, name: '  ' }, pdf);
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Please provide a document name and select a file to upload');
    expect((await upload(team.admin.token, KYC)).json().message).toBe('Please provide a document name and select a file to upload');
    expect((await upload(team.admin.token, { ...KYC, category: '' }, pdf)).json().message).toBe('Please select a category for custom document');
    expect((await upload(team.admin.token, { ...KYC, category: 'Gossip' }, pdf)).statusCode).toBe(400);
    expect((await upload(team.admin.token, { ...KYC, nbfcType: 'Middle layer NBFC' }, pdf)).statusCode).toBe(400);
    expect((await upload(team.admin.token, { ...KYC, companyId: other.companyId }, pdf)).statusCode).toBe(400);
    expect((await upload(team.admin.token, KYC, { fileName: 'empty.pdf', content: Buffer.alloc(0) })).statusCode).toBe(400);
  });

  test('ASVS v5.0 5.3.2 a path in the file name is harmless', async () => {
    const res = await upload(team.admin.token, { ...KYC, name: 'Path test' }, { fileName: '../../x.pdf', content: samplePdf() });
    expect(res.statusCode).toBe(201);
    expect(res.json().document.fileName).toBe('x.pdf');
  });

  test('needs a company session', async () => {
    const form = multipart(KYC, { fileName: 'a.pdf', content: samplePdf() });
    expect((await t.app.inject({ method: 'POST', url: '/api/documents/upload', headers: form.headers, payload: form.payload })).statusCode).toBe(401);
  });
});

describe('review and checklist', () => {
  let pending: DocumentRecord;
  beforeAll(async () => {
    const res = await upload(team.maker.token, { ...KYC, name: 'Fraud Risk Management Policy', category: 'Fraud Risk' }, { fileName: 'frm.pdf', content: samplePdf() });
    pending = res.json().document;
  });
  const review = (token: string, id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/documents/${id}/review`, headers: sessionHeaders(token), payload });
  const entry = async (token: string, name: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/documents/checklist', headers: sessionHeaders(token) });
    const body: DocumentChecklistResponse = res.json();
    return body.categories.flatMap((c) => c.entries).find((e) => e.name === name);
  };

  test('the checklist follows the company type and lists the required-document categories', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/documents/checklist', headers: sessionHeaders(team.admin.token) });
    const body: DocumentChecklistResponse = res.json();
    expect(body.nbfcType).toBe('NBFC below 500Cr');
    expect(body.categories.map((c) => c.category)).toEqual(expect.arrayContaining(['Committees', 'Audit', 'IT', 'KYC', 'Fraud Risk', 'Other Policies']));
    const middle: DocumentChecklistResponse = (await t.app.inject({ method: 'GET', url: '/api/documents/checklist', headers: sessionHeaders(other.admin.token) })).json();
    expect(middle.nbfcType).toBe('Middle layer NBFC');
    expect(middle.categories.flatMap((c) => c.entries).map((e) => e.name)).toContain('Compliance Policy');
    expect(await entry(team.admin.token, 'Fraud Risk Management Policy')).toMatchObject({ done: false });
  });

  test('ASVS v5.0 8.2.2 a maker cannot review; the uploader cannot review its own upload; another company gets 404', async () => {
    expect((await review(team.maker.token, pending.id, { decision: 'approved', comment: '' })).statusCode).toBe(403);
    const own = await upload(team.checker.token, { ...KYC, name: 'Own' }, { fileName: 'own.pdf', content: samplePdf() });
    const self = await review(team.checker.token, own.json().document.id, { decision: 'approved', comment: 'fine' });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot review a document you uploaded');
    expect((await review(other.checker.token, pending.id, { decision: 'approved', comment: '' })).statusCode).toBe(404);
    expect((await review(team.checker.token, pending.id, { decision: 'rejected', comment: ' ' })).statusCode).toBe(400);
    expect((await review(team.checker.token, pending.id, { decision: 'maybe', comment: '' })).statusCode).toBe(400);
    expect((await list(team.admin.token)).find((d) => d.id === pending.id)?.status).toBe('pending');
  });

  test('a checker approves with a comment: recorded, audited, and the checklist entry ticks', async () => {
    const res = await review(team.checker.token, pending.id, { decision: 'approved', comment: 'Board approved 12 Nov' });
    expect(res.statusCode).toBe(200);
    expect(res.json().document).toMatchObject({ status: 'approved', reviewedBy: 'Chitra Checker', reviewComment: 'Board approved 12 Nov' });
    expect(await entry(team.admin.token, 'Fraud Risk Management Policy')).toMatchObject({ done: true });
    const audit = await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM audit_events WHERE action = 'document.approved' AND target_id = $1`, [pending.id]);
    expect(audit?.n).toBe(1);
    const again = await review(team.admin.token, pending.id, { decision: 'rejected', comment: 'no' });
    expect(again.statusCode).toBe(409);
  });

  test('a rejected document does not tick the checklist', async () => {
    const res = await upload(team.maker.token, { ...KYC, name: 'Credit Policy', category: 'Other Policies' }, { fileName: 'c.pdf', content: samplePdf() });
    const rejected = await review(team.admin.token, res.json().document.id, { decision: 'rejected', comment: 'Outdated version' });
    expect(rejected.json().document.status).toBe('rejected');
    expect(await entry(team.admin.token, 'Credit Policy')).toMatchObject({ done: false });
  });
});

describe('company isolation', () => {
  test('lists never show another company documents', async () => {
    const mine = await list(team.admin.token);
    expect(mine.length).toBeGreaterThan(0);
    expect(await list(other.admin.token)).toEqual([]);
  });

  test('ASVS v5.0 3.2.1 ASVS v5.0 5.4.1 ASVS v5.0 5.4.2 ASVS v5.0 8.2.2 download: same company gets the bytes as an attachment; another company gets 404', async () => {
    const content = samplePdf();
    const res = await upload(team.maker.token, { ...KYC, name: 'Download me' }, { fileName: 'Nivedan – KYC.pdf', content });
    const id = res.json().document.id;
    const ok = await t.app.inject({ method: 'GET', url: `/api/documents/${id}/download`, headers: sessionHeaders(team.checker.token) });
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.equals(content)).toBe(true);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(ok.headers['content-disposition']).toMatch(/^attachment; filename="Nivedan _ KYC.pdf"; filename\*=UTF-8''Nivedan%20%E2%80%93%20KYC.pdf$/);
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    const foreign = await t.app.inject({ method: 'GET', url: `/api/documents/${id}/download`, headers: sessionHeaders(other.admin.token) });
    expect(foreign.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/documents/${id}/download` });
    expect(anonymous.statusCode).toBe(401);
    const bogus = await t.app.inject({ method: 'GET', url: `/api/documents/not-an-id/download`, headers: sessionHeaders(team.admin.token) });
    expect(bogus.statusCode).toBe(404);
  });
});
