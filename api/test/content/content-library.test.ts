import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentError, DEFAULT_CONTENT_DIR, loadContent } from '../../src/content';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openPglite, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { contentWith } from '../support/contentFolders';

// The libraries are data files validated at start: each item has a stable id, clause and source
// fields; a malformed file refuses the start with a message naming the file and the fault.

describe('library files', () => {
  const set = loadContent();
  const files = fs.readdirSync(DEFAULT_CONTENT_DIR).map((name) => JSON.parse(fs.readFileSync(path.join(DEFAULT_CONTENT_DIR, name), 'utf8')));

  test('every library names id, version, publication date, provider and name; every item an id, text, clause and source URL field', () => {
    expect(files.map((f) => f.kind).sort()).toEqual(
      ['deadlines', 'hr', 'mca', 'obligations', 'rbi', 'rbi', 'rbi', 'rbi', 'rbi', 'required-documents', 'self-audit', ...Array(10).fill('calendar')].sort(),
    );
    for (const file of files) {
      expect(file).toMatchObject({
        id: expect.any(String),
        version: expect.stringMatching(/^\d{4}\.\d+/),
        publication_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
      expect(file.provider.length).toBeGreaterThan(0);
      expect(file.name.length).toBeGreaterThan(0);
      for (const item of file.items) {
        expect(typeof item.clause).toBe('string');
        expect(typeof item.source_url).toBe('string');
        // A statutory due date is no question: calendar items carry no N/A flag.
        if (file.kind !== 'calendar') expect(typeof item.not_applicable_allowed).toBe('boolean');
      }
    }
  });

  test("today's ids are kept (RBI-HFC-04, HR-19, MCA-C1) and self-audit ids do not depend on position", () => {
    expect(set.items.rbi.has('RBI-HFC-04')).toBe(true);
    expect(set.items.hr.has('HR-19')).toBe(true);
    expect(set.items.mca.has('MCA-C1')).toBe(true);
    for (const id of set.items['self-audit'].keys()) expect(id).toMatch(/^SA-(RET|COM|POL)-[A-Z0-9-]+$/);
    // One item keeps its id in every checklist it appears in, whatever its place there.
    expect(set.selfAudit.items['NBFC Below 500CR'].get('SA-POL-KYC')?.group).toBe('Credit and KYC');
    expect(set.selfAudit.items['Core Investment Company'].get('SA-POL-KYC')?.group).toBe('Risk Management');
  });

  // docs/decisions/0013-regulatory-content-v2-the-law-as-of.md content: HR +3, MCA +3; DPT-3 and the POSH report are no recurring deadlines of an RBI-registered NBFC.
  test('the counts the screens rely on (HR 34, MCA 31 with the IEPF item of 2026.11.7, documents 54, feed deadlines 5)', () => {
    expect(set.hr.questions).toHaveLength(34);
    expect(set.mcaQuestions).toHaveLength(31);
    expect(set.requiredDocuments.documents).toHaveLength(54);
    expect(set.deadlines.items).toHaveLength(5);
  });
});

describe('a bad library refuses the start', () => {
  const refuses = (dir: string, message: RegExp) => {
    expect(() => loadContent(dir)).toThrow(ContentError);
    expect(() => loadContent(dir)).toThrow(message);
  };

  test('a missing text, a repeated id, an unknown field, a bad URL or date are named with file and item', () => {
    refuses(
      contentWith('hr.json', (l) => delete l.items[0].text),
      /hr\.json: items\[0\] \(HR-01\)\.text is missing/,
    );
    refuses(
      contentWith('mca.json', (l) => (l.items[1].id = l.items[0].id)),
      /mca\.json: items\[1\] \(MCA-A1\) repeats an id/,
    );
    refuses(
      contentWith('rbi-base-layer.json', (l) => (l.items[0].colour = 'red')),
      /rbi-base-layer\.json: items\[0\] \(RBI-BL-01\)\.colour is not a known field/,
    );
    refuses(
      contentWith('self-audit.json', (l) => (l.items[0].source_url = 'ftp://x')),
      /source_url must be '' or an https:\/\/ URL/,
    );
    refuses(
      contentWith('hr.json', (l) => (l.publication_date = '2026-13-40')),
      /hr\.json: library\.publication_date must be a date/,
    );
    refuses(
      contentWith('hr.json', (l) => (l.items[2].applicability = { layers: ['Top layer'] })),
      /applicability\.layers \[0\] must be one of/,
    );
  });

  test('references that lead nowhere are refused: checklist items, obligations, extended libraries', () => {
    refuses(
      contentWith('self-audit.json', (l) => l.checklists['NBFC Below 500CR'].returns[0].items.push('SA-RET-NOPE')),
      /names SA-RET-NOPE, which is no item/,
    );
    refuses(
      contentWith('rbi-middle-layer.json', (l) => (l.items[0].obligation = 'OBL-NOPE')),
      /names OBL-NOPE, which is no obligation/,
    );
    refuses(
      contentWith('rbi-upper-layer.json', (l) => (l.extends = 'rbi-nope')),
      /extends names rbi-nope/,
    );
    refuses(
      contentWith('deadlines.json', (l) => (l.items[0].recurrence = { type: 'weekly' })),
      /recurrence\.type must be 'monthly' or 'yearly'/,
    );
  });

  test('invalid JSON is refused with the file name, and buildApp refuses to build', async () => {
    const dir = contentWith('mca.json', () => undefined);
    fs.writeFileSync(path.join(dir, 'mca.json'), '{ "kind": ');
    refuses(dir, /mca\.json: the file is not valid JSON/);
    const config = loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv, { contentDir: dir });
    // The content is read before the database is touched.
    await expect(buildApp({ config, db: {} as Database, logger: false })).rejects.toThrow(/Content library mca\.json/);
  });
});

test('migration 0500 moves stored self-audit answers from tab-group-index ids to the stable ids', async () => {
  const db = await openPglite();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  const all = fs.readdirSync(path.join(__dirname, '../../migrations')).filter((f) => f.endsWith('.sql'));
  for (const f of all.filter((f) => f < '0500')) fs.copyFileSync(path.join(__dirname, '../../migrations', f), path.join(dir, f));
  await migrate(db, dir);
  const company = await db.one<{ id: string }>(
    `INSERT INTO companies (company_name, organization_type, email, mobile, address, state, city, pincode, nbfc_type)
     VALUES ('Old NBFC', 'Private Limited NBFC/Others', 'old@example.com', '9876543210', '1 MG Road', 'Karnataka', 'Bengaluru', '560001', 'Base layer') RETURNING id`,
  );
  const header = await db.one<{ id: string }>(
    `INSERT INTO assessments (company_id, kind, content_version, nbfc_category, created_at) VALUES ($1, 'self-audit', '2025.12.1', 'Core Investment Company', '2026-11-02') RETURNING id`,
    [company!.id],
  );
  const answer = (scope: string, id: string, status: string) =>
    db.execute(
      `INSERT INTO assessment_answers (assessment_id, company_id, kind, scope, question_id, status, comments) VALUES ($1, $2, 'self-audit', $3, $4, $5, 'kept')`,
      [header!.id, company!.id, scope, id, status],
    );
  // The KYC policy sits at different positions in two checklists: both answers reach the same item.
  await answer('Core Investment Company', 'policies-Risk Management-2', 'partial');
  await answer('NBFC Below 500CR', 'policies-Credit and KYC-1', 'compliant');
  await answer('NBFC Below 500CR', 'returns-Quarterly Returns-0', 'non-compliant');
  for (const f of all.filter((f) => f >= '0500')) fs.copyFileSync(path.join(__dirname, '../../migrations', f), path.join(dir, f));
  await migrate(db, dir);
  const rows = await db.query<{ scope: string; question_id: string; status: string; comments: string }>(
    `SELECT scope, question_id, status, comments, period, content_version, question_fingerprint FROM assessment_answers ORDER BY scope, question_id`,
  );
  // 0502 then puts them in the quarter the audit was started in, with the version they answered.
  const old = { comments: 'kept', period: 'FY2026-27 Q3', content_version: '2025.12.1', question_fingerprint: null };
  expect(rows).toEqual([
    { scope: 'Core Investment Company', question_id: 'SA-POL-KYC', status: 'partial', ...old },
    { scope: 'NBFC Below 500CR', question_id: 'SA-POL-KYC', status: 'compliant', ...old },
    { scope: 'NBFC Below 500CR', question_id: 'SA-RET-DNBS02', status: 'non-compliant', ...old },
  ]);
  expect(await db.one(`SELECT period FROM assessments`)).toEqual({ period: 'FY2026-27 Q3' });
  await db.close();
});
