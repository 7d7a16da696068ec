import zlib from 'node:zlib';
import { joinCalendarTexts, type CalendarLibraryResponse, type CalendarResponse } from 'shared-contracts';
import { addDays } from '../../../src/dates';
import { acceptedEncoding } from '../../../src/readCache';
import { buildTestApp, type SeededTeam, seedUser, sessionHeaders, type TestApp } from '../../support/testApp';
import { request, today, trackedTeam } from '../../support/obligations';

// docs/decisions/0061-the-month-answer-names-each-citation-once.md (speed): the month answer carries only what is the company's; the library's texts (titles, frequencies,
// citations, sources, notes) are read once per library version from GET /api/obligations/library, and a cached answer
// is sent as the same bytes, compressed once.

let t: TestApp;
let team: SeededTeam;
const window = `from=${addDays(today, -150)}&to=${addDays(today, 60)}`;
beforeAll(async () => {
  t = await buildTestApp();
  team = await trackedTeam(t);
});
afterAll(() => t.close());

const read = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/obligations/calendar?${window}`, headers: { ...sessionHeaders(team.admin.token), ...headers } });
const libraryOf = (version: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/obligations/library?version=${encodeURIComponent(version)}`, headers });

test("the month answer names the library version and carries none of the library's texts", async () => {
  const res = await read();
  const answer = res.json() as CalendarResponse;
  expect(answer.libraryVersion).toMatch(/^[0-9a-f]{16}$/);
  expect(answer.obligations.length).toBeGreaterThan(10);
  for (const o of answer.obligations) expect(Object.keys(o).sort()).toEqual(['id', 'nextDue', 'owner', 'reason']);
  for (const o of answer.occurrences) {
    expect(o).not.toHaveProperty('citation');
    expect(o).not.toHaveProperty('sourceUrl');
  }
  expect(answer).not.toHaveProperty('wordings');
  const library = (await libraryOf(answer.libraryVersion, sessionHeaders(team.maker.token))).json() as CalendarLibraryResponse;
  // No citation, source, frequency or note of an obligation that applies is written into the month answer.
  for (const o of library.obligations.filter((l) => answer.obligations.some((a) => a.id === l.id))) {
    for (const text of [o.citation, o.sourceUrl, o.frequency, o.note].filter((x): x is string => !!x && x.length > 20)) expect(res.body).not.toContain(text);
  }
});

test("the library of the answer's version gives every obligation and occurrence its texts, as their own records state them", async () => {
  const answer = (await read()).json() as CalendarResponse;
  const res = await libraryOf(answer.libraryVersion, sessionHeaders(team.checker.token));
  expect(res.statusCode).toBe(200);
  const library = res.json() as CalendarLibraryResponse;
  expect(library.version).toBe(answer.libraryVersion);
  const view = joinCalendarTexts(answer, library);
  expect(view.obligations.map((o) => o.id)).toEqual(answer.obligations.map((o) => o.id));
  for (const o of view.obligations) {
    expect(o.title).not.toBe('');
    expect(o.frequency).not.toBe('');
    expect(o.sourceUrl).toMatch(/^https:\/\//);
  }
  expect(view.occurrences.length).toBeGreaterThan(10);
  for (const o of view.occurrences) {
    const record = (await request(t, 'GET', `/api/obligations/occurrences/${o.id}`, team.admin.token)).json().occurrence;
    expect(record.citation).not.toBe('');
    expect({ citation: o.citation, sourceUrl: o.sourceUrl }).toEqual({ citation: record.citation, sourceUrl: record.sourceUrl });
  }
  // Wordings of one version told apart by the law in force at the period's end: Form 131 cites the 2025 Act.
  const form131 = view.occurrences.filter((o) => o.title.includes('Form 131'));
  expect(form131).not.toEqual([]);
  for (const o of form131) expect(o.citation).toContain('Income-tax Act, 2025');
});

test('the library is read by any signed-in user, kept by the browser as immutable, and refused to a visitor or an unknown version', async () => {
  const { libraryVersion } = (await read()).json() as CalendarResponse;
  const root = await seedUser(t.app, 'super-admin', null);
  const first = await libraryOf(libraryVersion, sessionHeaders(root.token));
  expect(first.statusCode).toBe(200);
  expect(first.headers['cache-control']).toBe('private, max-age=31536000, immutable');
  expect(first.headers.etag).toBe(`"calendar-library-${libraryVersion}"`);
  const again = await libraryOf(libraryVersion, { ...sessionHeaders(team.admin.token), 'if-none-match': String(first.headers.etag) });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');

  const visitor = await libraryOf(libraryVersion);
  expect(visitor.statusCode).toBe(401);
  expect(visitor.body).not.toContain('citation');
  const unknown = await libraryOf('0123456789abcdef', sessionHeaders(team.admin.token));
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().message).toBe('This calendar library version is not served any more: reload the page');
  const missing = await t.app.inject({ method: 'GET', url: '/api/obligations/library', headers: sessionHeaders(team.admin.token) });
  expect(missing.statusCode).toBe(400);
  const tooLong = await libraryOf('x'.repeat(200), sessionHeaders(team.admin.token));
  expect(tooLong.statusCode).toBe(400);
});

test('the exports still print every due date with its citation and source', async () => {
  const answer = (await read()).json() as CalendarResponse;
  const view = joinCalendarTexts(answer, (await libraryOf(answer.libraryVersion, sessionHeaders(team.admin.token))).json() as CalendarLibraryResponse);
  const csv = (await request(t, 'GET', `/api/obligations/calendar/export.csv?${window}`, team.admin.token)).body;
  for (const o of view.occurrences) {
    const line = csv.split('\n').find((l) => l.startsWith(`${o.dueDate},`) && l.includes(`,${o.obligationId},`));
    expect(line).toContain(o.sourceUrl);
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
