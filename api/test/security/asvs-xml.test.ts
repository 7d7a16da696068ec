import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { zipOf } from '../../src/features/documents/testFixtures';
import { multipart } from '../support/storedFiles';
import { type SeededTeam, sessionHeaders, type TestApp, testCompanies } from '../support/testApp';

/**
 * The one place the server parses XML: an admin's XLSX team list (ExcelJS reads the workbook's XML parts).
 * Hostile XML inside a real workbook must neither reach files on the server nor expand without bound.
 */
let t: TestApp;
let team: SeededTeam;
let secretDir: string;
beforeAll(async () => {
  ({ t, team } = await testCompanies());
  secretDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xxe-'));
  fs.writeFileSync(path.join(secretDir, 'secret.txt'), 'XXE-SECRET-4711');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(secretDir, { recursive: true, force: true });
});

/** The parts of a ZIP (stored or deflated), by name. */
function unzip(zip: Buffer): Record<string, string> {
  const end = zip.length - 22;
  let at = zip.readUInt32LE(end + 16);
  const parts: Record<string, string> = {};
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    parts[name] = (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return parts;
}

/** A real team-list workbook whose shared strings carry `doctype` and show `reference` in place of the name. */
async function hostileWorkbook(doctype: string, reference: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Team').addRows([
    ['Name', 'E-mail', 'Role'],
    ['PLACEHOLDER', 'kiran@example.com', 'maker'],
  ]);
  const parts = unzip(Buffer.from(await workbook.xlsx.writeBuffer()));
  const strings = parts['xl/sharedStrings.xml'];
  expect(strings).toContain('PLACEHOLDER');
  parts['xl/sharedStrings.xml'] = strings.replace(/^(<\?xml[^>]*\?>)?/, (decl) => `${decl}${doctype}`).replace('PLACEHOLDER', reference);
  return zipOf(parts);
}

const preview = (content: Buffer) => {
  const form = multipart({}, { fileName: 'team.xlsx', content });
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/users/invitations/preview',
    headers: { ...sessionHeaders(team.admin.token), ...form.headers },
    payload: form.payload,
  });
};

test('ASVS v5.0 1.5.1 an external entity in an uploaded workbook is never resolved: no server file reaches the answer', async () => {
  const plain = await preview(await hostileWorkbook('', 'Kiran Mehta'));
  expect(plain.statusCode).toBe(200);
  expect(plain.json().rows[0]).toMatchObject({ firstName: 'Kiran', lastName: 'Mehta' });
  const secret = `file://${path.join(secretDir, 'secret.txt')}`;
  for (const doctype of [`<!DOCTYPE sst [<!ENTITY xxe SYSTEM "${secret}">]>`, `<!DOCTYPE sst [<!ENTITY % p SYSTEM "${secret}"> %p;]>`]) {
    const res = await preview(await hostileWorkbook(doctype, '&xxe;'));
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toContain('XXE-SECRET-4711');
  }
});

test('ASVS v5.0 1.5.1 nested entities (billion laughs) do not expand: the answer stays small', async () => {
  const laughs = ['<!ENTITY l0 "ha">', ...Array.from({ length: 9 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`)].join('');
  const res = await preview(await hostileWorkbook(`<!DOCTYPE sst [${laughs}]>`, '&l9;'));
  expect(res.statusCode).toBeLessThan(500);
  expect(res.body.length).toBeLessThan(10_000);
});
