import type { FastifyInstance } from 'fastify';
import { installContent, loadContent } from '../../../src/content';
import { addDays, istDate } from '../../../src/dates';
import { buildTestApp, type SeededTeam, type SeededUser, seedTeam, seedUser, sessionHeaders, type TestApp } from '../../support/testApp';
import { nextVersion, sha256, shippedLibrary, tdsRelease, uploadOf } from '../../support/contentReleases';

jest.setTimeout(180_000);

// Content releases: a super-admin uploads a corrected library, sees it compared with the live one, a second
// super-admin approves it, it is published to every instance without a restart, companies read it in "What changed
// for us", and it is rolled back. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let second: { app: FastifyInstance; close: () => Promise<void> };
let uploader: SeededUser;
let approver: SeededUser;
let team: SeededTeam;
const URL = '/api/super-admin/content-releases';
const shippedVersion = shippedLibrary('calendar-income-tax.json').version as string;

beforeAll(async () => {
  t = await buildTestApp();
  // A second API instance on the same database, started before anything is published.
  second = await t.secondInstance!();
  uploader = await seedUser(t.app, 'super-admin', null, { firstName: 'Uma', lastName: 'Uploader' });
  approver = await seedUser(t.app, 'super-admin', null, { firstName: 'Arun', lastName: 'Approver' });
  team = await seedTeam(t.app, { nbfcType: 'Middle layer' });
});
afterAll(async () => {
  await second.close();
  installContent(loadContent());
  await t.close();
});

const call = (app: FastifyInstance, user: SeededUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: sessionHeaders(user.token) });
const releaseCount = async () => (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM content_releases'))!.n;
type Change = { id: string; itemId: string; version: string; dueDates?: { dueDate: string; period: string }[] };
const changesSeenBy = async (app: FastifyInstance) => ((await call(app, team.admin, 'GET', '/api/regulatory-changes')).json() as { changes: Change[] }).changes;
const tdsChange = (changes: Change[], version: string) => changes.find((c) => c.itemId === 'TAX-TDS-DEPOSIT' && c.version === version);
const liveVersion = async (app: FastifyInstance) =>
  ((await call(app, uploader, 'GET', URL)).json() as { libraries: { id: string; version: string; source: string }[] }).libraries.find(
    (l) => l.id === 'calendar-income-tax',
  );

describe('a release file is checked before anything is stored', () => {
  test.each([
    ['malformed JSON', () => uploadOf('{"format": 1, "kind": '), /^The file is not valid JSON/],
    [
      'a checksum that does not match',
      () => uploadOf(tdsRelease(10).library, 'calendar-income-tax.json', sha256('another file')),
      /^The checksum does not match the file/,
    ],
    ['a checksum that is no SHA-256', () => uploadOf(tdsRelease(10).library, 'calendar-income-tax.json', 'abc'), /^The checksum must be the file's SHA-256/],
    [
      'an unknown library',
      () => {
        const { library } = tdsRelease(10);
        library.id = 'calendar-nowhere';
        return uploadOf(library);
      },
      /^Unknown library calendar-nowhere/,
    ],
    [
      'an item that breaks the format',
      () => {
        const { library } = tdsRelease(10);
        library.items[0].text = '';
        return uploadOf(library);
      },
      /^Content library calendar-income-tax\.json: .*must be a non-empty string/,
    ],
    [
      'a change log naming an item the file does not hold',
      () => {
        const { library } = tdsRelease(10);
        library.changes[0].items[0].item = 'TAX-NO-SUCH-ITEM';
        return uploadOf(library);
      },
      /names TAX-NO-SUCH-ITEM, which is no item of the file/,
    ],
  ])('%s: 400 with the reason, nothing stored', async (_case, body, message) => {
    const res = await call(t.app, uploader, 'POST', URL, body());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await releaseCount()).toBe(0);
  });

  test('a version that is not newer than the live one is refused; a company user may not upload at all', async () => {
    const { library } = tdsRelease(10, 0);
    const old = await call(t.app, uploader, 'POST', URL, uploadOf(library));
    expect(old.statusCode).toBe(409);
    expect(old.json().message).toBe(`Version ${shippedVersion} of calendar-income-tax is not newer than the live version ${shippedVersion}`);
    expect((await call(t.app, team.admin, 'POST', URL, uploadOf(tdsRelease(10).library))).statusCode).toBe(403);
    expect(await releaseCount()).toBe(0);
  });
});

describe('the round trip', () => {
  const { library, version } = tdsRelease(10);
  let id: string;

  test('upload: a draft compared with the live library, items and due dates per company', async () => {
    const res = await call(t.app, uploader, 'POST', URL, uploadOf(library));
    expect(res.statusCode).toBe(201);
    const { release } = res.json();
    id = release.id;
    expect(release).toMatchObject({ libraryId: 'calendar-income-tax', version, state: 'draft', live: false, uploadedById: uploader.id });
    expect(release.uploaded.by).toBe('Uma Uploader');
    expect(release.comparison.liveVersion).toBe(shippedVersion);
    expect(release.comparison.changed).toEqual([expect.objectContaining({ id: 'TAX-TDS-DEPOSIT', fields: ['frequency', 'rule'] })]);
    expect(release.comparison.added).toEqual([]);
    expect(release.comparison.withdrawn).toEqual([]);
    const ours = release.comparison.dueDates.find((c: { companyId: string }) => c.companyId === team.companyId);
    // Twelve months of TDS deposits move from the 7th to the 10th (March's, due 30 April, stays).
    expect(ours.moves.length).toBeGreaterThanOrEqual(10);
    for (const move of ours.moves) {
      expect(move.obligationId).toBe('TAX-TDS-DEPOSIT');
      expect(move.before).toMatch(/-07$/);
      expect(move.after).toBe(`${move.before.slice(0, 8)}10`);
    }
    expect(release.comparison.companiesAffected).toBe(release.comparison.dueDates.length);
    expect(release.comparison.companiesAffected).toBeGreaterThanOrEqual(1);
    expect(release.comparison.changeLog).toEqual([{ item: 'TAX-TDS-DEPOSIT', change: 'changed', summary: 'TDS is deposited by the 10th of the next month.' }]);
    // The same version twice is refused.
    const again = await call(t.app, approver, 'POST', URL, uploadOf(library));
    expect(again.statusCode).toBe(409);
    expect(await releaseCount()).toBe(1);
  });

  test('the uploader cannot approve their own release, and nothing is published before approval', async () => {
    const self = await call(t.app, uploader, 'POST', `${URL}/${id}/approve`);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('The operator who uploaded a release cannot approve it: another super-admin must');
    const early = await call(t.app, uploader, 'POST', `${URL}/${id}/publish`, { effectiveDate: istDate() });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A release must be approved by another super-admin before it is published');
    expect((await call(t.app, uploader, 'GET', `${URL}/${id}`)).json().release.state).toBe('draft');
  });

  test('a second operator approves; publishing cannot be back-dated', async () => {
    const res = await call(t.app, approver, 'POST', `${URL}/${id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json().release).toMatchObject({ state: 'approved', approved: { by: 'Arun Approver' } });
    const past = await call(t.app, uploader, 'POST', `${URL}/${id}/publish`, { effectiveDate: addDays(istDate(), -1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('The effective date cannot be before today');
    expect((await call(t.app, uploader, 'POST', `${URL}/${id}/publish`, { effectiveDate: '2026-02-30' })).statusCode).toBe(400);
  });

  test('before publishing, companies see nothing of it on either instance', async () => {
    expect(tdsChange(await changesSeenBy(t.app), version)).toBeUndefined();
    expect(tdsChange(await changesSeenBy(second.app), version)).toBeUndefined();
  });

  test('publish today: live on this instance and on the second one without a restart; the company reads it in "What changed for us"', async () => {
    const res = await call(t.app, uploader, 'POST', `${URL}/${id}/publish`, { effectiveDate: istDate() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Release published: every instance serves it now', release: { state: 'published', live: true } });
    for (const app of [t.app, second.app]) {
      expect(await liveVersion(app)).toMatchObject({ version, source: 'release' });
      const change = tdsChange(await changesSeenBy(app), version);
      expect(change).toBeDefined();
      // The company's next TDS dates, recomputed under the published rule.
      expect(change!.dueDates!.length).toBeGreaterThan(0);
      // March's tax is due on 30 April under both rules.
      for (const due of change!.dueDates!.filter((d) => !d.dueDate.endsWith('-04-30'))) expect(due.dueDate).toMatch(/-10$/);
    }
  });

  test('each step is in the audit trail, by whom', async () => {
    const rows = await t.db.query<{ action: string; actor_id: string }>(
      "SELECT action, actor_id FROM audit_events WHERE target_type = 'content_release' AND target_id = $1 ORDER BY created_at, action",
      [id],
    );
    expect(rows).toEqual([
      { action: 'content_release.uploaded', actor_id: uploader.id },
      { action: 'content_release.self_approval_refused', actor_id: uploader.id },
      { action: 'content_release.approved', actor_id: approver.id },
      { action: 'content_release.published', actor_id: uploader.id },
    ]);
  });

  test('a release scheduled for tomorrow waits; rollback returns every instance to the shipped library', async () => {
    const later = tdsRelease(12, 2);
    const upload = await call(t.app, approver, 'POST', URL, uploadOf(later.library));
    expect(upload.statusCode).toBe(201);
    const laterId = upload.json().release.id;
    // Compared with the live release (the 10th), not the shipped file.
    expect(upload.json().release.comparison.liveVersion).toBe(version);
    expect((await call(t.app, uploader, 'POST', `${URL}/${laterId}/approve`)).statusCode).toBe(200);
    const scheduled = await call(t.app, approver, 'POST', `${URL}/${laterId}/publish`, { effectiveDate: addDays(istDate(), 1) });
    expect(scheduled.json()).toMatchObject({ release: { state: 'scheduled', live: false, effectiveDate: addDays(istDate(), 1) } });
    expect(await liveVersion(second.app)).toMatchObject({ version });

    // The scheduled release is taken back first, then the live one.
    expect((await call(t.app, approver, 'POST', `${URL}/${laterId}/rollback`)).json().release.state).toBe('rolled_back');
    const back = await call(t.app, approver, 'POST', `${URL}/${id}/rollback`);
    expect(back.statusCode).toBe(200);
    expect(back.json().message).toMatch(new RegExp(`is live at version ${shippedVersion.replace(/\./g, '\\.')} again$`));
    for (const app of [t.app, second.app]) {
      expect(await liveVersion(app)).toMatchObject({ version: shippedVersion, source: 'seed' });
      expect(tdsChange(await changesSeenBy(app), version)).toBeUndefined();
    }
    expect((await call(t.app, approver, 'POST', `${URL}/${id}/rollback`)).statusCode).toBe(409);
  });
});

test('the second operator of the environment is created at start as a super-admin, once', async () => {
  const other = await buildTestApp({
    superAdmin: { email: 'root@ops.test', password: 'Ops-Console-2026' },
    secondSuperAdmin: { email: 'second@ops.test', password: 'Ops-Approver-2026' },
  });
  try {
    const rows = await other.db.query<{ email: string; role: string; first_name: string }>(
      "SELECT email, role, first_name FROM users WHERE role = 'super-admin' ORDER BY email",
    );
    expect(rows).toEqual([
      { email: 'root@ops.test', role: 'super-admin', first_name: 'Super' },
      { email: 'second@ops.test', role: 'super-admin', first_name: 'Second' },
    ]);
  } finally {
    await other.close();
  }
});

test('an item added to the HFC bank reaches the Housing Finance Companies, not the Middle-layer NBFC', async () => {
  await seedTeam(t.app, { nbfcType: 'Housing Finance Companies' });
  const library = shippedLibrary('rbi-housing-finance-companies.json');
  const version = nextVersion(library.version);
  library.version = version;
  library.items.push({ ...library.items[0], id: 'RBI-HFC-99', text: 'Is the NHB return on housing loans to related parties filed each quarter?' });
  const change = { item: 'RBI-HFC-99', change: 'added', summary: 'A new NHB return.', instrument: 'NHB circular (test)', effective_date: '2026-11-28' };
  library.changes = [{ version, date: '2026-11-28', items: [change] }, ...(library.changes ?? [])];
  const res = await call(t.app, uploader, 'POST', URL, uploadOf(library, 'rbi-housing-finance-companies.json'));
  expect(res.statusCode).toBe(201);
  const { comparison } = res.json().release;
  expect(comparison.added).toEqual([expect.objectContaining({ id: 'RBI-HFC-99' })]);
  expect(comparison.dueDates).toEqual([]);
  const hfcs = (await t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM companies WHERE nbfc_type = 'Housing Finance Companies'"))!.n;
  expect(comparison.companiesAffected).toBe(hfcs);
  // The Middle-layer team of this file is not among them: its bank does not hold the HFC library.
  expect(hfcs).toBeLessThan((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM companies'))!.n);
});
