import { HR_CATEGORIES, NBFC_TYPES, SELF_AUDIT_ENTITY_TYPES } from 'shared-contracts';
import { content, selfAuditItems } from '../../../src/content';

const { hr: hrLibrary, mca: mcaLibrary, rbiBanks } = content();
const selfAuditChecklists = content().selfAudit.checklists;

// The content libraries are data the server validates against: these are the specifications' counts (docs/specifications.md, B §9) and
// the invariants answers depend on (stable, unique ids; every item referenced).

const libraries = [hrLibrary, mcaLibrary, ...Object.values(rbiBanks).map((bank) => bank.library)];

test.each(libraries.map((library) => [library.id, library]))('library %s names its version, effective date and sources', (_id, library) => {
  // A bank that extends another names both versions (e.g. 2026.11.1+rbi-base-layer@2026.11.1).
  expect(library.version).toMatch(/^\d{4}\.\d+\.\d+/);
  expect(library.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(library.sources.length).toBeGreaterThan(0);
});

// docs/decisions/0013-regulatory-content-v2-the-law-as-of.md added HR-32 to HR-34 (vacancy reporting, women's night-shift consent, 50% wages rule): the
// specification's 31 is no longer binding (docs/decisions/0013-regulatory-content-v2-the-law-as-of.md).
test('HR has 34 questions over the nine categories, with unique ids and full guidance', () => {
  expect(hrLibrary.questions).toHaveLength(34);
  expect(new Set(hrLibrary.questions.map((q) => q.id)).size).toBe(34);
  expect(new Set(hrLibrary.questions.map((q) => q.category))).toEqual(new Set(HR_CATEGORIES));
  for (const q of hrLibrary.questions) {
    expect(q.question.length).toBeGreaterThan(20);
    expect(q.guidance.length).toBeGreaterThan(20);
    expect(q.documentsEvidence.length).toBeGreaterThan(0);
    expect(q.legalReference).toMatch(/Act|Code|Rules|Direction/);
  }
});

test('HR labour questions cite the old Act and the new Labour Code side by side', () => {
  const wageQuestion = hrLibrary.questions.find((q) => q.area === 'Minimum Wages Compliance')!;
  expect(wageQuestion.legalReference).toContain('Minimum Wages Act, 1948');
  expect(wageQuestion.legalReference).toContain('Code on Wages, 2019');
  const pf = hrLibrary.questions.find((q) => q.id === 'HR-14')!;
  expect(pf.legalReference).toContain('Code on Social Security, 2020');
});

// docs/decisions/0013-regulatory-content-v2-the-law-as-of.md added MCA-E4 (audit trail), MCA-F5 (books backed up in India) and MCA-F6 (demat, PAS-6); release 2026.11.7
// added MCA-F7 (IEPF).
test('MCA has sections A to H with at least 2 questions each, 31 in all, answered Yes, No or N/A', () => {
  expect(mcaLibrary.sections.map((s) => s.sectionId)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((l) => `MCA-${l}`));
  for (const section of mcaLibrary.sections) {
    expect(section.questions.length).toBeGreaterThanOrEqual(2);
  }
  const questions = mcaLibrary.sections.flatMap((s) => s.questions);
  expect(questions).toHaveLength(31);
  expect(new Set(questions.map((q) => q.id)).size).toBe(31);
  for (const q of questions) {
    expect(q.options).toEqual(['Yes', 'No', 'N/A']);
    expect(q.evidence.length).toBeGreaterThan(0);
    expect(q.reference).toMatch(/Companies|Rules|Order|SS-/);
  }
});

test('every NBFC type has an RBI bank of at least ten questions with clause references, ids unique within each bank', () => {
  for (const type of NBFC_TYPES) {
    const bank = rbiBanks[type];
    expect(bank.questions.length).toBeGreaterThanOrEqual(10);
    expect(bank.areas.length).toBeGreaterThanOrEqual(3);
    const ids = bank.questions.map((q) => q.questionId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const q of bank.questions) {
      expect(q.clauseReference.length).toBeGreaterThan(10);
      expect(bank.areas).toContain(q.area);
    }
  }
});

test('RBI layers are cumulative: Middle answers Base and Middle, Upper adds Middle; Base-only items stay in the Base bank', () => {
  const ids = (type: (typeof NBFC_TYPES)[number]) => rbiBanks[type].questions.map((q) => q.questionId);
  const own = (prefix: string, type: (typeof NBFC_TYPES)[number]) => ids(type).filter((id) => id.startsWith(prefix));
  const baseForAll = own('RBI-BL-', 'Base layer').filter((id) => !['RBI-BL-02', 'RBI-BL-04', 'RBI-BL-11'].includes(id)); // applicability.layers = ['Base layer']
  expect(own('RBI-BL-', 'Middle layer')).toEqual(baseForAll);
  expect(own('RBI-ML-', 'Middle layer').length).toBeGreaterThan(0);
  expect(ids('Upper layer')).toEqual([...ids('Middle layer'), ...own('RBI-UL-', 'Upper layer')]);
  // The inherited items come first and say where they come from.
  expect(rbiBanks['Middle layer'].questions[0]).toMatchObject({ questionId: 'RBI-BL-01', layerLibrary: 'rbi-base-layer' });
  expect(rbiBanks['Base layer'].questions[0].layerLibrary).toBeUndefined();
  // Banks that are no layer stand alone.
  expect(ids('Core Investment Companies').every((id) => id.startsWith('RBI-CIC-'))).toBe(true);
});

test('RBI banks carry the asset-size thresholds of their NBFC category', () => {
  const text = (type: (typeof NBFC_TYPES)[number]) => JSON.stringify(rbiBanks[type].questions);
  expect(text('Base layer')).toMatch(/7 times/);
  expect(text('Middle layer')).toMatch(/15%/);
  expect(text('Upper layer')).toMatch(/9%/);
  expect(text('Core Investment Companies')).toMatch(/90%/);
  expect(text('Core Investment Companies')).toMatch(/30%/);
  expect(text('Housing Finance Companies')).toMatch(/Rs 20 crore/);
});

test('self-audit: four entity types, each with returns, committees and policy groups; item ids are stable, not positional', () => {
  expect(Object.keys(selfAuditChecklists)).toEqual([...SELF_AUDIT_ENTITY_TYPES]);
  for (const type of SELF_AUDIT_ENTITY_TYPES) {
    const list = selfAuditChecklists[type];
    expect(list.returns.length).toBeGreaterThan(0);
    expect(list.committees.length).toBeGreaterThan(0);
    expect(list.policies.length).toBeGreaterThan(1);
    list.policies.forEach((group) => group.items.forEach((item) => expect(item.questionId).toMatch(/^SA-POL-[A-Z0-9-]+$/)));
    const items = [...selfAuditItems(type).values()];
    expect(new Set(items.map((i) => i.questionId)).size).toBe(items.length);
  }
  const returns = JSON.stringify(selfAuditChecklists['Middle Layer NBFC'].returns);
  expect(returns).toContain('DNBS01');
  expect(returns).toContain('FMR-I');
  expect(returns).toContain('Form A certificate');
  expect(JSON.stringify(selfAuditChecklists['Core Investment Company'].returns)).toContain('DNBS11');
});
