import { content, installContent, loadContent } from '../../../src/content';
import { changeIdOf as changeKey } from '../../../src/features/regulatory-changes/service';
import { addDays, istDate } from '../../../src/dates';
import { contentWith } from '../../support/contentFolders';
import { buildTestApp, type SeededUser, seedTeam, seedUser, sessionHeaders, type TestApp } from '../../support/testApp';

jest.setTimeout(120_000);

// Regulatory change management (docs/decisions/0045-regulatory-change-management.md): a library release's change log reaches the companies it applies to
// ("What changed for us"), marks the answers it affects, becomes tasks for their owners, and is acknowledged by
// the admin (audited); feed updates name the items they change.

let t: TestApp;
let root: SeededUser;
beforeAll(async () => {
  t = await buildTestApp();
  root = await seedUser(t.app, 'super-admin', null);
});
afterAll(async () => {
  installContent(loadContent());
  await t.close();
});

type Change = {
  id: string;
  itemId: string;
  change: string;
  libraryId: string;
  version: string;
  affectedAnswers: { changedSinceAnswered: boolean; status: string | null }[];
  updates: { title: string }[];
};
const call = (user: SeededUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: sessionHeaders(user.token) });
const changesOf = async (user: SeededUser) =>
  (await call(user, 'GET', '/api/regulatory-changes')).json() as {
    trackingStart: string;
    changes: Change[];
    citationCorrections: { id: string; itemId: string; summary: string }[];
    releases: { libraryId: string; version: string }[];
    lastAcknowledgedAt: string | null;
  };
const ids = (changes: Change[]) => changes.map((c) => c.itemId);
const profile = (user: SeededUser, facts: object) =>
  call(user, 'PUT', '/api/company/compliance-profile', {
    nbfcLayer: 'Base layer',
    listing: 'none',
    headcount: 40,
    establishmentStates: ['Karnataka'],
    financialYearStartMonth: 4,
    ...facts,
  });

/** A company that joined in May 2025 and tracks from that financial year's start (1 Apr 2025). */
async function trackedSinceApril2025(team: { companyId: string }) {
  // Its trial made long enough to still be running.
  await t.db.execute(`INSERT INTO platform_settings (key, value) VALUES ('trialDays', '1000') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
  await t.db.execute(`UPDATE companies SET created_at = '2025-05-10T06:00:00Z', tracking_from = 'financial_year' WHERE id = $1`, [team.companyId]);
}

describe('the shipped 2026.11.2 change log, filtered by the company profile', () => {
  test('a small non-deposit-taking Base layer NBFC sees its own changes, not the HFC ones nor the Ombudsman item that cannot apply to it', async () => {
    const team = await seedTeam(t.app);
    await trackedSinceApril2025(team);
    expect((await profile(team.admin, { assetSizeCr: 50, depositTaking: false })).statusCode).toBe(200);
    const answer = await changesOf(team.maker);
    expect(answer.trackingStart).toBe('2025-04-01');
    const seen = ids(answer.changes);
    expect(seen).toEqual(expect.arrayContaining(['RBI-BL-01', 'RBI-BL-06', 'RBI-BL-07', 'HR-17', 'DOC-RELATED-PARTY-LENDING-POLICY']));
    // MCA-H2 changed a rule in force since 2018, before the company's tracking start, and nobody answered it.
    expect(seen).not.toContain('MCA-H2');
    expect(seen).not.toContain('RBI-HFC-17');
    expect(seen).not.toContain('RBI-ML-06');
    expect(seen).not.toContain('RBI-BL-22');
  });

  test('a deposit-taking NBFC sees the Ombudsman item; an HFC sees its own NHB items and no Base layer item', async () => {
    const deposit = await seedTeam(t.app);
    await trackedSinceApril2025(deposit);
    await profile(deposit.admin, { assetSizeCr: 50, depositTaking: true });
    expect(ids((await changesOf(deposit.admin)).changes)).toContain('RBI-BL-22');
    const hfc = await seedTeam(t.app, { nbfcType: 'Housing Finance Companies' });
    await trackedSinceApril2025(hfc);
    const seen = ids((await changesOf(hfc.checker)).changes);
    expect(seen).toEqual(expect.arrayContaining(['RBI-HFC-10', 'RBI-HFC-17']));
    expect(seen.filter((id) => id.startsWith('RBI-BL-'))).toEqual([]);
  });

  test('the feed update on related-party lending is linked to the items it changes, and each item shows it', async () => {
    const team = await seedTeam(t.app);
    await trackedSinceApril2025(team);
    const bl07 = (await changesOf(team.admin)).changes.find((c) => c.itemId === 'RBI-BL-07')!;
    expect(bl07.updates.map((u) => u.title)).toEqual(['Related-party lending replaces the loans-to-directors rules from 1 April 2026']);
    const itemUpdates = (await call(team.maker, 'GET', '/api/library-items/MCA-G3/updates')).json();
    expect(itemUpdates.updates.map((u: { title: string }) => u.title)).toEqual(['Related-party lending replaces the loans-to-directors rules from 1 April 2026']);
    expect((await call(team.maker, 'GET', '/api/library-items/NO-SUCH-ITEM/updates')).statusCode).toBe(404);
  });
});

describe('since the tracking start', () => {
  test('a Middle-layer NBFC registered this month sees only the changes in force since its tracking start, citation fixes folded', async () => {
    const team = await seedTeam(t.app, { nbfcType: 'Middle layer' });
    expect((await profile(team.admin, { nbfcLayer: 'Middle layer', assetSizeCr: 1500, depositTaking: false })).statusCode).toBe(200);
    const fresh = await changesOf(team.checker);
    const start = fresh.trackingStart;
    expect(start).toBe(`${istDate().slice(0, 7)}-01`);
    const effective = (id: string) => content().changes.find((c) => changeKey(c) === id)!.effective_date;
    for (const c of fresh.changes) expect(effective(c.id) >= start).toBe(true);
    for (const c of fresh.citationCorrections) expect(effective(c.id) >= start).toBe(true);
    expect(fresh.changes.map((c) => c.change)).not.toContain('citation');

    // The same company tracked from April 2025: the older changes come back, each citation fix one compact entry.
    await trackedSinceApril2025(team);
    const longer = await changesOf(team.checker);
    expect(longer.trackingStart).toBe('2025-04-01');
    expect(longer.changes.length).toBeGreaterThan(fresh.changes.length);
    expect(longer.citationCorrections.length).toBeGreaterThan(0);
    expect(longer.changes.map((c) => c.change)).not.toContain('citation');
  });
});

describe('a new library version with one changed and one added item', () => {
  test('reaches "What changed for us" with the affected answer marked changed since answered; tasks go to its owner; the admin acknowledges (audited), per company', async () => {
    const a = await seedTeam(t.app);
    const b = await seedTeam(t.app);
    for (const team of [a, b])
      await call(team.maker, 'POST', '/api/mca-compliance/submit', { responses: [{ questionId: 'MCA-A1', status: 'Yes', remarks: 'minutes kept' }] });
    // Acknowledge what was shipped so only the new release is open.
    for (const team of [a, b]) {
      const shipped = (await changesOf(team.admin)).releases.map(({ libraryId, version }) => ({ libraryId, version }));
      expect((await call(team.admin, 'POST', '/api/regulatory-changes/acknowledge', { releases: shipped })).statusCode).toBe(200);
      expect((await changesOf(team.admin)).changes).toEqual([]);
    }

    installContent(
      loadContent(
        contentWith('mca.json', (library) => {
          library.version = '2027.1.1';
          library.items.find((item: { id: string }) => item.id === 'MCA-A1').text += ' (including meetings by video conference)';
          library.items.push({
            ...library.items.find((item: { id: string }) => item.id === 'MCA-H1'),
            id: 'MCA-H9',
            text: 'Is the audit trail of the accounting software kept for eight years?',
          });
          library.changes.unshift({
            version: '2027.1.1',
            date: '2027-01-15',
            items: [
              {
                item: 'MCA-A1',
                change: 'changed',
                summary: 'Board meetings by video conference count.',
                instrument: 'Companies (Meetings of Board and its Powers) Rules, 2014, r.3',
                effective_date: '2027-01-01',
              },
              {
                item: 'MCA-H9',
                change: 'added',
                summary: 'Audit trail kept for eight years.',
                instrument: 'Companies (Accounts) Rules, 2014, r.3(1)',
                effective_date: '2027-01-01',
              },
            ],
          });
        }),
      ),
    );

    const open = await changesOf(a.checker);
    expect(open.releases).toEqual([{ libraryId: content().mca.id, version: '2027.1.1', date: '2027-01-15', libraryName: content().mca.name }]);
    expect(open.changes.map((c) => [c.itemId, c.change])).toEqual([
      ['MCA-A1', 'changed'],
      ['MCA-H9', 'added'],
    ]);
    const a1 = open.changes[0]!;
    expect(a1.affectedAnswers).toEqual([expect.objectContaining({ kind: 'mca', status: 'Yes', changedSinceAnswered: true, answeredVersion: '2026.11.7' })]);
    expect(open.changes[1]!.affectedAnswers).toEqual([]);
    // The assessment itself says the same of the answer.
    const answer = (await call(a.maker, 'GET', '/api/mca-compliance')).json().assessment.responses.find((r: { questionId: string }) => r.questionId === 'MCA-A1');
    expect(answer).toMatchObject({ changedSinceAnswered: true, status: 'Yes' });

    // Makers and checkers read; only the admin acts.
    expect((await call(a.maker, 'POST', '/api/regulatory-changes/tasks', { changeId: a1.id, dueDate: addDays(istDate(), 7) })).statusCode).toBe(403);
    const release = [{ libraryId: content().mca.id, version: '2027.1.1' }];
    expect((await call(a.checker, 'POST', '/api/regulatory-changes/acknowledge', { releases: release })).statusCode).toBe(403);

    // One action: a task for the owner of the affected answer (the maker who answered it).
    const tasks = await call(a.admin, 'POST', '/api/regulatory-changes/tasks', { changeId: a1.id, dueDate: addDays(istDate(), 7) });
    expect(tasks.statusCode).toBe(201);
    expect(tasks.json()).toMatchObject({ success: true, message: '1 task created for MCA-A1' });
    const mine = (await call(a.maker, 'GET', '/api/tasks/my-tasks')).json().tasks;
    expect(mine).toEqual([
      expect.objectContaining({
        category: 'MCA',
        priority: 'high',
        description: expect.stringMatching(/^Regulatory change MCA-A1 .*version 2027\.1\.1, changed\): Board meetings by video conference count\./),
      }),
    ]);
    // An item nobody answered needs someone named; another company's user is refused.
    const h9 = open.changes[1]!.id;
    expect((await call(a.admin, 'POST', '/api/regulatory-changes/tasks', { changeId: h9, dueDate: addDays(istDate(), 7) })).json().message).toBe(
      'Nobody has answered this item yet: choose who takes the task',
    );
    expect((await call(a.admin, 'POST', '/api/regulatory-changes/tasks', { changeId: h9, dueDate: addDays(istDate(), 7), assignedTo: b.maker.id })).statusCode).toBe(400);
    expect((await call(a.admin, 'POST', '/api/regulatory-changes/tasks', { changeId: h9, dueDate: addDays(istDate(), 7), assignedTo: a.checker.id })).statusCode).toBe(
      201,
    );
    expect((await call(a.admin, 'POST', '/api/regulatory-changes/tasks', { changeId: 'mca@2027.1.1#NOPE', dueDate: addDays(istDate(), 7) })).statusCode).toBe(404);

    // The admin acknowledges: gone for company A, audited; company B still has it open.
    expect((await call(a.admin, 'POST', '/api/regulatory-changes/acknowledge', { releases: [{ libraryId: 'mca', version: '1999.1' }] })).statusCode).toBe(400);
    const ack = await call(a.admin, 'POST', '/api/regulatory-changes/acknowledge', { releases: release });
    expect(ack.json()).toEqual({ success: true, acknowledged: 1, message: 'Changes acknowledged (1 library release)' });
    const after = await changesOf(a.maker);
    expect(after.changes).toEqual([]);
    expect(after.lastAcknowledgedAt).toEqual(expect.any(String));
    const audit = await t.db.query<{ action: string; after: { releases: string[] } }>(
      `SELECT action, after FROM audit_events WHERE company_id = $1 AND action = 'regulatory_changes.acknowledged' ORDER BY created_at`,
      [a.companyId],
    );
    expect(audit.map((row) => row.after.releases)).toEqual([expect.any(Array), [`${content().mca.id}@2027.1.1`]]);
    expect(ids((await changesOf(b.admin)).changes)).toEqual(['MCA-A1', 'MCA-H9']);
    installContent(loadContent());
  });
});

describe('a citation correction', () => {
  test('shows as "Citation corrected", leaves the answer standing, and its task says what it is', async () => {
    const team = await seedTeam(t.app);
    await call(team.maker, 'POST', '/api/mca-compliance/submit', { responses: [{ questionId: 'MCA-A2', status: 'Yes', remarks: 'register kept' }] });
    const shipped = (await changesOf(team.admin)).releases.map(({ libraryId, version }) => ({ libraryId, version }));
    expect((await call(team.admin, 'POST', '/api/regulatory-changes/acknowledge', { releases: shipped })).statusCode).toBe(200);

    installContent(
      loadContent(
        contentWith('mca.json', (library) => {
          library.version = '2027.1.2';
          const a2 = library.items.find((item: { id: string }) => item.id === 'MCA-A2');
          a2.clause += ' (sub-section named)';
          a2.source_url = 'https://www.mca.gov.in/Ministry/pdf/CompaniesAct2013.pdf';
          library.changes.unshift({
            version: '2027.1.2',
            date: '2027-01-20',
            items: [
              {
                item: 'MCA-A2',
                change: 'citation',
                summary: 'Citation corrected: the link leads to the Act itself. The question and your answers are unchanged.',
                instrument: 'Companies Act, 2013',
                effective_date: '2014-04-01',
              },
            ],
          });
        }),
      ),
    );

    // Folded: not a card among the changes, one compact line; listed although the Act is older than the tracking
    // start, because the company answered the item (its evidence may cite the old clause).
    const open = await changesOf(team.checker);
    expect(open.changes).toEqual([]);
    expect(open.citationCorrections).toEqual([
      {
        id: `${content().mca.id}@2027.1.2#MCA-A2`,
        libraryName: content().mca.name,
        itemId: 'MCA-A2',
        version: '2027.1.2',
        date: '2027-01-20',
        summary: 'Citation corrected: the link leads to the Act itself. The question and your answers are unchanged.',
        instrument: 'Companies Act, 2013',
      },
    ]);
    const answer = (await call(team.maker, 'GET', '/api/mca-compliance')).json().assessment.responses.find((r: { questionId: string }) => r.questionId === 'MCA-A2');
    expect(answer).toMatchObject({ status: 'Yes', changedSinceAnswered: false });

    // The evidence may need the corrected citation: the admin can still hand it to the answer's owner.
    expect(
      (await call(team.admin, 'POST', '/api/regulatory-changes/tasks', { changeId: open.citationCorrections[0]!.id, dueDate: addDays(istDate(), 7) })).statusCode,
    ).toBe(201);
    expect((await call(team.maker, 'GET', '/api/tasks/my-tasks')).json().tasks).toEqual([
      expect.objectContaining({ description: expect.stringMatching(/^Regulatory change MCA-A2 .*version 2027\.1\.2, citation corrected\): Citation corrected/) }),
    ]);
    installContent(loadContent());
  });
});

describe('feed updates name the items they change', () => {
  test('the super-admin links an update to items; unknown ids are refused and nothing is published', async () => {
    const before = (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM compliance_updates'))!.n;
    const base = { type: 'regulatory', title: 'HR-17 forms', description: 'Forms 138 and 130', body: 'Body', category: 'HR', priority: 'medium' };
    const refused = await call(root, 'POST', '/api/updates', { ...base, itemIds: ['HR-17', 'HR-999'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Unknown library item: HR-999');
    expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM compliance_updates'))!.n).toBe(before);
    const published = await call(root, 'POST', '/api/updates', { ...base, itemIds: ['HR-17', 'DOC-POLICY-ON-LOANS-TO-DIRECTORS-AND-SENIOR-OFFICERS'] });
    expect(published.statusCode).toBe(201);
    expect(published.json().update.changedItems).toEqual(['DOC-POLICY-ON-LOANS-TO-DIRECTORS-AND-SENIOR-OFFICERS', 'HR-17']);
    const team = await seedTeam(t.app);
    const detail = (await call(team.maker, 'GET', `/api/updates/${published.json().update.id}`)).json().update;
    expect(detail.changedItems).toEqual(['DOC-POLICY-ON-LOANS-TO-DIRECTORS-AND-SENIOR-OFFICERS', 'HR-17']);
    const hr17 = (await call(team.maker, 'GET', '/api/library-items/HR-17/updates')).json().updates.map((u: { title: string }) => u.title);
    expect(hr17).toEqual(expect.arrayContaining(['HR-17 forms', 'Income-tax Act, 2025 applies from 1 April 2026']));
  });
});

describe('a change log that does not match its library refuses the start', () => {
  const refuses = (edit: (library: { version: string; changes: { version: string; items: { item: string; change: string }[] }[] }) => void, message: RegExp) =>
    expect(() => loadContent(contentWith('hr.json', edit))).toThrow(message);

  test('unknown or still-present items, newer versions, repeated entries and missing instruments are named', () => {
    // The hr library's newest release is 2026.11.7 (citations of 28 Nov 2026); its first entry is HR-16.
    refuses((l) => void (l.changes[0]!.items[0]!.item = 'HR-999'), /hr\.json: changes\[0\]\.items\[0\]\.item names HR-999, which is no item of the file/);
    refuses((l) => void (l.changes[0]!.items[0]!.change = 'retired'), /retires HR-16, which the file still holds/);
    refuses((l) => void Object.assign(l.changes[0]!.items[0]!, { item: 'HR-999', change: 'citation' }), /items\[0\]\.item names HR-999, which is no item of the file/);
    refuses((l) => void (l.changes[0]!.items[0]!.change = 'reworded'), /change must be one of: added, changed, retired, citation/);
    refuses((l) => void (l.changes[0]!.version = '2030.1.1'), /is newer than the library's version 2026\.11\.7/);
    refuses((l) => void l.changes[0]!.items.push({ ...l.changes[0]!.items[0]! }), /lists HR-16 twice in one release/);
    refuses((l) => void delete (l.changes[0]!.items[0] as { instrument?: string }).instrument, /instrument must name the instrument/);
    refuses((l) => void l.changes.unshift({ ...l.changes[0]!, version: '2026.11.1' }), /changes\[1\]\.version must be older than the release before it/);
  });
});

describe('a statutory calendar release reaches the companies whose facts it applies to', () => {
  test('a changed due-date rule and an added obligation show under What changed for us with the due dates recomputed, and the calendar follows', async () => {
    installContent(
      loadContent(
        contentWith('calendar-gst.json', (library) => {
          library.version = '2027.1.1';
          const gstr1 = library.items.find((item: { id: string }) => item.id === 'GST-GSTR1');
          gstr1.version = '2027.1.1';
          gstr1.rule = { kind: 'monthly', day: 10 };
          gstr1.frequency = 'Monthly, by the 10th of the next month';
          library.items.push({ ...gstr1, id: 'GST-TEST-ADDED', text: 'GST test return added by the release', rule: { kind: 'monthly', day: 25 } });
          library.changes = [
            {
              version: '2027.1.1',
              date: '2027-01-15',
              items: [
                { item: 'GST-GSTR1', change: 'changed', summary: 'GSTR-1 moves to the 10th.', instrument: 'CGST Rules, 2017, r. 59', effective_date: '2027-01-01' },
                { item: 'GST-TEST-ADDED', change: 'added', summary: 'A new monthly GST return.', instrument: 'CGST Rules, 2017', effective_date: '2027-01-01' },
              ],
            },
          ];
        }),
      ),
    );
    try {
      const registered = await seedTeam(t.app);
      const unregistered = await seedTeam(t.app);
      expect((await profile(registered.admin, { assetSizeCr: 50, depositTaking: false, gstStates: ['Karnataka'] })).statusCode).toBe(200);
      expect((await profile(unregistered.admin, { assetSizeCr: 50, depositTaking: false })).statusCode).toBe(200);

      const seen = (await changesOf(registered.maker)).changes as Array<Change & { dueDates?: { period: string; dueDate: string }[] }>;
      const gstr1 = seen.find((c) => c.itemId === 'GST-GSTR1')!;
      expect(gstr1.change).toBe('changed');
      expect(gstr1.dueDates!.length).toBeGreaterThan(0);
      expect(gstr1.dueDates!.every((d) => d.dueDate.endsWith('-10'))).toBe(true);
      expect(seen.find((c) => c.itemId === 'GST-TEST-ADDED')!.dueDates!.every((d) => d.dueDate.endsWith('-25'))).toBe(true);
      // Not GST registered: neither change concerns the company.
      expect(ids((await changesOf(unregistered.maker)).changes)).not.toContain('GST-GSTR1');

      const from = istDate();
      const calendar = (await call(registered.admin, 'GET', `/api/obligations/calendar?from=${from}&to=${addDays(from, 90)}`)).json() as {
        occurrences: { obligationId: string; dueDate: string }[];
      };
      const gst = calendar.occurrences.filter((o) => o.obligationId === 'GST-GSTR1');
      expect(gst.length).toBeGreaterThan(0);
      expect(gst.every((o) => o.dueDate.endsWith('-10'))).toBe(true);
      expect(calendar.occurrences.some((o) => o.obligationId === 'GST-TEST-ADDED')).toBe(true);
    } finally {
      installContent(loadContent());
    }
  });
});
