import zlib from 'node:zlib';
import { calendarWordings, wordingKey, type CalendarResponse } from 'shared-contracts';
import { addDays } from '../src/dates';
import { acceptedEncoding } from '../src/readCache';
import { bearer, buildTestApp, type SeededTeam, type TestApp } from './helper';
import { request, today, trackedTeam } from './obligation-support';

// Issue 28 (speed): the month answer names each obligation's citation and source once (the obligations list, and
// the wordings apart for earlier versions), and a cached answer is sent as the same bytes, compressed once.

let t: TestApp;
let team: SeededTeam;
const window = `from=${addDays(today, -150)}&to=${addDays(today, 60)}`;
beforeAll(async () => {
  t = await buildTestApp();
  team = await trackedTeam(t);
});
afterAll(() => t.close());

const read = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/calendar?${window}`, headers: { ...bearer(team.admin.token), ...headers } });

test("each occurrence's citation and source are found through its obligation, as its own record states them", async () => {
  const answer = (await read()).json() as CalendarResponse;
  expect(answer.occurrences.length).toBeGreaterThan(10);
  const wordingOf = calendarWordings(answer);
  let throughList = 0;
  for (const o of answer.occurrences) {
    expect(o).not.toHaveProperty('citation');
    expect(o).not.toHaveProperty('sourceUrl');
    const record = (await request(t, 'GET', `/api/obligations/occurrences/${o.id}`, team.admin.token)).json().occurrence;
    expect(record.citation).not.toBe('');
    expect(wordingOf(o)).toEqual({ citation: record.citation, sourceUrl: record.sourceUrl });
    if (answer.obligations.some((ob) => ob.id === o.obligationId && ob.version === o.obligationVersion && ob.title === o.title)) throughList++;
  }
  expect(throughList).toBeGreaterThan(0);
  // Wordings of one version told apart by the law in force at the period's end: Form 131 cites the 2025 Act.
  const form131 = answer.occurrences.filter((o) => o.title.includes('Form 131'));
  expect(form131).not.toEqual([]);
  for (const o of form131) expect(wordingOf(o).citation).toContain('Income-tax Act, 2025');
  // A wording apart is one the obligations list does not carry, and each is listed once.
  for (const w of answer.wordings) expect(answer.obligations.some((ob) => ob.id === w.obligationId && ob.version === w.version && ob.title === w.title)).toBe(false);
  expect(new Set(answer.wordings.map((w) => wordingKey(w.obligationId, w.version, w.title))).size).toBe(answer.wordings.length);
});

test('the exports still print every due date with its citation and source', async () => {
  const answer = (await read()).json() as CalendarResponse;
  const wordingOf = calendarWordings(answer);
  const csv = (await request(t, 'GET', `/api/calendar/export.csv?${window}`, team.admin.token)).body;
  for (const o of answer.occurrences) {
    const line = csv.split('\n').find((l) => l.startsWith(`${o.dueDate},`) && l.includes(`,${o.obligationId},`));
    expect(line).toContain(wordingOf(o).sourceUrl);
  }
});

test('a cached answer is the same bytes on every hit, compressed once per encoding the browser accepts', async () => {
  // Earlier notifications delivered first, so the next read is remembered.
  expect(await t.app.sessions.fresh()).toBe(true);
  const plain = await read();
  const brotli = jest.spyOn(zlib, 'brotliCompressSync');
  const gzip = jest.spyOn(zlib, 'gzipSync');
  try {
    const [first, second] = [await read({ 'accept-encoding': 'gzip, deflate, br' }), await read({ 'accept-encoding': 'gzip, deflate, br' })];
    expect(first.headers['content-encoding']).toBe('br');
    expect(String(first.headers.vary)).toContain('accept-encoding');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(zlib.brotliDecompressSync(first.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(brotli).toHaveBeenCalledTimes(1);

    const zipped = [await read({ 'accept-encoding': 'br;q=0, gzip' }), await read({ 'accept-encoding': 'gzip' })];
    expect(zipped.map((r) => r.headers['content-encoding'])).toEqual(['gzip', 'gzip']);
    expect(zipped[1]!.rawPayload.equals(zipped[0]!.rawPayload)).toBe(true);
    expect(zlib.gunzipSync(zipped[0]!.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(gzip).toHaveBeenCalledTimes(1);
  } finally {
    brotli.mockRestore();
    gzip.mockRestore();
  }
  // Without Accept-Encoding: the JSON itself, the same bytes again.
  const again = await read();
  expect(again.headers['content-encoding']).toBeUndefined();
  expect(again.rawPayload.equals(plain.rawPayload)).toBe(true);
});

test('the encoding is chosen as the Accept-Encoding header weighs it', () => {
  expect(acceptedEncoding({ 'accept-encoding': 'gzip, deflate, br' })).toBe('br');
  expect(acceptedEncoding({ 'accept-encoding': 'br;q=0.5, gzip' })).toBe('gzip');
  expect(acceptedEncoding({ 'accept-encoding': 'br;q=0, gzip;q=0' })).toBeNull();
  expect(acceptedEncoding({ 'accept-encoding': 'identity' })).toBeNull();
  expect(acceptedEncoding({ 'accept-encoding': '*' })).toBe('br');
  expect(acceptedEncoding({ 'accept-encoding': 'x-gzip' })).toBe('gzip');
  expect(acceptedEncoding({ 'accept-encoding': 'br', 'x-no-compression': '' })).toBeNull();
  expect(acceptedEncoding({})).toBeNull();
});
