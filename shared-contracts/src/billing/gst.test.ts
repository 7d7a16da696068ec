import { financialYearOf, gstinCheckCharacter, gstinProblem, gstinState, gstStateCode } from './gst';

it('computes the GSTIN check character (GSTN mod-36) of published GSTINs', () => {
  expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  expect(gstinCheckCharacter('27AAACR5055K1Z')).toBe('7');
  expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
  expect(gstinProblem(' 27aapfu0939f1zv ')).toBeNull();
});

it('refuses a typo, a wrong shape and an unknown state code, each with its reason', () => {
  expect(gstinProblem('27AAPFU0939F1ZW')).toMatch(/check character does not match/);
  expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/^GSTIN must be 15 characters/);
  expect(gstinProblem('99AAPFU0939F1ZV')).toBe('GSTIN starts with 99, which is not a GST state code');
});

it('reads the state from the code and the code from the state', () => {
  expect(gstinState('29AABCT1332L1ZA')).toBe('Karnataka');
  expect(gstinState('37AAAAA0000A1Z5')).toBe('Andhra Pradesh');
  expect(gstStateCode('Andhra Pradesh')).toBe('37');
  expect(gstStateCode('dadra and nagar haveli and daman and diu')).toBe('26');
  expect(gstStateCode('Atlantis')).toBeNull();
});

it('puts a date in its April-to-March financial year', () => {
  expect(financialYearOf('2027-03-31')).toBe('2026-27');
  expect(financialYearOf('2027-04-01')).toBe('2027-28');
  expect(financialYearOf('2099-12-31')).toBe('2099-00');
});
