import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_CONTENT_DIR, loadContent } from '../../src/content';

// The law as the library states it on 23 Nov 2026 (docs/regulatory-sources.md). Each corrected rule of
// docs/decisions/0013-regulatory-content-v2-the-law-as-of.md is pinned here, so a content edit that brings an error back fails.

interface Item {
  id: string;
  text: string;
  clause: string;
  source_url: string;
  obligation?: string;
  applicability?: Record<string, unknown>;
  not_applicable_allowed: boolean;
  guidance?: string;
  reference?: string;
  [field: string]: unknown;
}
interface File {
  kind: string;
  id: string;
  version: string;
  items: Item[];
}

// The question libraries; the statutory calendar (kind "calendar") has its own tests: api/test/features/obligations/calendar-library.test.ts.
const files: File[] = fs
  .readdirSync(DEFAULT_CONTENT_DIR)
  .filter((name) => name.endsWith('.json') && !name.startsWith('calendar-'))
  .map((name) => JSON.parse(fs.readFileSync(path.join(DEFAULT_CONTENT_DIR, name), 'utf8')));
const items = files.flatMap((file) => file.items.map((item) => ({ ...item, file: file.id, kind: file.kind })));
const byId = new Map(items.map((item) => [item.id, item]));
const item = (id: string) => {
  const found = byId.get(id);
  if (!found) throw new Error(`no item ${id}`);
  return found;
};
/** Every text field of an item, as one string. */
const all = (id: string) => JSON.stringify(item(id));
const content = loadContent();

// Regulators' own domains (RBI, MCA, Gazette of India, Labour, Income Tax, SEBI, NHB, India Code, ministries).
const OFFICIAL_HOST = /(^|\.)(rbi\.org\.in|nhb\.org\.in|gov\.in|nic\.in)$/;

describe('every item is cited', () => {
  test('every item of every library has a non-empty clause, an https source URL on an official domain and a unique id', () => {
    const seen = new Set<string>();
    for (const entry of items) {
      expect({ id: entry.id, clause: entry.clause.trim().length > 0 }).toEqual({ id: entry.id, clause: true });
      const url = new URL(entry.source_url);
      expect({ id: entry.id, protocol: url.protocol }).toEqual({ id: entry.id, protocol: 'https:' });
      expect({ id: entry.id, official: OFFICIAL_HOST.test(url.hostname) }).toEqual({ id: entry.id, official: true });
      expect({ id: entry.id, repeated: seen.has(entry.id) }).toEqual({ id: entry.id, repeated: false });
      seen.add(entry.id);
    }
    expect(items.length).toBeGreaterThan(200);
  });

  test('every library is at a November 2026 version; one changed since carries its change log release', () => {
    for (const file of files as (File & { changes?: { version: string }[] })[]) {
      expect({ id: file.id, version: file.version }).toEqual({ id: file.id, version: expect.stringMatching(/^2026\.11\.\d+$/) });
      if (file.version !== '2026.11.1') expect({ id: file.id, newest: file.changes?.[0]?.version }).toEqual({ id: file.id, newest: file.version });
    }
  });

  test('every obligation an item refers to exists, and each shared obligation is used by more than one library', () => {
    const obligations = files.find((file) => file.kind === 'obligations')!.items;
    const ids = new Set(obligations.map((o) => o.id));
    const users = new Map<string, Set<string>>();
    for (const entry of items.filter((i) => i.obligation)) {
      expect(ids.has(entry.obligation!)).toBe(true);
      users.set(entry.obligation!, (users.get(entry.obligation!) ?? new Set()).add(entry.kind));
    }
    for (const id of ['OBL-RBI-KYC', 'OBL-RBI-FPC', 'OBL-RBI-GRIEVANCE', 'OBL-RBI-FRAUD-REPORTING']) {
      expect({ id, kinds: users.get(id)!.size > 1 }).toEqual({ id, kinds: true });
    }
  });
});

describe('corrected rules', () => {
  test('RBI-HFC-04: stamp duty and registration charges may be added to the cost of a dwelling unit of up to Rs 10 lakh', () => {
    const hfc = all('RBI-HFC-04');
    expect(hfc).toMatch(/stamp duty, registration and other documentation charges may be added to the cost of the dwelling unit/);
    expect(hfc).toMatch(/up to Rs 10 lakh/);
    expect(hfc).not.toMatch(/excluded/);
    expect(hfc).toMatch(/90%.*Rs 30 lakh.*80%.*Rs 75 lakh.*75%/);
  });

  test('MCA-E2: secretarial audit reaches any company with bank or PFI borrowings of Rs 100 crore (r.9(1)(c)); capital and turnover limbs are for public companies', () => {
    const e2 = item('MCA-E2');
    expect(e2.clause).toContain('r.9(1)(a), (b) and (c)');
    expect(e2.text).toMatch(
      /any company \(private companies included\) with outstanding loans or borrowings from banks or public financial institutions of Rs 100 crore or more/,
    );
    expect(e2.text).toMatch(/public company with paid-up capital of Rs 50 crore or more or turnover of Rs 250 crore/);
    expect(e2.guidance).toMatch(/apply to public companies only/);
  });

  test('MCA-C1: Ind AS NBFCs file AOC-4 NBFC (Ind AS) / AOC-4 CFS NBFC (Ind AS) under r.12(1A), not XBRL', () => {
    const c1 = item('MCA-C1');
    expect(c1.clause).toContain('r.12(1A)');
    expect(c1.guidance).toContain('AOC-4 NBFC (Ind AS)');
    expect(c1.guidance).toContain('AOC-4 CFS NBFC (Ind AS)');
    expect(c1.guidance).toMatch(/outside the XBRL filing rules/);
    expect(c1.guidance).not.toMatch(/file in the XBRL format/);
  });

  test('Fraud Monitoring Returns: 14 days from classification as fraud, in the documents list as in the self-audit and the RBI bank', () => {
    for (const id of ['DOC-FRAUD-MONITORING-RETURNS', 'SA-RET-FMR1', 'RBI-ML-13', 'OBL-RBI-FRAUD-REPORTING']) {
      const text = all(id);
      expect({ id, rule: /14 days of (its )?classification as fraud|within 14 days of classification/.test(text) }).toEqual({ id, rule: true });
      expect({ id, old: /3 weeks|three weeks/.test(text) }).toEqual({ id, old: false });
    }
    const documents = content.requiredDocuments.documents.find((d) => d.name === 'Fraud Monitoring Returns (FMR)')!;
    expect(documents.reference).toMatch(/within 14 days of classification as fraud/);
  });

  test('HR-19: under the OSH Code the principal employer registers the establishment and the contractor is licensed', () => {
    const hr19 = item('HR-19');
    expect(hr19.text).toMatch(/establishment registered under the OSH Code by the principal employer/);
    expect(hr19.text).toMatch(/contractor .* hold a licence/);
    expect(hr19.text).not.toMatch(/principal employer registered \(or licensed/);
    expect(hr19.clause).toMatch(/s\.3 .*s\.47 \(licensing of contractors\)/);
  });

  test('MCA-F2: charges within 30 days; then within 60 days on additional fee and a further 60 days on ad valorem fee', () => {
    const f2 = item('MCA-F2');
    expect(f2.text).toMatch(/within 30 days of creation/);
    expect(f2.guidance).toMatch(/within 60 days of creation on payment of the additional fee/);
    expect(f2.guidance).toMatch(/further 60 days on payment of the ad valorem fee/);
    expect(f2.clause).toContain('s.77(1)');
  });

  test('MCA-A4: DIR-8 before appointment or re-appointment (r.14), not every year', () => {
    const a4 = item('MCA-A4');
    expect(a4.text).toMatch(/Form DIR-8 .* before appointment or re-appointment/);
    expect(a4.guidance).toMatch(/not every year/);
    expect(a4.clause).toContain('r.14(1)');
  });

  test('DPT-3 is not for RBI-registered NBFCs (r.1(3)): N/A in MCA-F3, and no longer a feed deadline', () => {
    expect(item('MCA-F3').guidance).toMatch(/do not apply to an NBFC registered with RBI/);
    expect(item('MCA-F3').clause).toContain('r.1(3)');
    expect(item('MCA-F3').not_applicable_allowed).toBe(true);
    expect(content.deadlines.items.map((d) => d.id)).not.toContain('FEED-DPT3');
    expect(JSON.stringify(content.deadlines.items)).not.toMatch(/DPT-3/);
  });

  test('POSH: no statutory 31 January date anywhere in the library; the annual report is per calendar year', () => {
    expect(JSON.stringify(items)).not.toMatch(/31 Jan/);
    expect(content.deadlines.items.map((d) => d.id)).not.toContain('FEED-POSH-ANNUAL-REPORT');
    expect(item('HR-22').text).toMatch(/annual report for each calendar year .* employer and the District Officer/);
    expect(item('HR-22').guidance).toMatch(/no calendar date/);
  });

  test('RBI-BL-03: NOF glide path by category (ICC Rs 5 crore, MFI and factors Rs 7 crore by Mar 2025; Rs 10 crore by Mar 2027)', () => {
    const bl03 = item('RBI-BL-03').text;
    expect(bl03).toMatch(/Rs 5 crore by 31 Mar 2025 and Rs 10 crore by 31 Mar 2027 for investment and credit companies/);
    expect(bl03).toMatch(/Rs 7 crore by 31 Mar 2025 and Rs 10 crore by 31 Mar 2027 for NBFC-MFI and NBFC-Factor/);
  });
});

describe('brought to November 2026', () => {
  test('DIR-3 KYC: every three years by 30 June, update within 30 days of a change (GSR 943(E), 31 March 2026), in MCA-D1 and the feed', () => {
    const d1 = item('MCA-D1');
    expect(d1.text).toMatch(/by 30 June .* three-yearly KYC/);
    expect(d1.text).toMatch(/within 30 days of any change/);
    expect(d1.clause).toContain('GSR 943(E)');
    expect(JSON.stringify(d1)).not.toMatch(/30 September/);
    const feed = content.deadlines.items.find((d) => d.id === 'FEED-DIR3-KYC')!;
    expect(feed.recurrence).toEqual({ type: 'yearly', on: ['06-30'] });
    expect(feed.title).toMatch(/every three years by 30 June/);
    expect(feed.body).toMatch(/GSR 943\(E\), in force from 31 March 2026/);
  });

  test('KYC: one name, the RBI (NBFC - KYC) Directions, 2025, across RBI, HR, self-audit and documents; the 2016 Master Direction nowhere', () => {
    const KYC = 'RBI (Non-Banking Financial Companies - Know Your Customer) Directions, 2025';
    expect(JSON.stringify(items)).not.toMatch(/KYC\) Direction, 2016|KYC Direction, 2016/);
    for (const id of ['RBI-BL-10', 'RBI-ML-11', 'RBI-CIC-11', 'RBI-HFC-09', 'HR-25', 'HR-27', 'SA-POL-KYC', 'SA-RET-CKYCR', 'OBL-RBI-KYC']) {
      expect({ id, cites: all(id).includes(KYC) }).toEqual({ id, cites: true });
    }
    expect(content.requiredDocuments.documents.find((d) => d.name === 'KYC and AML Policy')!.reference).toContain(KYC);
    for (const id of ['RBI-BL-10', 'HR-25', 'SA-POL-KYC', 'DOC-KYC-AND-AML-POLICY']) expect(item(id).obligation).toBe('OBL-RBI-KYC');
  });

  test('Ombudsman: the Integrated Ombudsman Scheme, 2026 (from 1 July 2026), not the 2021 scheme', () => {
    expect(JSON.stringify(items)).not.toMatch(/Ombudsman Scheme, 2021/);
    expect(item('RBI-BL-22').text).toMatch(/Integrated Ombudsman Scheme, 2026/);
    expect(item('RBI-BL-22').clause).toMatch(/in force 1 Jul 2026/);
    expect(all('SA-POL-GRIEVANCE')).toContain('Integrated Ombudsman Scheme, 2026');
  });

  test('Income-tax Act, 2025 leads HR-17; the 1961 Act only as formerly', () => {
    const hr17 = item('HR-17');
    expect(hr17.clause).toMatch(/^Income-tax Act, 2025/);
    expect((hr17.reference as string).startsWith('Income-tax Act, 2025')).toBe(true);
    expect(hr17.reference).toMatch(/formerly Income-tax Act, 1961/);
  });

  test('HR-06 cites OSH Code s.32; the Factories Act s.79 only as formerly', () => {
    const hr06 = item('HR-06');
    expect(hr06.clause).toBe('OSH Code, 2020, s.32');
    expect(hr06.reference).toMatch(/formerly Factories Act, 1948, s\.79$/);
  });

  test('documents cite the 2025 consolidated Directions, not the repealed 2023 SBR Direction or the 2019 liquidity framework', () => {
    const documents = JSON.stringify(content.requiredDocuments.documents);
    expect(documents).not.toMatch(/SBR Directions(?!, 2025)|Liquidity risk management framework(?! for NBFCs, 2025)|framework for NBFCs"/);
    expect(documents).not.toMatch(/2019/);
    expect(content.requiredDocuments.documents.find((d) => d.name === 'Liquidity Risk Management Policy')!.reference).toMatch(
      /Asset Liability Management\) Directions, 2025/,
    );
    expect(content.requiredDocuments.documents.find((d) => d.name === 'Compliance Policy')!.reference).toMatch(/Governance\) Directions, 2025/);
  });
});

// Acts repealed by the four Labour Codes (Code on Wages s.69, IR Code s.104, Code on Social Security s.164,
// OSH Code s.143) and the Income-tax Act, 1961 (from 1 April 2026).
const REPEALED = [
  'Minimum Wages Act, 1948',
  'Payment of Wages Act, 1936',
  'Payment of Bonus Act, 1965',
  'Equal Remuneration Act, 1976',
  'Industrial Disputes Act, 1947',
  'Industrial Employment (Standing Orders) Act, 1946',
  "Employees' Provident Funds and Miscellaneous Provisions Act, 1952",
  "Employees' State Insurance Act, 1948",
  'Payment of Gratuity Act, 1972',
  'Maternity Benefit Act, 1961',
  'Employment Exchanges (Compulsory Notification of Vacancies) Act, 1959',
  'Factories Act, 1948',
  'Contract Labour (Regulation and Abolition) Act, 1970',
  'Income-tax Act, 1961',
  'Minimum Wages (Central) Rules, 1950',
  'Payment of Gratuity (Central) Rules, 1972',
  'Contract Labour (R&A) Central Rules, 1971',
];

/** Each mention of a repealed Act must sit in a citation segment (between semicolons) that says "formerly". */
function liveCitationsOfRepealedActs(text: string): string[] {
  const found: string[] = [];
  for (const act of REPEALED) {
    let at = text.indexOf(act);
    while (at >= 0) {
      const segmentStart = text.lastIndexOf(';', at);
      if (!/formerly/i.test(text.slice(segmentStart + 1, at))) found.push(act);
      at = text.indexOf(act, at + act.length);
    }
  }
  return found;
}

describe('the Labour Codes lead', () => {
  const hr = files.find((file) => file.kind === 'hr')!.items;

  test('no HR item cites a repealed Act except as "formerly"', () => {
    for (const question of hr) {
      for (const field of ['text', 'clause', 'guidance', 'reference'] as const) {
        const live = liveCitationsOfRepealedActs(String(question[field] ?? ''));
        expect({ id: question.id, field, live }).toEqual({ id: question.id, field, live: [] });
      }
      // The clause names the law in force, never a repealed one.
      for (const act of REPEALED) expect({ id: question.id, clause: question.clause.includes(act) }).toEqual({ id: question.id, clause: false });
    }
  });

  test('the check itself catches a repealed Act cited as live law', () => {
    expect(liveCitationsOfRepealedActs('OSH Code, 2020, s.32; Factories Act, 1948, s.79 (where applicable)')).toEqual(['Factories Act, 1948']);
    expect(liveCitationsOfRepealedActs('OSH Code, 2020, s.32; formerly Factories Act, 1948, s.79')).toEqual([]);
  });

  test('every labour item leads with a Code, its Central Rules, or another Act in force', () => {
    const labour = hr.filter((q) => !['HR-16', 'HR-17', 'HR-21', 'HR-22', 'HR-25', 'HR-26', 'HR-27', 'HR-28', 'HR-30', 'HR-31'].includes(q.id));
    for (const question of labour) {
      expect({
        id: question.id,
        leads: /^(Code on Wages|Industrial Relations Code|Code on Social Security|Occupational Safety|OSH Code)/.test(question.reference as string),
      }).toEqual({
        id: question.id,
        leads: true,
      });
    }
  });
});

describe('complete: the obligations added with the 2026 content', () => {
  const middle = new Set(content.rbiBanks['Middle layer'].questions.map((q) => q.questionId));
  const upper = new Set(content.rbiBanks['Upper layer'].questions.map((q) => q.questionId));

  test.each([
    ['RBI-BL-08', /Fair Practices Code/],
    ['RBI-BL-13', /Key Fact Statement .* annual percentage rate/],
    ['RBI-BL-14', /penal charges \(not penal interest\)/],
    ['RBI-BL-09', /Grievance Redressal Officer/],
    ['RBI-BL-15', /between 8 a\.m\. and 7 p\.m\./],
    ['RBI-BL-05', /more than 90 days overdue/],
    ['RBI-BL-06', /20% of net profit .* reserve fund/],
    ['RBI-BL-03', /net owned fund/],
    // Weekly since 1 Jul 2026 (RBI/DOR/2025-26/117); fortnightly before.
    ['RBI-BL-17', /weekly \(data as on the 9th, 16th and 23rd/],
    ['RBI-BL-16', /within 30 days of full repayment/],
    ['RBI-BL-18', /prior written approval .* 26% or more .* 30% of the directors/],
    ['RBI-BL-19', /co-lending/],
    ['RBI-BL-20', /gold or silver/],
    ['RBI-ML-14', /wilful defaulters/],
    ['RBI-BL-21', /SEBI LODR/],
  ])('%s is in the Base bank and, cumulatively, in the Middle and Upper banks', (id, rule) => {
    expect(item(id).text).toMatch(rule);
    expect(middle.has(id)).toBe(true);
    expect(upper.has(id)).toBe(true);
  });

  test.each([
    ['MCA-F6', /dematerialised .* PAS-6 within 60 days/, 'r.9A'],
    ['MCA-E4', /audit trail .* cannot be disabled/, 'r.3(1) proviso'],
    ['MCA-F5', /backed up daily on servers physically located in India/, 'r.3(5)'],
    ['HR-32', /vacancies reported to the career centre/, 's.139'],
    ['HR-33', /written consent/, 's.43'],
    ['HR-34', /50% rule/, 's.2(88)'],
  ])('%s states the rule and its clause', (id, rule, clause) => {
    expect(item(id).text).toMatch(rule);
    expect(item(id).clause).toContain(clause);
  });

  test('the self-audit of lending NBFCs asks for weekly credit information reporting (from 1 Jul 2026), the same obligation as RBI-BL-17', () => {
    for (const type of ['NBFC Below 500CR', 'NBFC Above 500CR', 'Middle Layer NBFC'] as const) {
      expect(content.selfAudit.items[type].has('SA-RET-CIC-REPORTING')).toBe(true);
    }
    expect(item('SA-RET-CIC-REPORTING').obligation).toBe(item('RBI-BL-17').obligation);
    expect(item('SA-RET-CIC-REPORTING').text).toMatch(/weekly \(data as on the 9th, 16th and 23rd/);
  });

  test('HFCs (not a layer bank) answer the same conduct obligations with the same texts, referring to the same obligation', () => {
    const hfc = content.rbiBanks['Housing Finance Companies'].questions.map((q) => q.questionId);
    for (const [base, own] of [
      ['RBI-BL-13', 'RBI-HFC-13'],
      ['RBI-BL-14', 'RBI-HFC-14'],
      ['RBI-BL-15', 'RBI-HFC-15'],
      ['RBI-BL-16', 'RBI-HFC-16'],
      ['RBI-BL-17', 'RBI-HFC-18'],
      ['RBI-ML-14', 'RBI-HFC-20'],
    ]) {
      expect(hfc).toContain(own);
      expect({ own, text: item(own).text, obligation: item(own).obligation }).toEqual({ own, text: item(base).text, obligation: item(base).obligation });
      expect(item(own).obligation).toEqual(expect.stringMatching(/^OBL-/));
    }
    expect(item('RBI-HFC-12').text).toMatch(/more than 90 days overdue/);
  });

  test('applicability is data: listed-only, layer-only and headcount-bound items can be answered Not applicable', () => {
    expect(item('RBI-BL-21')).toMatchObject({ applicability: { listed: true }, not_applicable_allowed: true });
    expect(item('RBI-BL-02')).toMatchObject({ applicability: { layers: ['Base layer'] }, not_applicable_allowed: true });
    expect(item('RBI-ML-14').applicability).toEqual({ layers: ['Middle layer', 'Upper layer', 'Housing Finance Companies'] });
    expect(item('HR-14')).toMatchObject({ applicability: { min_headcount: 20 }, not_applicable_allowed: true });
    expect(item('HR-21')).toMatchObject({ applicability: { min_headcount: 10 }, not_applicable_allowed: true });
    expect(item('HR-32')).toMatchObject({ applicability: { min_headcount: 20 } });
    // A stated condition always allows the Not applicable answer, or the company could not answer truthfully.
    for (const entry of items.filter((i) => i.applicability && i.kind !== 'obligations')) {
      expect({ id: entry.id, na: entry.not_applicable_allowed }).toEqual({ id: entry.id, na: true });
    }
  });
});
