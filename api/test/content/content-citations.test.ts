import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_CONTENT_DIR } from '../../src/content';
import { isIndexPage } from '../support/contentFolders';

// docs/decisions/0059-citations-at-the-instrument-s-own-page.md (law as data): an item cites the instrument itself, not a regulator's index page, and never a draft for
// comments. The question libraries' index-page citations are pinned per library at the figures that
// docs/regulatory-sources.md ("Index pages") states, so a regression, or an improvement the page does not record,
// fails here.

interface LibraryFile {
  id: string;
  kind: string;
  items: { id: string; source_url: string; variants?: { source_url: string }[]; text?: string; clause?: string; reference?: string; frequency?: string }[];
}
const QUESTION_KINDS = ['rbi', 'mca', 'hr', 'self-audit', 'required-documents', 'obligations'];
const files: LibraryFile[] = fs.readdirSync(DEFAULT_CONTENT_DIR).map((name) => JSON.parse(fs.readFileSync(path.join(DEFAULT_CONTENT_DIR, name), 'utf8')));
const questionLibraries = files.filter((file) => QUESTION_KINDS.includes(file.kind));
const sourcesDoc = fs.readFileSync(path.join(__dirname, '../../../docs/regulatory-sources.md'), 'utf8');

describe('index-page citations of the question libraries', () => {
  test('an index page is told from a deep link', () => {
    expect(isIndexPage('https://www.rbi.org.in/Scripts/BS_ViewMasterDirections.aspx')).toBe(true);
    expect(isIndexPage('https://www.mca.gov.in/content/mca/global/en/acts-rules/ebooks/acts.html')).toBe(true);
    expect(isIndexPage('https://nhb.org.in/')).toBe(true);
    expect(isIndexPage('https://www.rbi.org.in/Scripts/NotificationUser.aspx?Id=13407')).toBe(false);
    expect(isIndexPage('https://labour.gov.in/sites/default/files/osh_gazette.pdf')).toBe(false);
  });

  test('per library and in total, the figures docs/regulatory-sources.md states', () => {
    const counts = Object.fromEntries(
      questionLibraries.map((file) => [file.id, `${file.items.filter((item) => isIndexPage(item.source_url)).length} of ${file.items.length}`]),
    );
    // 2026.11.6 linked the NBFC Directions of 28 Nov 2025 whose page ids the review of 28 Nov 2026 reported, and the
    // 31 Jul 2026 Directions (docs/regulatory-sources.md, section 12); 2026.11.7 linked the grievance items RBI-BL-09 and
    // OBL-RBI-GRIEVANCE at the Responsible Business Conduct Directions' own page, RBI-ML-15 at the Internal Ombudsman Directions' page (section 13);
    // 2026.11.8 linked six HFC questions at the HFC Directions' own page (section 14).
    expect(counts).toEqual({
      'rbi-base-layer': '6 of 23',
      'rbi-middle-layer': '5 of 15',
      'rbi-upper-layer': '4 of 11',
      'rbi-core-investment-companies': '10 of 12',
      'rbi-housing-finance-companies': '7 of 22',
      'mca-companies-act': '9 of 31',
      'hr-labour-compliance': '6 of 34',
      'self-audit-nbfc': '11 of 52',
      'required-documents-nbfc': '14 of 54',
      'shared-obligations': '4 of 15',
    });
    const items = questionLibraries.flatMap((file) => file.items);
    const total = `${items.filter((item) => isIndexPage(item.source_url)).length} of ${items.length} items`;
    expect(total).toBe('76 of 269 items');
    expect(sourcesDoc).toContain(total);
  });
});

describe('the Companies Act, 2013 cited at its own page (2026.11.4)', () => {
  // docs/regulatory-sources.md, section 9: MCA's section-wise text of the Act replaced its list of all Acts.
  const MCA_ACTS_LIST = 'https://www.mca.gov.in/content/mca/global/en/acts-rules/ebooks/acts.html';
  const MCA_ACT_PAGE = 'https://www.mca.gov.in/MCASearch/search_table.html';

  test('no item links the list of Acts; the items that cited it link the Act page', () => {
    const items = questionLibraries.flatMap((file) => file.items.map((item) => ({ file: file.id, item: item.id, url: item.source_url })));
    expect(items.filter(({ url }) => url === MCA_ACTS_LIST)).toEqual([]);
    const onActPage = items.filter(({ url }) => url === MCA_ACT_PAGE).map(({ file }) => file);
    expect({
      mca: onActPage.filter((f) => f === 'mca-companies-act').length,
      selfAudit: onActPage.filter((f) => f === 'self-audit-nbfc').length,
      documents: onActPage.filter((f) => f === 'required-documents-nbfc').length,
    }).toEqual({ mca: 22, selfAudit: 5, documents: 6 });
  });
});

describe('no draft is cited as the instrument', () => {
  // Pages of the RBI site that search showed to be drafts for comments (docs/regulatory-sources.md, section 8).
  const DRAFTS = [
    'rbi.org.in/Scripts/bs_viewcontent.aspx?Id=4824',
    'rbi.org.in/Scripts/bs_viewcontent.aspx?Id=4825',
    'rbi.org.in/Scripts/bs_viewcontent.aspx?Id=4895',
    'rbi.org.in/Scripts/BS_ViewREwiseDraftDirections.aspx',
  ].map((url) => url.toLowerCase());

  test('no item or earlier wording of any library links to one', () => {
    const cited = files.flatMap((file) =>
      file.items.flatMap((item) => [item.source_url, ...(item.variants ?? []).map((v) => v.source_url)].map((url) => ({ file: file.id, item: item.id, url }))),
    );
    const onDrafts = cited.filter(({ url }) => DRAFTS.some((draft) => url.toLowerCase().includes(draft)));
    expect(onDrafts).toEqual([]);
  });
});

describe('Fraud Risk Management: one instrument in every library (review of 28 Nov 2026)', () => {
  // The law changed: the 2024 Master Directions were withdrawn by the Fraud Risk Management Directions, 2026
  // (RBI/DoS/2026-27/463, 31 Jul 2026; docs/regulatory-sources.md, section 12). Release 2026.11.6 moved every item
  // together, added the HFC report to NHB (HFC-FRAUD-REPORT) and the Upper Layer committees item (RBI-UL-08) now names it.
  // A release that cites the 2026 Directions in some libraries and the 2024 ones in others fails here.
  const FRAUD_ITEMS = [
    'DOC-EARLY-WARNING-SIGNALS-FRAMEWORK',
    'DOC-FRAUD-MONITORING-RETURNS',
    'DOC-FRAUD-RISK-MANAGEMENT-POLICY',
    'DOC-SPECIAL-COMMITTEE-FOR-MONITORING-FRAUDS-MINUTES',
    'HFC-FRAUD-REPORT',
    'OBL-RBI-FRAUD-REPORTING',
    'RBI-BL-12',
    'RBI-FRAUD-REPORT',
    'RBI-HFC-11',
    'RBI-ML-13',
    'RBI-UL-08',
    'RBI-UL-11',
    'SA-COM-SCBMF',
    'SA-POL-FRAUD-POLICY',
    'SA-RET-FMR1',
  ];
  const cited = files.flatMap((file) => file.items.filter((item) => /Fraud Risk Management/.test(`${item.clause} ${item.reference}`)));

  test('the items citing it, in the question libraries and the calendar', () => {
    expect(cited.map((item) => item.id).sort()).toEqual(FRAUD_ITEMS);
  });

  test('each names the 2026 Directions (RBI/DoS/2026-27/463) and none the withdrawn 2024 ones as its instrument', () => {
    // The year closing each title: "Fraud Risk Management) Directions, 2026", "Fraud Risk Management Directions, 2026".
    const years = cited.map((item) => ({
      id: item.id,
      years: [...new Set([...`${item.clause} ${item.reference}`.matchAll(/Fraud Risk Management[^,]*, (\d{4})/g)].map((m) => m[1]))],
    }));
    expect(years).toEqual(cited.map((item) => ({ id: item.id, years: ['2026'] })));
    for (const item of cited) expect(`${item.clause} ${item.reference}`).toContain('RBI/DoS/2026-27/463');
  });

  test('the reporting window is the same 14 days of classification wherever a due date is stated', () => {
    const timing = (id: string) => {
      const item = cited.find((c) => c.id === id)!;
      return `${item.text ?? ''} ${item.clause} ${item.reference} ${item.frequency ?? ''}`;
    };
    for (const id of ['RBI-FRAUD-REPORT', 'OBL-RBI-FRAUD-REPORTING', 'RBI-BL-12', 'RBI-HFC-11', 'RBI-ML-13', 'SA-RET-FMR1', 'DOC-FRAUD-MONITORING-RETURNS']) {
      expect({ id, window: timing(id).match(/within 14 days of (classifying|its classification|classification)/i)?.[0] !== undefined }).toEqual({ id, window: true });
      expect({ id, other: timing(id).match(/within (?!14 )\d+ days/i) }).toEqual({ id, other: null });
    }
  });
});
