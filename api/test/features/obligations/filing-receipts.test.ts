import type { CalendarEntry } from 'shared-contracts';
import { samplePdf, samplePng, sampleJpg, sampleExe } from '../../../src/features/documents/testFixtures';
import { addDays } from '../../../src/dates';
import { buildTestApp, type SeededTeam, sessionHeaders, type TestApp } from '../../support/testApp';
import { action, occurrences, request, today, trackedTeam, uploadReceipt } from '../../support/obligations';

// Recording a filing for every kind of company: the receipt is uploaded from the filing itself under the company's
// own document type (PNG and JPG too), and it is approved with the filing, once.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A team of the given registered NBFC type, with EPF owned by the maker and signed off by the checker. */
async function teamOf(nbfcType: string, assetSizeCr = 100): Promise<SeededTeam> {
  const team = await trackedTeam(t);
  await t.db.execute('UPDATE companies SET nbfc_type = $2, current_asset_size = $3 WHERE id = $1', [team.companyId, nbfcType, assetSizeCr]);
  const owners = await request(t, 'PUT', '/api/obligations/owners', team.admin.token, {
    owners: [{ obligationId: 'LAB-EPF-MONTHLY', assigneeId: team.maker.id, checkerId: team.checker.id, leadDays: 10 }],
  });
  expect(owners.statusCode).toBe(200);
  return team;
}

function form(fileName: string, bytes: Buffer, fields: Record<string, string> = {}) {
  const boundary = '----receiptform';
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(parts.join('')), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

const uploadFor = (token: string, occurrenceId: string, fileName: string, bytes: Buffer, fields?: Record<string, string>) => {
  const f = form(fileName, bytes, fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/obligations/occurrences/${occurrenceId}/receipt`,
    headers: { ...sessionHeaders(token), ...f.headers },
    payload: f.payload,
  });
};

const epf = async (team: SeededTeam) => (await occurrences(t, team.maker.token)).filter((o: CalendarEntry) => o.obligationId === 'LAB-EPF-MONTHLY' && o.dueDate < today);

const documentRow = (id: string) =>
  t.db.one<{ status: string; category: string; nbfc_type: string; extension: string; mime_type: string; reviewed_by: string | null }>(
    'SELECT status, category, nbfc_type, extension, mime_type, reviewed_by FROM documents WHERE id = $1',
    [id],
  );

describe.each([
  ['a Middle-layer NBFC', 'Middle layer', 1500, 'Middle layer NBFC', 'receipt.png', samplePng(), 'png'],
  ['an HFC', 'Housing Finance Companies', 2500, 'Middle layer NBFC', 'ack.jpeg', sampleJpg(), 'jpg'],
  ['a Base-layer NBFC above Rs 500 crore', 'Base layer', 800, 'NBFC above 500Cr', 'challan.pdf', samplePdf(), 'pdf'],
  ['a CIC', 'Core Investment Companies', 900, 'Core Investment Company', 'portal.png', samplePng(), 'png'],
])('%s records a filing with a receipt uploaded from the filing', (_label, nbfcType, assetSize, documentType, fileName, bytes, extension) => {
  test('the receipt takes the company type; the checker approves filing and receipt at once; the queue never lists the receipt', async () => {
    const team = await teamOf(nbfcType, assetSize);
    const [occurrence] = await epf(team);
    const uploaded = await uploadFor(team.maker.token, occurrence!.id, fileName, bytes);
    expect(uploaded.statusCode).toBe(201);
    const receipt = uploaded.json().document;
    expect(receipt).toMatchObject({ nbfcType: documentType, category: 'Filing receipts', status: 'pending', name: expect.stringMatching(/^Receipt: /) });
    expect(await documentRow(receipt.id)).toMatchObject({ extension, nbfc_type: documentType });

    // Uploaded but not yet named by a filing: still not a document to approve on its own.
    const before = (await request(t, 'GET', '/api/sign-off/queue', team.checker.token)).json();
    expect(before.documents.map((d: { id: string }) => d.id)).not.toContain(receipt.id);

    const recorded = await action(t, team.maker.token, occurrence!.id, 'filing', { filedOn: today, acknowledgement: 'ACK-1', receiptDocumentId: receipt.id });
    expect(recorded.statusCode).toBe(200);
    const queue = (await request(t, 'GET', '/api/sign-off/queue', team.checker.token)).json();
    expect(queue.filings.map((f: { id: string }) => f.id)).toContain(occurrence!.id);
    expect(queue.documents.map((d: { id: string }) => d.id)).not.toContain(receipt.id);

    const approved = await action(t, team.checker.token, occurrence!.id, 'approve', { password: team.checker.password });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().occurrence.filing).toMatchObject({ reviewOutcome: 'approved', reviewedBy: { name: 'Chitra Checker' } });
    expect(await documentRow(receipt.id)).toMatchObject({ status: 'approved', reviewed_by: team.checker.id });
    const audit = await t.db.one<{ after: { occurrenceId: string } }>(`SELECT after FROM audit_events WHERE action = 'document.approved' AND target_id = $1`, [
      receipt.id,
    ]);
    expect(audit?.after.occurrenceId).toBe(occurrence!.id);
  });
});

describe('the receipt upload refuses what it must, and changes nothing', () => {
  let team: SeededTeam;
  let id: string;
  beforeAll(async () => {
    team = await teamOf('Middle layer', 1500);
    id = (await epf(team))[0]!.id;
  });
  const documentCount = async () => (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM documents WHERE company_id = $1', [team.companyId]))!.n;

  test('an executable named .png, a PNG named .pdf and a text file are refused with the allowed kinds named', async () => {
    const count = await documentCount();
    for (const [name, bytes] of [
      ['shot.png', sampleExe()],
      ['shot.pdf', samplePng()],
      ['notes.txt', Buffer.from('hello')],
    ] as const) {
      const res = await uploadFor(team.maker.token, id, name, bytes);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toMatch(/PDF, Word \(doc, docx\), Excel \(xls, xlsx\), PNG or JPG/);
    }
    expect(await documentCount()).toBe(count);
  });

  test('only who may record the filing uploads its receipt; the browser cannot choose the type or category', async () => {
    const checker = await uploadFor(team.checker.token, id, 'r.png', samplePng());
    expect(checker.statusCode).toBe(403);
    const unknown = await uploadFor(team.maker.token, '00000000-0000-4000-8000-000000000000', 'r.png', samplePng());
    expect(unknown.statusCode).toBe(404);
    const chosen = await uploadFor(team.maker.token, id, 'r.png', samplePng(), { nbfcType: 'NBFC below 500Cr' });
    expect(chosen.statusCode).toBe(400);
  });

  test('an image is still refused by the register upload (only receipts may be images)', async () => {
    const f = form('shot.png', samplePng(), { name: 'Shot', category: 'Other Policies' });
    const res = await t.app.inject({ method: 'POST', url: '/api/documents/upload', headers: { ...sessionHeaders(team.maker.token), ...f.headers }, payload: f.payload });
    expect(res.statusCode).toBe(415);
  });

  test('a receipt picked from the register still works, unless it was rejected there', async () => {
    const picked = await uploadReceipt(t, team.maker.token, 'Register receipt');
    const rejected = await request(t, 'PATCH', `/api/documents/${picked}/review`, team.checker.token, { decision: 'rejected', comment: 'Blurred' });
    expect(rejected.statusCode).toBe(200);
    const refused = await action(t, team.maker.token, id, 'filing', { filedOn: today, acknowledgement: 'ACK-2', receiptDocumentId: picked });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This document was rejected in the register: attach another receipt');
    const good = await uploadReceipt(t, team.maker.token, 'Second receipt');
    expect((await action(t, team.maker.token, id, 'filing', { filedOn: today, acknowledgement: 'ACK-2', receiptDocumentId: good })).statusCode).toBe(200);
  });
});

test('a returned filing reads "Returned by <name>: <comment>", also when the checker approved its receipt in the register', async () => {
  const team = await teamOf('Middle layer', 1500);
  const [occurrence] = await epf(team);
  const receipt = await uploadReceipt(t, team.maker.token, 'Receipt approved in the register');
  expect((await request(t, 'PATCH', `/api/documents/${receipt}/review`, team.checker.token, { decision: 'approved', comment: 'ok' })).statusCode).toBe(200);
  expect((await action(t, team.maker.token, occurrence!.id, 'filing', { filedOn: today, acknowledgement: 'ACK-3', receiptDocumentId: receipt })).statusCode).toBe(200);
  const returned = await action(t, team.checker.token, occurrence!.id, 'return', { comment: 'Wrong challan month' });
  expect(returned.statusCode).toBe(200);
  // Past its due date the returned filing is overdue again: its review still says returned, never approved.
  expect(returned.json().occurrence).toMatchObject({ status: 'overdue', filing: { reviewOutcome: 'returned', reviewComment: 'Wrong challan month' } });
  const csv = await request(t, 'GET', `/api/obligations/calendar/export.csv?from=${occurrence!.dueDate}&to=${addDays(occurrence!.dueDate, 1)}`, team.maker.token);
  expect(csv.statusCode).toBe(200);
  expect(csv.body).toContain('Returned by Chitra Checker: Wrong challan month');
  expect(csv.body).not.toContain('Approved by');
});
