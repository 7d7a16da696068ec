import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_CONTENT_DIR } from '../../src/content';
import { citationFigures } from '../../src/content/citationFigures';
import withdrawn from '../../src/content/law/withdrawn-instruments.json';

// The law of 28 Nov 2026 as releases 2026.11.7 and 2026.11.8 left it (docs/regulatory-sources.md, sections 13 and 14):
// the figures the page states, the items still unverified by name, and the items that cited a Direction repealed on
// 28 Nov 2025 (IT outsourcing, digital lending, gold and silver collateral, co-lending). A change to any of them must be recorded on that page, or this fails.

interface Item {
  id: string;
  source_url: string;
  clause?: string;
  reference?: string;
  verification: { status: string; sources: { title: string; publisher: string }[]; note?: string };
}
interface Library {
  id: string;
  version: string;
  items: Item[];
  changes?: { version: string; date: string; items: { item: string; change: string; instrument: string; effective_date: string }[] }[];
}
const libraries: Library[] = fs
  .readdirSync(DEFAULT_CONTENT_DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(fs.readFileSync(path.join(DEFAULT_CONTENT_DIR, name), 'utf8')));
const items = libraries.flatMap((library) => library.items);
const item = (id: string) => items.find((i) => i.id === id)!;
const sourcesDoc = fs.readFileSync(path.join(__dirname, '../../../docs/regulatory-sources.md'), 'utf8');

describe('evidence on every item, as docs/regulatory-sources.md states it', () => {
  test('counts by how each item was established, and the index-page figure', () => {
    const figures = citationFigures(libraries);
    const { official, corroborated, unverified } = figures.verification;
    expect(`${official} official, ${corroborated} corroborated, ${unverified} unverified (${figures.unverifiedShare}%`).toBe(
      '294 official, 82 corroborated, 19 unverified (4.8%',
    );
    expect(sourcesDoc).toContain('294 official, 82 corroborated, 19 unverified (4.8%');
    expect(sourcesDoc).toContain(`${figures.indexPageWithoutNumber} of ${figures.items} (${figures.indexPageShare}%)`);
  });

  test('the items still unverified, each saying what is uncertain', () => {
    const open = items.filter((i) => i.verification.status === 'unverified');
    expect(open.map((i) => i.id).sort()).toEqual([
      'DOC-STATUTORY-AUDIT-REPORT',
      'HR-11',
      'LAB-BONUS-RETURN',
      'RBI-BL-04',
      'RBI-BL-23',
      'RBI-CIC-10',
      'RBI-DNBS11',
      'RBI-HFC-07',
      'RBI-HFC-08',
      'RBI-HFC-13',
      'RBI-HFC-14',
      'RBI-HFC-15',
      'RBI-HFC-16',
      'RBI-HFC-22',
      'RBI-INTIMATE-CHANGES',
      'SA-RET-DNBS11',
      'SA-RET-DNBS12',
      'SA-RET-DNBS13',
      'SEBI-REG13-3',
    ]);
    for (const i of open) expect({ id: i.id, saysWhy: (i.verification.note ?? '').length > 20 }).toEqual({ id: i.id, saysWhy: true });
  });
});

describe('IT outsourcing: the 2023 Master Direction was repealed for NBFCs on 28 Nov 2025', () => {
  const ITEMS = ['DOC-IT-OUTSOURCING-POLICY', 'SA-POL-IT-OUTSOURCING'];

  test('both items cite the NBFC Outsourcing Directions, 2025 at their own page; the 2023 Direction only as what they replaced', () => {
    for (const id of ITEMS) {
      const i = item(id);
      expect(i.source_url).toBe('https://www.rbi.org.in/Scripts/BS_ViewMasDirections.aspx?id=12941');
      expect(`${i.clause} ${i.reference}`).toContain('RBI/DOR/2025-26/363');
      expect(i.clause).not.toMatch(/2023/);
      expect(i.reference).toMatch(/which replaced the Master Direction on Outsourcing of Information Technology Services, 2023/);
      expect(i.verification.status).toBe('corroborated');
      expect(new Set(i.verification.sources.map((s) => s.publisher)).size).toBeGreaterThanOrEqual(2);
    }
  });

  test('the withdrawn list names the 2023 Direction, so no item can cite it as live again', () => {
    const entry = withdrawn.instruments.find((w) => /Outsourcing of Information Technology Services, 2023/.test(w.name));
    expect(entry).toMatchObject({ withdrawn_on: '2025-11-28', replaced_by: expect.stringContaining('RBI/DOR/2025-26/363') });
    expect(entry!.patterns.some((p) => new RegExp(p).test('Master Direction on Outsourcing of IT Services, 2023'))).toBe(true);
  });

  test('release 2026.11.7 announces the change to companies, in force since 28 Nov 2025', () => {
    const announced = libraries.flatMap((l) => (l.changes ?? []).filter((c) => c.version === '2026.11.7').flatMap((c) => c.items));
    for (const id of ITEMS) {
      expect(announced.filter((e) => e.item === id)).toEqual([
        expect.objectContaining({ change: 'changed', effective_date: '2025-11-28', instrument: expect.stringContaining('Managing Risks in Outsourcing') }),
      ]);
    }
  });
});

describe('digital lending: consolidated for NBFCs into the Credit Facilities Directions on 28 Nov 2025', () => {
  const ITEMS = [
    'OBL-RBI-DIGITAL-LENDING',
    'DOC-DIGITAL-LENDING-POLICY',
    'DOC-LENDING-SERVICE-PROVIDER-DUE-DILIGENCE-RECORDS',
    'DOC-KEY-FACT-STATEMENT-FORMAT',
    'DOC-DIGITAL-LENDING-APPS-REPORTED-TO-RBI',
    'SA-POL-DIGITAL-LENDING',
  ];

  test('each item cites Chapter III of the NBFC Credit Facilities Directions by number, the Directions of 8 May 2025 only as consolidated', () => {
    for (const id of ITEMS) {
      const i = item(id);
      expect({ id, cites: i.clause!.includes('Credit Facilities Directions, 2025 (RBI/DOR/2025-26/347, 28 Nov 2025), Chapter III') }).toEqual({ id, cites: true });
      expect({ id, status: i.verification.status }).toEqual({ id, status: 'corroborated' });
    }
    const entry = withdrawn.instruments.find((w) => /Digital Lending\) Directions, 2025/.test(w.name));
    expect(entry).toMatchObject({ withdrawn_on: '2025-11-28', replaced_by: expect.stringContaining('RBI/DOR/2025-26/347') });
  });
});

describe('release 2026.11.7: every library it touched announces what changed', () => {
  test('each library that made release 2026.11.7 lists it in its change log, naming only items it holds', () => {
    const released = libraries.filter((l) => (l.changes ?? []).some((c) => c.version === '2026.11.7'));
    expect(released.map((l) => l.id).sort()).toEqual([
      'calendar-mca',
      'calendar-sebi',
      'calendar-state',
      'hr-labour-compliance',
      'mca-companies-act',
      'rbi-base-layer',
      'rbi-housing-finance-companies',
      'rbi-middle-layer',
      'rbi-upper-layer',
      'required-documents-nbfc',
      'self-audit-nbfc',
      'shared-obligations',
      'updates-feed-deadlines',
    ]);
    for (const library of released) {
      const release = library.changes!.find((c) => c.version === '2026.11.7')!;
      expect({ library: library.id, date: release.date }).toEqual({ library: library.id, date: '2026-11-28' });
      const ids = new Set(library.items.map((i) => i.id));
      expect(release.items.filter((e) => !ids.has(e.item))).toEqual([]);
    }
  });
});

describe('gold and silver collateral and co-lending: consolidated for NBFCs on 28 Nov 2025', () => {
  const GOLD = ['OBL-RBI-GOLD-LOAN', 'RBI-BL-20', 'DOC-GOLD-LOAN-POLICY', 'DOC-GOLD-VALUATION-AND-AUCTION-PROCEDURE', 'DOC-GOLD-STORAGE-AND-SAFETY-STANDARDS'];

  test('the gold items cite the NBFC Credit Facilities Directions by number, the Directions of 6 Jun 2025 only as consolidated', () => {
    for (const id of GOLD) {
      const i = item(id);
      expect({ id, cites: i.clause!.includes('Credit Facilities Directions, 2025 (RBI/DOR/2025-26/347') }).toEqual({ id, cites: true });
      expect({
        id,
        history: /consolidated as is from the Lending Against Gold and Silver Collateral Directions, 2025 \(RBI\/2025-26\/47, 6 Jun 2025\)/.test(i.clause!),
      }).toEqual({
        id,
        history: true,
      });
      // RBI's list of Master Directions is no page of the instrument: corroborated, not official.
      expect({ id, status: i.verification.status }).toEqual({ id, status: 'corroborated' });
    }
    expect(item('RBI-BL-20').reference).toContain('RBI/DOR/2025-26/362');
  });

  test('the co-lending question cites the NBFC Transfer and Distribution of Credit Risk Directions, in force for co-lending from 1 Jan 2026', () => {
    const i = item('RBI-BL-19');
    expect(i.clause).toMatch(
      /^Transfer and Distribution of Credit Risk Directions, 2025 \(28 Nov 2025\): co-lending arrangements \(in force 1 Jan 2026; consolidated as is from/,
    );
    expect(i.verification.status).toBe('corroborated');
    expect(i.verification.note).toMatch(/own number and page were not found/);
  });

  test('the withdrawn list names both Directions of 2025, so no item can cite them as live again', () => {
    const gold = withdrawn.instruments.find((w) => /Lending Against Gold and Silver Collateral/.test(w.name))!;
    expect(gold).toMatchObject({ withdrawn_on: '2025-11-28', replaced_by: expect.stringContaining('RBI/DOR/2025-26/347') });
    expect(gold.patterns.some((p) => new RegExp(p).test('RBI (Lending Against Gold and Silver Collateral) Directions, 2025: board-approved policy'))).toBe(true);
    const coLending = withdrawn.instruments.find((w) => /Co-Lending Arrangements/.test(w.name))!;
    expect(coLending).toMatchObject({ withdrawn_on: '2025-11-28', replaced_by: expect.stringContaining('Transfer and Distribution of Credit Risk') });
    expect(coLending.patterns.some((p) => new RegExp(p).test('do they follow the Co-Lending Directions'))).toBe(true);
  });
});

describe('the HFC Directions of 28 Nov 2025 linked at their own page, as two independent records give its address', () => {
  test('the HFC questions and NHB returns that cite the HFC Directions link id=12939 and are corroborated, not official', () => {
    const ids = [
      'RBI-HFC-01',
      'RBI-HFC-02',
      'RBI-HFC-03',
      'RBI-HFC-04',
      'RBI-HFC-12',
      'RBI-HFC-19',
      'HFC-ANNUAL-RETURN',
      'HFC-HALF-YEARLY-RETURN',
      'HFC-QUARTERLY-EXPOSURES',
      'HFC-AUDITOR-CERTIFICATE',
    ];
    for (const id of ids) {
      const i = item(id);
      expect({ id, url: i.source_url, status: i.verification.status }).toEqual({
        id,
        url: 'https://www.rbi.org.in/Scripts/BS_ViewMasDirections.aspx?id=12939',
        status: 'corroborated',
      });
      expect({ id, records: i.verification.sources.filter((s) => s.title.includes('id=12939')).length }).toEqual({ id, records: 2 });
    }
  });
});

describe('release 2026.11.8: what it changed reaches companies, and no library names a withdrawn instrument as its source', () => {
  const HISTORY = /formerly|replac|supersed|consolidat|earlier|until|repeal|withdrawn|omitted|before/i;

  test('the libraries whose items changed open their change log with 2026.11.8', () => {
    const announced = Object.fromEntries(
      libraries.filter((l) => l.changes?.[0]?.version === '2026.11.8').map((l) => [l.id, l.changes![0]!.items.map((e) => `${e.item} ${e.change}`)]),
    );
    expect(announced).toEqual({
      'rbi-base-layer': ['RBI-BL-19 changed', 'RBI-BL-20 changed'],
      'rbi-core-investment-companies': ['RBI-CIC-11 citation'],
      'calendar-hfc': ['HFC-ANNUAL-RETURN citation', 'HFC-HALF-YEARLY-RETURN citation', 'HFC-QUARTERLY-EXPOSURES citation', 'HFC-AUDITOR-CERTIFICATE citation'],
      'rbi-housing-finance-companies': [
        'RBI-HFC-06 citation',
        'RBI-HFC-01 citation',
        'RBI-HFC-02 citation',
        'RBI-HFC-03 citation',
        'RBI-HFC-04 citation',
        'RBI-HFC-12 citation',
        'RBI-HFC-19 citation',
        'RBI-HFC-08 citation',
        'RBI-HFC-13 citation',
        'RBI-HFC-15 citation',
      ],
      'rbi-middle-layer': ['RBI-ML-03 citation', 'RBI-ML-08 citation', 'RBI-ML-14 citation'],
      'rbi-upper-layer': ['RBI-UL-04 citation', 'RBI-UL-09 citation'],
      'required-documents-nbfc': [
        'DOC-GOLD-LOAN-POLICY citation',
        'DOC-GOLD-VALUATION-AND-AUCTION-PROCEDURE citation',
        'DOC-GOLD-STORAGE-AND-SAFETY-STANDARDS citation',
        'DOC-FORM-A-CERTIFICATE-ON-APPOINTMENT-OF-STATUTORY-AUDITOR citation',
        'DOC-ASSET-LIABILITY-MANAGEMENT-COMMITTEE-MINUTES citation',
        'DOC-LIQUIDITY-RISK-MANAGEMENT-POLICY citation',
        'DOC-RELATED-PARTY-LENDING-POLICY citation',
        'DOC-CREDIT-POLICY citation',
      ],
      'self-audit-nbfc': ['SA-POL-IT-POLICY citation', 'SA-COM-ALCO citation', 'SA-POL-CREDIT citation', 'SA-POL-DIRECTORS-LOANS citation', 'SA-POL-LIQUIDITY citation'],
      'shared-obligations': ['OBL-RBI-GOLD-LOAN changed', 'OBL-RBI-WILFUL-DEFAULTERS citation'],
    });
  });

  test("an item that links only RBI's list of Master Directions is not official: the list is no page of the instrument", () => {
    for (const id of [
      'RBI-ML-03',
      'RBI-ML-08',
      'RBI-ML-14',
      'RBI-UL-04',
      'RBI-UL-09',
      'RBI-HFC-06',
      'OBL-RBI-WILFUL-DEFAULTERS',
      'DOC-CREDIT-POLICY',
      'SA-POL-LIQUIDITY',
    ]) {
      const i = item(id);
      expect({ id, url: i.source_url, status: i.verification.status }).toEqual({
        id,
        url: 'https://www.rbi.org.in/Scripts/BS_ViewMasterDirections.aspx',
        status: 'corroborated',
      });
      expect({ id, numbered: /RBI\/DOR\/2025-26\/3\d\d/i.test(`${i.clause} ${i.reference}`) }).toEqual({ id, numbered: true });
    }
  });

  test("no library's own list of sources names a withdrawn instrument except as history", () => {
    // A calendar's sources also name the instruments of its dated wordings (calendar-rbi: the 2024 returns Direction
    // until 30 Jul 2026); the libraries whose sources go into a signed-off assessment pack name only the law in force.
    const live = libraries
      .filter((library) => (library as unknown as { kind: string }).kind !== 'calendar')
      .flatMap((library) =>
        ((library as unknown as { sources: { title: string }[] }).sources ?? []).flatMap((source) =>
          withdrawn.instruments.flatMap((w) =>
            w.patterns.flatMap((p) =>
              [...source.title.matchAll(new RegExp(p, 'g'))]
                .filter((m) => !HISTORY.test(source.title.slice(Math.max(0, m.index - 120), m.index)))
                .map(() => `${library.id}: ${source.title}`),
            ),
          ),
        ),
      );
    expect(live).toEqual([]);
  });
});

describe('release 2026.11.8 can be uploaded as it is recorded', () => {
  test('each file at 2026.11.8 has the SHA-256 that docs/regulatory-sources.md (section 14) states', () => {
    const released = fs
      .readdirSync(DEFAULT_CONTENT_DIR)
      .filter((name) => name.endsWith('.json'))
      .filter((name) => JSON.parse(fs.readFileSync(path.join(DEFAULT_CONTENT_DIR, name), 'utf8')).version === '2026.11.8');
    expect(released).toHaveLength(9);
    for (const name of released) {
      const sha = createHash('sha256')
        .update(fs.readFileSync(path.join(DEFAULT_CONTENT_DIR, name)))
        .digest('hex');
      const row = sourcesDoc.split('\n').find((line) => line.startsWith(`| \`api/content/${name}\` `));
      expect({ name, sha: row?.includes(`\`${sha}\``) }).toEqual({ name, sha: true });
    }
  });
});
