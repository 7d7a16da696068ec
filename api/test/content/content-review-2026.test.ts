import { content } from '../../src/content';
import { evaluate, type CompanyProfile } from '../../src/features/assessments/applicability';

// The November 2026 legal review (docs/decisions/0046-statutory-obligations-as-data-calendar-library-facts.md): each item it found wrong or outdated is pinned here with the
// corrected rule, its applicability and Not applicable, and the change log entry that announces it.

const record = (id: string) => {
  for (const kind of ['hr', 'rbi', 'mca', 'self-audit'] as const) {
    const found = content().items[kind].get(id);
    if (found) return found;
  }
  throw new Error(`no item ${id}`);
};
const obligation = (id: string) => content().obligations.get(id)!;
const documentItem = (id: string) => content().requiredDocuments.documents.find((d) => d.id === id);
const changeOf = (id: string) => content().changes.filter((c) => c.item === id);
const profile = (facts: Partial<CompanyProfile>): CompanyProfile => ({
  nbfcType: 'Base layer',
  assetSizeCr: null,
  states: [],
  listed: null,
  depositTaking: null,
  headcount: null,
  ...facts,
});

describe('Integrated Ombudsman Scheme, 2026: HFCs excluded; NBFCs covered only if deposit-taking, or with customer interface and Rs 100 crore', () => {
  test('RBI-BL-22 applies to a deposit-taking NBFC or one of Rs 100 crore, not to a small non-deposit-taking one; N/A allowed', () => {
    const bl22 = record('RBI-BL-22');
    expect(bl22.applicability).toEqual({ any_of: [{ deposit_taking: true }, { min_asset_size_cr: 100 }] });
    expect(bl22.notApplicableAllowed).toBe(true);
    expect(bl22.text).toMatch(/deposit-taking NBFC, or an NBFC with customer interface and assets of Rs 100 crore or more/);
    expect(evaluate(bl22.applicability, profile({ depositTaking: false, assetSizeCr: 50 }))).toMatchObject({ appliesToCompany: false });
    expect(evaluate(bl22.applicability, profile({ depositTaking: true, assetSizeCr: 50 }))).toMatchObject({ appliesToCompany: true });
    expect(evaluate(bl22.applicability, profile({ depositTaking: false, assetSizeCr: 100 }))).toMatchObject({ appliesToCompany: true });
    expect(evaluate(bl22.applicability, profile({ assetSizeCr: 50 }))!.appliesToCompany).toBeNull();
    // Every layer answers it: Middle and Upper banks inherit the Base item.
    for (const type of ['Base layer', 'Middle layer', 'Upper layer'] as const) {
      expect(content().rbiBanks[type].questions.map((q) => q.questionId)).toContain('RBI-BL-22');
    }
    expect(content().rbiBanks['Housing Finance Companies'].questions.map((q) => q.questionId)).not.toContain('RBI-BL-22');
  });

  test('RBI-BL-09 asks the grievance mechanism alone and allows N/A; RBI-HFC-17 sends HFC complaints to NHB, not the RBI Ombudsman', () => {
    expect(record('RBI-BL-09')).toMatchObject({ notApplicableAllowed: true });
    expect(record('RBI-BL-09').text).not.toMatch(/Ombudsman/);
    const hfc17 = record('RBI-HFC-17');
    expect(hfc17.notApplicableAllowed).toBe(true);
    expect(hfc17.text).toMatch(/National Housing Bank .* not to the RBI Ombudsman/);
    expect(hfc17.clause).toMatch(/HFCs excluded/);
    expect(new URL(hfc17.sourceUrl).hostname).toBe('nhb.org.in');
  });

  test('OBL-RBI-GRIEVANCE states who the Scheme covers and allows N/A', () => {
    const grievance = obligation('OBL-RBI-GRIEVANCE');
    expect(grievance.not_applicable_allowed).toBe(true);
    expect(grievance.text).toMatch(/deposit-taking NBFCs, and NBFCs with customer interface and assets of Rs 100 crore or more; Housing Finance Companies/);
    expect(grievance.text).toMatch(/HFC complaints escalate to NHB/);
  });
});

describe('corrected instruments and rules', () => {
  test('RBI-HFC-10: HFCs report to NHB under the HFC Directions, 2025, outside the 2024 supervisory-returns Direction', () => {
    const hfc10 = record('RBI-HFC-10');
    expect(hfc10.text).toMatch(/with the National Housing Bank under the RBI \(Housing Finance Companies\) Directions, 2025/);
    expect(hfc10.clause).toMatch(/para 2\.1\(iv\) \(HFCs outside its scope\)/);
    expect(hfc10.text).not.toMatch(/supervisory returns of the 2024 Direction/);
  });

  test('RBI-ML-03 and RBI-UL-04 cite the Concentration Risk Management Directions, 2025, not the draft of its 2026 amendment', () => {
    for (const id of ['RBI-ML-03', 'RBI-UL-04']) {
      expect(record(id).clause).toMatch(/^Concentration Risk Management Directions, 2025/);
      // bs_viewcontent.aspx?Id=4825 is the draft Second Amendment Directions, 2026 (2026.11.3): until the Directions'
      // own page is confirmed, the RBI page that publishes them.
      expect(record(id).sourceUrl).toBe('https://www.rbi.org.in/Scripts/BS_ViewMasterDirections.aspx');
      expect(JSON.stringify(record(id))).not.toMatch(/Concentration of Credit/);
    }
    expect(record('RBI-ML-03').clause).toMatch(/paras 13-14 \(credit and investment concentration norms of NBFCs other than NBFC-UL\)/);
  });

  test('RBI-ML-06: a Chief Risk Officer only above Rs 5,000 crore of assets; N/A below', () => {
    const ml06 = record('RBI-ML-06');
    expect(ml06).toMatchObject({ applicability: { min_asset_size_cr: 5000 }, notApplicableAllowed: true });
    expect(evaluate(ml06.applicability, profile({ nbfcType: 'Middle layer', assetSizeCr: 2000 }))).toMatchObject({ appliesToCompany: false });
    expect(evaluate(ml06.applicability, profile({ nbfcType: 'Middle layer', assetSizeCr: 8000 }))).toMatchObject({ appliesToCompany: true });
  });

  test('MCA-H2: BEN-2 is rule 5 of the SBO Rules, BEN-1 rule 4', () => {
    const h2 = record('MCA-H2');
    expect(h2.clause).toBe('s.90; Significant Beneficial Owners Rules, 2018, r.4 (BEN-1) and r.5 (BEN-2)');
    expect(h2.text).toMatch(/Form BEN-2 filed within 30 days of receiving them \(rule 5\)/);
  });
});

describe('brought to November 2026', () => {
  test('SBR Amendment Directions, 2026: Unregistered Type I NBFCs are exempt from registration and the reserve fund (RBI-BL-01, BL-06 N/A); BL-02 classifies Type I / II', () => {
    for (const id of ['RBI-BL-01', 'RBI-BL-06']) {
      expect(record(id)).toMatchObject({ notApplicableAllowed: true });
      expect(record(id).text).toMatch(/^Unless the company is an "Unregistered Type I" NBFC/);
      expect(changeOf(id)).toEqual([
        expect.objectContaining({
          change: 'changed',
          effective_date: '2026-07-01',
          instrument: expect.stringMatching(/Amendment Directions, 2026 \(RBI\/2026-27\/43, 29 Apr 2026\)/),
        }),
      ]);
    }
    expect(record('RBI-BL-02').text).toMatch(/Type I NBFC \(no public funds and no customer interface\) or a Type II NBFC/);
    expect(record('RBI-BL-02').notApplicableAllowed).toBe(true);
    expect(record('RBI-BL-01').sourceUrl).toBe('https://www.rbi.org.in/Scripts/NotificationUser.aspx?Id=13407');
  });

  test('related-party lending (from 1 Apr 2026) replaces the loans-to-directors rules in RBI-BL-07, MCA-G3, SA-POL-DIRECTORS-LOANS and the documents checklist', () => {
    for (const id of ['RBI-BL-07', 'MCA-G3', 'SA-POL-DIRECTORS-LOANS']) {
      expect(record(id).text).toMatch(/related-party lending/i);
      // MCA-G3 also carries the 2026.11.4 citation correction (its link), which does not change the rule.
      expect(changeOf(id).filter((c) => c.change !== 'citation')).toEqual([
        expect.objectContaining({ effective_date: '2026-04-01', instrument: expect.stringMatching(/Credit Risk Management\) Amendment Directions, 2026/) }),
      ]);
    }
    expect(documentItem('DOC-POLICY-ON-LOANS-TO-DIRECTORS-AND-SENIOR-OFFICERS')).toBeUndefined();
    expect(documentItem('DOC-RELATED-PARTY-LENDING-POLICY')).toMatchObject({ name: 'Related Party Lending Policy', appliesTo: 'all' });
    expect(changeOf('DOC-POLICY-ON-LOANS-TO-DIRECTORS-AND-SENIOR-OFFICERS').map((c) => c.change)).toEqual(['retired']);
    // 2026.11.7 added the Directions' number to its citation and 2026.11.8 recorded its evidence as corroborated; neither
    // changes the rule.
    expect(changeOf('DOC-RELATED-PARTY-LENDING-POLICY').map((c) => c.change)).toEqual(['citation', 'citation', 'added']);
  });

  test('HR-17: Form 138 statements and Form 130 certificates for tax year 2026-27; Forms 24Q and 16 only for FY 2025-26', () => {
    const hr17 = record('HR-17');
    expect(hr17.text).toMatch(/Form 138 filed and the salary TDS certificate in Form 130 issued to each employee for tax year 2026-27/);
    expect(hr17.text).toMatch(/for FY 2025-26, Form 24Q and Form 16 under the 1961 Act/);
    const evidence = content().hr.questions.find((q) => q.id === 'HR-17')!.documentsEvidence;
    expect(evidence).toEqual(expect.arrayContaining(['Form 138 acknowledgements (tax year 2026-27)', 'Form 130 issue log (tax year 2026-27)']));
  });

  test('ECL and the statutory audit report cite what is in force after the 28 Nov 2025 consolidation, the repealed circular only as formerly', () => {
    expect(record('SA-POL-ECL').clause).toMatch(/IRACP Directions, 2025/);
    expect(documentItem('DOC-EXPECTED-CREDIT-LOSS-METHODOLOGY')!.reference).toMatch(
      /Income Recognition, Asset Classification and Provisioning\) Directions, 2025.*formerly the circular of 13 Mar 2020, repealed/,
    );
    expect(documentItem('DOC-STATUTORY-AUDIT-REPORT')!.reference).toMatch(/s\.45MA\(1A\) \(formerly the NBFC Auditor's Report/);
  });

  test('committee items state only the frequencies and thresholds the law sets', () => {
    expect(record('SA-COM-AUDIT').text).toMatch(/at least four times a year, no more than 120 days apart, where SEBI LODR Reg 18 applies/);
    expect(record('SA-COM-ALCO').text).not.toMatch(/monthly/);
    expect(documentItem('DOC-AUDIT-COMMITTEE-CHARTER-AND-MINUTES')!.reference).toMatch(/r\.6 .*Rs 500 crore of assets/);
    expect(record('RBI-UL-08').text).not.toMatch(/mandated meeting frequencies/);
    expect(record('RBI-CIC-08').text).toMatch(/Risk Management Committee/);
  });
});

describe('the change log of every library', () => {
  test('every fixed item is announced by its library release with an instrument and an effective date', () => {
    const fixed = [
      'RBI-BL-09',
      'RBI-BL-22',
      'RBI-HFC-17',
      'OBL-RBI-GRIEVANCE',
      'RBI-HFC-10',
      'RBI-ML-03',
      'RBI-UL-04',
      'RBI-ML-06',
      'MCA-H2',
      'RBI-BL-01',
      'RBI-BL-02',
      'RBI-BL-06',
    ];
    for (const id of fixed) {
      const entries = changeOf(id).filter((c) => c.version === '2026.11.2');
      expect({ id, entries: entries.length }).toEqual({ id, entries: 1 });
      expect(entries[0]).toMatchObject({
        version: '2026.11.2',
        date: '2026-11-27',
        instrument: expect.any(String),
        effective_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
    }
  });
});

describe('citation corrections of 2026.11.3: the clause or link only, the question unchanged', () => {
  const citations = (version: string) =>
    content()
      .changes.filter((c) => c.version === version && c.change === 'citation')
      .map((c) => [c.libraryId, c.item]);

  test('each correction is announced as a citation correction of its library, with the instrument and its date', () => {
    expect(citations('2026.11.3')).toEqual([
      ['rbi-housing-finance-companies', 'RBI-HFC-15'],
      ['rbi-housing-finance-companies', 'RBI-HFC-08'],
      ['rbi-middle-layer', 'RBI-ML-03'],
      ['rbi-upper-layer', 'RBI-UL-04'],
    ]);
    for (const change of content().changes.filter((c) => c.version === '2026.11.3')) {
      expect(change).toMatchObject({ change: 'citation', date: '2026-11-27', effective_date: '2025-11-28' });
      expect(change.summary).toMatch(/unchanged\.$/);
    }
  });

  test("RBI-HFC-15: an HFC's recovery rules are in Chapter X (Fair Practices Code) of the HFC Directions, not in the NBFC conduct Directions", () => {
    const hfc15 = record('RBI-HFC-15');
    expect(hfc15.clause).toMatch(/^HFC Directions, 2025, Chapter X \(Fair Practices Code\): recovery of loans and recovery agents/);
    expect(hfc15.clause).not.toMatch(/RBC Directions/);
    expect(record('RBI-HFC-08').clause).toMatch(/^HFC Directions, 2025, Chapter X \(Fair Practices Code\)/);
  });
});
