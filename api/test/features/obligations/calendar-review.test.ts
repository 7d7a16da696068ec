import { calendarObligations, content } from '../../../src/content';
import type { ProfileFacts } from '../../../src/content/calendar';
import { applicability, dueDates } from '../../../src/features/obligations/library/schedule';

// Calendar review of 28 Nov 2026 (docs/decisions/0046-statutory-obligations-as-data-calendar-library-facts.md; docs/regulatory-sources.md, section 10): professional tax of
// Tripura, Sikkim, Mizoram, Manipur and Nagaland, FY 2026-27, for a company with an establishment there and
// for one without; and the uncertain days the review settled or narrowed.

const FY = ['2026-04-01', '2027-04-01'] as const;
const ob = (id: string) => {
  const found = calendarObligations().find((o) => o.id === id);
  if (!found) throw new Error(`no obligation ${id}`);
  return found;
};

/** A Base layer NBFC with branches in the five north-eastern states and 40 employees. */
const northEast: ProfileFacts = {
  layer: 'Base layer',
  assetSizeCr: 300,
  depositTaking: false,
  listing: 'none',
  headcount: 40,
  states: ['Tripura', 'Sikkim', 'Mizoram', 'Manipur', 'Nagaland'],
  fyStartMonth: 4,
  category: null,
  gstStates: ['Tripura'],
  directors: [],
};
/** The same company with its only establishment in Assam. */
const assamOnly: ProfileFacts = { ...northEast, states: ['Assam'] };

describe('professional tax of the five states added on 28 Nov 2026', () => {
  test('Tripura: the return with the tax for each month by the last day of the next month', () => {
    const due = dueDates(ob('PT-TRIPURA'), northEast, ...FY).map((d) => d.dueDate);
    expect(due).toHaveLength(12);
    expect(due.slice(0, 3)).toEqual(['2026-04-30', '2026-05-31', '2026-06-30']);
    expect(due.at(-1)).toBe('2027-03-31');
    expect(applicability(ob('PT-TRIPURA'), northEast)).toBe('Establishment in Tripura');
  });

  test('Sikkim: the quarterly return within 30 days after each quarter', () => {
    expect(dueDates(ob('PT-SIKKIM'), northEast, ...FY)).toEqual([
      { dueDate: '2026-04-30', period: 'Quarter ended 31 Mar 2026' },
      { dueDate: '2026-07-30', period: 'Quarter ended 30 Jun 2026' },
      { dueDate: '2026-10-30', period: 'Quarter ended 30 Sep 2026' },
      { dueDate: '2027-01-30', period: 'Quarter ended 31 Dec 2026' },
    ]);
  });

  test('Mizoram by 30 June, Manipur by 30 March, Nagaland by 30 April', () => {
    expect(dueDates(ob('PT-MIZORAM'), northEast, ...FY)).toEqual([{ dueDate: '2026-06-30', period: 'FY 2026-2027' }]);
    expect(dueDates(ob('PT-MANIPUR'), northEast, ...FY)).toEqual([{ dueDate: '2027-03-30', period: 'FY 2026-2027' }]);
    expect(dueDates(ob('PT-NAGALAND'), northEast, ...FY)).toEqual([{ dueDate: '2026-04-30', period: 'FY 2025-2026' }]);
  });

  test('a company without an establishment in these states gets none of them', () => {
    for (const id of ['PT-TRIPURA', 'PT-SIKKIM', 'PT-MIZORAM', 'PT-MANIPUR', 'PT-NAGALAND']) {
      expect(applicability(ob(id), assamOnly)).toBeNull();
      expect(dueDates(ob(id), assamOnly, ...FY)).toEqual([]);
    }
    expect(applicability(ob('PT-ASSAM'), assamOnly)).not.toBeNull();
  });

  test('each names its Act and, where no official text of the Rules was seen, says the day is to be verified', () => {
    for (const id of ['PT-TRIPURA', 'PT-SIKKIM', 'PT-MIZORAM', 'PT-MANIPUR', 'PT-NAGALAND']) {
      const o = ob(id);
      expect(o.citation).toMatch(/Act, (19|20)\d\d/);
      expect(o.sourceUrl).toMatch(/^https:\/\/[^/]*(tripura|sikkim|zotax|manipur|nagaland)[^/]*\.(gov|nic)\.in/);
      expect(o.note).toContain('marked for verification');
    }
  });

  test('the state library announces the five additions and the labour welfare fund corrections in its change log', () => {
    const release = content()
      .changes.filter((c) => c.libraryId === 'calendar-state' && c.version === '2026.11.5')
      .map((c) => [c.item, c.change]);
    expect(release).toEqual([
      ['PT-TRIPURA', 'added'],
      ['PT-SIKKIM', 'added'],
      ['PT-MIZORAM', 'added'],
      ['PT-MANIPUR', 'added'],
      ['PT-NAGALAND', 'added'],
      ['LWF-WEST-BENGAL', 'changed'],
      ['LWF-ODISHA', 'changed'],
      ['LWF-CHHATTISGARH', 'changed'],
      ['LWF-PUNJAB', 'changed'],
      ['LWF-GOA', 'citation'],
      ['LWF-MADHYA-PRADESH', 'citation'],
      ['PT-PUNJAB', 'citation'],
    ]);
  });
});

describe('uncertain days settled or narrowed on 28 Nov 2026', () => {
  /** A Middle layer HFC. */
  const hfc: ProfileFacts = { ...northEast, layer: 'Middle layer', assetSizeCr: 8000, category: 'HFC', states: ['Maharashtra'] };

  test("HFC ALM returns 10 days after each quarter, NHB's earliest timing, citing NHB's guidelines", () => {
    expect(dueDates(ob('HFC-ALM-RETURNS'), hfc, ...FY)).toEqual([
      { dueDate: '2026-04-10', period: 'Quarter ended 31 Mar 2026' },
      { dueDate: '2026-07-10', period: 'Quarter ended 30 Jun 2026' },
      { dueDate: '2026-10-10', period: 'Quarter ended 30 Sep 2026' },
      { dueDate: '2027-01-10', period: 'Quarter ended 31 Dec 2026' },
    ]);
    expect(ob('HFC-ALM-RETURNS').sourceUrl).toBe('https://nhb.org.in/regulation_post/asset_liability_management/');
    expect(ob('HFC-ALM-RETURNS').citation).toContain('NHB/ND/DRS/Pol-No. 35/2010-11');
    expect(applicability(ob('HFC-ALM-RETURNS'), northEast)).toBeNull();
    const change = content().changes.find((c) => c.libraryId === 'calendar-hfc' && c.item === 'HFC-ALM-RETURNS');
    expect(change).toMatchObject({ change: 'changed', version: '2026.11.5' });
  });
});

describe('labour welfare fund and Punjab development tax: thresholds and days the state boards and Rules give', () => {
  const staff = (state: ProfileFacts['states'][number], headcount: number): ProfileFacts => ({ ...northEast, states: [state], headcount });

  test('West Bengal: 10 or more persons; contributions by 15 July and 15 January under s. 9', () => {
    expect(applicability(ob('LWF-WEST-BENGAL'), staff('West Bengal', 9))).toBeNull();
    expect(applicability(ob('LWF-WEST-BENGAL'), staff('West Bengal', 10))).toBe('Establishment in West Bengal, 10 employees (10 or more)');
    expect(dueDates(ob('LWF-WEST-BENGAL'), staff('West Bengal', 40), ...FY).map((d) => d.dueDate)).toEqual(['2026-07-15', '2027-01-15']);
    expect(ob('LWF-WEST-BENGAL').citation).toContain('s. 9');
    expect(ob('LWF-WEST-BENGAL').note).not.toContain('verification');
  });

  test('Odisha from 20 persons and Chhattisgarh from 10; the days stay marked for verification', () => {
    expect(applicability(ob('LWF-ODISHA'), staff('Odisha', 19))).toBeNull();
    expect(applicability(ob('LWF-ODISHA'), staff('Odisha', 20))).not.toBeNull();
    expect(ob('LWF-ODISHA').citation).toContain('Act, 2005');
    expect(applicability(ob('LWF-CHHATTISGARH'), staff('Chhattisgarh', 9))).toBeNull();
    expect(applicability(ob('LWF-CHHATTISGARH'), staff('Chhattisgarh', 10))).not.toBeNull();
    for (const id of ['LWF-ODISHA', 'LWF-CHHATTISGARH', 'LWF-MADHYA-PRADESH']) expect(ob(id).note).toContain('marked for verification');
  });

  test('Punjab: half-yearly, before 15 October and 15 April (no longer yearly by 15 January)', () => {
    expect(dueDates(ob('LWF-PUNJAB'), staff('Punjab', 40), ...FY)).toEqual([
      { dueDate: '2026-04-15', period: 'Half-year Oct 2025 - Mar 2026' },
      { dueDate: '2026-10-15', period: 'Half-year Apr - Sep 2026' },
    ]);
  });

  test('Punjab development tax: monthly by the last day of the following month, r. 14(3) as amended in 2021', () => {
    const due = dueDates(ob('PT-PUNJAB'), staff('Punjab', 40), ...FY).map((d) => d.dueDate);
    expect(due.slice(0, 2)).toEqual(['2026-04-30', '2026-05-31']);
    expect(due).toHaveLength(12);
    expect(ob('PT-PUNJAB').citation).toContain('r. 14(3)');
  });

  test('Goa: by 31 July and 31 January, confirmed by the Labour Department and cited to the 1986 Act of Goa, Daman and Diu', () => {
    expect(dueDates(ob('LWF-GOA'), staff('Goa', 5), ...FY).map((d) => d.dueDate)).toEqual(['2026-07-31', '2027-01-31']);
    expect(ob('LWF-GOA').citation).toContain('Goa, Daman and Diu Labour Welfare Fund Act, 1986, s. 14');
    expect(ob('LWF-GOA').sourceUrl).toBe('https://labour.goa.gov.in/about-welfare-board/');
    expect(ob('LWF-GOA').note).toBeUndefined();
  });
});
