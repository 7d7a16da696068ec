import { inflateRawSync } from 'node:zlib';
import { repeatedDeflate, rawZip, deflatedEntry, sheetOfRepeatedRows, workbookWithSheet } from '../../support/hostileArchives';
import { multipart } from '../../support/storedFiles';
import { type SeededTeam, sessionHeaders, type TestApp, testCompanies } from '../../support/testApp';
import { readFirstSheet, TEAM_SHEET_LIMITS } from '../../../src/features/uploads/boundedRead';

/**
 * No single upload takes the service down: spreadsheets and Office archives are read in a stopped-at-the-limit
 * thread, and whatever the file claims about itself, what it unpacks to is measured.
 */
jest.setTimeout(300_000);
let t: TestApp;
let team: SeededTeam;
beforeAll(async () => ({ t, team } = await testCompanies()));
afterAll(() => t.close());

const preview = (fileName: string, content: Buffer) => {
  const form = multipart({}, { fileName, content });
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/users/invitations/preview',
    headers: { ...sessionHeaders(team.admin.token), ...form.headers },
    payload: form.payload,
  });
};

const teamCsv = Buffer.from('Name,Email,Role\nKiran Mehta,kiran@example.com,maker\n');

/** The API still serves a normal request after the hostile one. */
async function stillAnswers() {
  expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  const normal = await preview('team.csv', teamCsv);
  expect(normal.statusCode).toBe(200);
  expect(normal.json().rows[0]).toMatchObject({ firstName: 'Kiran', email: 'kiran@example.com' });
}

test('ASVS v5.0 5.2.3 a workbook of 20 million empty rows (under 1 MB) is refused with 413, and the API keeps answering', async () => {
  const rows = '<row/>'.repeat(10_000);
  const workbook = workbookWithSheet(sheetOfRepeatedRows(rows, 2000));
  expect(workbook.length).toBeLessThan(1024 * 1024);
  // The file really is what it claims to hold: 20 million rows once inflated.
  const res = await preview('team.xlsx', workbook);
  expect(res.statusCode).toBe(413);
  expect(res.json().message).toMatch(/unpacks to far more data|more than 1,000 rows/);
  await stillAnswers();
});

test('ASVS v5.0 5.2.3 a sheet within the unpacked size but with too many rows or cells is refused with a message that says which', async () => {
  const manyRows = Array.from({ length: 1500 }, (_, i) => `<row r="${i + 2}"><c r="A${i + 2}"><v>1</v></c></row>`).join('');
  const rowsRes = await preview('team.xlsx', workbookWithSheet(repeatedDeflate(`${manyRows}`, 1)));
  // (the header row is omitted here on purpose: the limit is reached before any header is looked for)
  expect(rowsRes.statusCode).toBe(413);
  expect(rowsRes.json().message).toBe('The sheet has more than 1,000 rows. Please remove empty and extra rows, or split the list into several files.');

  const wideRow = `<row r="1">${'<c><v>1</v></c>'.repeat(30_000)}</row>`;
  const cellsRes = await preview('team.xlsx', workbookWithSheet(repeatedDeflate(wideRow, 1)));
  expect(cellsRes.statusCode).toBe(413);
  expect(cellsRes.json().message).toBe('The sheet has too many cells. Please keep only the columns and rows of the list.');

  const rowFarDown = `<row r="1048576"><c r="A1048576"><v>1</v></c></row>`;
  expect((await preview('team.xlsx', workbookWithSheet(repeatedDeflate(rowFarDown, 1)))).statusCode).toBe(413);
  await stillAnswers();
});

test('a CSV of more than 1,000 lines is refused before it is read on', async () => {
  const res = await preview('team.csv', Buffer.from(`Name,Email,Role\n${'\n'.repeat(500_000)}`));
  expect(res.statusCode).toBe(413);
  expect(res.json().message).toMatch(/more than 1,000 rows/);
});

test('a reading that runs past its time is stopped and answered 413; a broken archive is the wrong type (400)', async () => {
  const sheet = sheetOfRepeatedRows('<row><c t="inlineStr"><is><t>x</t></is></c></row>', 10);
  const workbook = workbookWithSheet(sheet);
  await expect(readFirstSheet(workbook, { ...TEAM_SHEET_LIMITS, maxMillis: 0 })).rejects.toMatchObject({
    statusCode: 413,
    message: expect.stringMatching(/took too long/),
  });
  expect((await readFirstSheet(workbook)).length).toBe(11);
  const broken = Buffer.from(workbook);
  broken.fill(0xff, 200, 400);
  const res = await preview('team.xlsx', broken);
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
});

test('the team list is still read from a real workbook: inline and shared strings, numbers, entities', async () => {
  const sheet =
    '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="inlineStr"><is><t>Role</t></is></c></row>' +
    '<row r="3"><c r="A3" t="inlineStr"><is><r><t>Ravi </t></r><r><t>Iyer &amp; Co</t></r></is></c><c r="B3" t="s"><v>2</v></c><c r="C3" t="inlineStr"><is><t>checker</t></is></c></row></sheetData></worksheet>';
  const workbook = rawZip([
    deflatedEntry('[Content_Types].xml', '<Types/>'),
    deflatedEntry('xl/workbook.xml', '<workbook><sheets><sheet name="People" sheetId="1" r:id="rId7"/></sheets></workbook>'),
    deflatedEntry('xl/_rels/workbook.xml.rels', '<Relationships><Relationship Id="rId7" Target="/xl/worksheets/people.xml"/></Relationships>'),
    deflatedEntry('xl/sharedStrings.xml', '<sst><si><t>Full name</t></si><si><t>E-mail</t><rPh><t>x</t></rPh></si><si><t>ravi@example.com</t></si></sst>'),
    deflatedEntry('xl/worksheets/people.xml', sheet),
  ]);
  const res = await preview('team.xlsx', workbook);
  expect(res.statusCode).toBe(200);
  expect(res.json().rows).toEqual([expect.objectContaining({ line: 3, firstName: 'Ravi', lastName: 'Iyer & Co', email: 'ravi@example.com', role: 'checker' })]);
});

test('ASVS v5.0 5.2.3 a .docx whose directory understates what it unpacks to is measured and refused; nothing is stored', async () => {
  const zeros = repeatedDeflate(Buffer.alloc(1024 * 1024), 300);
  const docx = rawZip([deflatedEntry('[Content_Types].xml', '<Types/>'), { name: 'word/document.xml', data: zeros, deflated: true, declaredSize: 1000 }]);
  expect(() => inflateRawSync(zeros, { maxOutputLength: 1000 })).toThrow();
  const form = multipart({ name: 'KYC and AML Policy', category: 'KYC', nbfcType: 'NBFC below 500Cr' }, { fileName: 'minutes.docx', content: docx });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    headers: { ...sessionHeaders(team.admin.token), ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode).toBe(413);
  expect(res.json().message).toMatch(/unpacks to far more data/);
  const list = await t.app.inject({ method: 'GET', url: '/api/documents/get', headers: sessionHeaders(team.admin.token) });
  expect(list.json().documents).toEqual([]);
  await stillAnswers();
});

test('ASVS v5.0 2.2.1 a multipart body without its boundary is a 400 on every route, never a 500', async () => {
  const routes = ['/api/admin/users/invitations/preview', '/api/documents/upload', '/api/admin/users/invitations', '/api/auth/login', '/api/contact'];
  for (const url of routes) {
    for (const type of ['multipart/form-data', 'multipart/form-data; charset=utf-8', 'multipart/mixed']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { ...sessionHeaders(team.admin.token), 'content-type': type }, payload: '--x\r\n\r\n--x--' });
      expect({ url, type, status: res.statusCode }).toEqual({ url, type, status: 400 });
      expect(res.json().message).toBe('The upload is not a valid multipart form (its boundary is missing)');
    }
  }
  // A boundary that the body never uses: still the client's mistake.
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/users/invitations/preview',
    headers: { ...sessionHeaders(team.admin.token), 'content-type': 'multipart/form-data; boundary=abc' },
    payload: 'not a form at all',
  });
  expect(res.statusCode).toBe(400);
});
