import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_CONTENT_DIR } from '../../src/content';
import { citationFigures } from '../../src/content/citationFigures';
import withdrawn from '../../src/content/law/withdrawn-instruments.json';

// The law of 28 Nov 2026 as release 2026.11.7 left it (docs/regulatory-sources.md, section 13): the figures the page
// states, the items still unverified by name, and the IT outsourcing items that cited a Direction repealed on
// 28 Nov 2025. A change to any of them must be recorded on that page, or this fails.

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
      '325 official, 51 corroborated, 19 unverified (4.8%',
    );
    expect(sourcesDoc).toContain('325 official, 51 corroborated, 19 unverified (4.8%');
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
  test('each library at 2026.11.7 opens its change log with that release, naming only items it holds', () => {
    const released = libraries.filter((l) => l.version === '2026.11.7');
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
      const head = library.changes![0]!;
      expect({ library: library.id, version: head.version, date: head.date }).toEqual({ library: library.id, version: '2026.11.7', date: '2026-11-28' });
      const ids = new Set(library.items.map((i) => i.id));
      expect(head.items.filter((e) => !ids.has(e.item))).toEqual([]);
    }
  });
});
