import { MISSING_CATEGORY, MISSING_NAME_OR_FILE, TOO_LARGE, WRONG_TYPE, uploadProblem } from './uploadRules';

const fileOf = (bytes: Uint8Array<ArrayBuffer> | string, name: string, size?: number) => {
  const file = new File([bytes], name);
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};
const PDF = '%PDF-1.4\n%%EOF';

test('the specification messages, in its order', async () => {
  expect(await uploadProblem({ name: ' ', file: fileOf(PDF, 'a.pdf'), category: 'KYC' })).toBe(MISSING_NAME_OR_FILE);
  expect(await uploadProblem({ name: 'KYC', file: null, category: 'KYC' })).toBe(MISSING_NAME_OR_FILE);
  expect(await uploadProblem({ name: 'My doc', file: fileOf(PDF, 'a.pdf'), category: '' })).toBe(MISSING_CATEGORY);
});

test('type, size and content are checked before sending', async () => {
  expect(await uploadProblem({ name: 'x', file: fileOf(PDF, 'a.pdf'), category: 'KYC' })).toBeNull();
  expect(await uploadProblem({ name: 'x', file: fileOf(PDF, 'a.exe'), category: 'KYC' })).toBe(WRONG_TYPE);
  expect(await uploadProblem({ name: 'x', file: fileOf(PDF, 'a.pdf', 10 * 1024 * 1024 + 1), category: 'KYC' })).toBe(TOO_LARGE);
  expect(await uploadProblem({ name: 'x', file: fileOf('MZ\u0090\u0000', 'a.pdf'), category: 'KYC' })).toMatch(/not a valid \.pdf file/);
  expect(await uploadProblem({ name: 'x', file: fileOf(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 0, 0]), 'a.docx'), category: 'KYC' })).toBeNull();
});
