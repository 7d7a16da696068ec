import { addMonths, monthWeeks, parseDateText } from './dateText';

it.each([
  ['30/11/2026', '2026-11-30'],
  ['3/4/2027', '2027-04-03'],
  ['30-11-2026', '2026-11-30'],
  ['30.11.2026', '2026-11-30'],
  ['30 Nov 2026', '2026-11-30'],
  ['30 november 2026', '2026-11-30'],
  ['1st Sept 2027', '2027-09-01'],
  ['2026-11-30', '2026-11-30'],
])('reads %s as %s', (text, iso) => expect(parseDateText(text)).toBe(iso));

it.each(['31/02/2027', '30/13/2026', '30 Novx 2026', '11/30/2026', '30/11/26', '01/01/1999', 'tomorrow', ''])('reads %s as no date', (text) =>
  expect(parseDateText(text)).toBeNull(),
);

it('keeps a month step within the shorter month', () => {
  expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
  expect(addMonths('2027-01-15', -1)).toBe('2026-12-15');
});

it('lays a month out in weeks starting on Monday', () => {
  const weeks = monthWeeks('2026-11-15');
  // 1 Nov 2026 is a Sunday.
  expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
  expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
});
