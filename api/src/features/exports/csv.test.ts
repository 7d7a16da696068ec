import { csvField, neutraliseFormula, toCsv } from './csv';

describe('CSV helper', () => {
  it.each(['=1+1', '+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd', '\0x', '=HYPERLINK("http://x","y")'])(
    'ASVS v5.0 1.2.10 neutralises a cell starting a formula: %j',
    (text) => {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
      expect(csvField(text).replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('ASVS v5.0 1.2.10 quotes per RFC 4180 and keeps plain text and numbers as they are', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "yes"')).toBe('"say ""yes"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(true)).toBe('true');
    expect(csvField(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23T00:00:00.000Z');
    expect(
      toCsv([
        ['a', 'b'],
        ['=cmd', 'x,y'],
      ]),
    ).toBe('a,b\r\n\'=cmd,"x,y"\r\n');
  });

  it.each(['a;=1+1', 'Note;+91 98', 'x;-2', 'y;@SUM(A1)', 'z;\tcmd'])(
    'ASVS v5.0 1.2.10 a cell with a semicolon then a formula character is quoted and neutralised (semicolon-separated spreadsheets): %j',
    (text) => {
      const field = csvField(text);
      expect(field.startsWith('"') && field.endsWith('"')).toBe(true);
      // Split as a semicolon-separated spreadsheet would: no piece may start a formula.
      for (const piece of field.slice(1, -1).split(';')) expect(piece).not.toMatch(/^[=+\-@\t\r\0]/);
      expect(field.slice(1, -1).replace(/;'/g, ';')).toBe(text);
    },
  );

  it('a semicolon alone is quoted and otherwise kept as typed', () => {
    expect(csvField('Delhi; Mumbai')).toBe('"Delhi; Mumbai"');
  });
});
