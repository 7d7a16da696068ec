import { cleanFileName, detectFileType, detectReceiptType, extensionOf } from './fileType';
import { oleWith, sampleDoc, sampleDocx, sampleExe, sampleJpg, samplePdf, samplePng, sampleXls, sampleXlsx, zipOf } from './testFixtures';

test('recognises the five allowed kinds from their bytes', () => {
  expect(detectFileType(samplePdf())).toBe('pdf');
  expect(detectFileType(sampleDocx())).toBe('docx');
  expect(detectFileType(sampleXlsx())).toBe('xlsx');
  expect(detectFileType(sampleDoc())).toBe('doc');
  expect(detectFileType(sampleXls())).toBe('xls');
});

test('refuses executables, plain ZIPs, other OLE files, text and empty input', () => {
  expect(detectFileType(sampleExe())).toBeNull();
  expect(detectFileType(zipOf({ 'readme.txt': 'hello' }))).toBeNull();
  expect(detectFileType(zipOf({ '[Content_Types].xml': '<Types/>', 'ppt/presentation.xml': '<p/>' }))).toBeNull();
  expect(detectFileType(oleWith('PowerPoint Document'))).toBeNull();
  expect(detectFileType(Buffer.from('just some text that claims to be a pdf'))).toBeNull();
  expect(detectFileType(Buffer.alloc(0))).toBeNull();
  // A truncated ZIP (no central directory) is not trusted.
  expect(detectFileType(sampleDocx().subarray(0, 60))).toBeNull();
});

test('file names: extension lower-cased, paths and control characters dropped', () => {
  expect(extensionOf('Policy.PDF')).toBe('pdf');
  expect(extensionOf('noextension')).toBe('');
  expect(extensionOf('.pdf')).toBe('');
  expect(cleanFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
  expect(cleanFileName('C:\\Users\\x\\KYC "final".docx')).toBe('KYC final.docx');
  expect(cleanFileName(`${'a'.repeat(300)}.xlsx`)).toHaveLength(195);
  // Bidirectional controls would show "invoice\u202Efdp.exe" as "invoiceexe.pdf": they are removed.
  expect(cleanFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
  expect(cleanFileName('KYC\u2067\u200F policy\u2069.pdf')).toBe('KYC policy.pdf');
});

test('a receipt may also be a PNG or JPEG screenshot, recognised from its bytes; a document never', () => {
  expect(detectReceiptType(samplePng())).toBe('png');
  expect(detectReceiptType(sampleJpg())).toBe('jpg');
  expect(detectReceiptType(samplePdf())).toBe('pdf');
  expect(detectReceiptType(sampleExe())).toBeNull();
  expect(detectReceiptType(Buffer.from('\x89PNG not really', 'latin1'))).toBeNull();
  expect(detectFileType(samplePng())).toBeNull();
  expect(detectFileType(sampleJpg())).toBeNull();
});
