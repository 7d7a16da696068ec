import { formatDate, formatDateTime, formatNumber, formatPeriod, formatRupees } from './display';

test('a calendar date is shown as written, never shifted by a time zone', () => {
  expect(formatDate('2026-07-15')).toBe('15 Jul 2026');
  expect(formatDate('2026-07-01', 'long')).toBe('1 July 2026');
  expect(formatDate('2026-07-01', 'day-month')).toBe('1 Jul');
  expect(formatDate('2026-03-31', 'month-year')).toBe('March 2026');
});

test('a timestamp is shown as its day and time in India', () => {
  // 20:00 UTC on 31 March is already 1 April in India.
  expect(formatDate('2026-03-31T20:00:00Z')).toBe('1 Apr 2026');
  expect(formatDateTime('2026-03-31T20:00:00Z')).toBe('1 Apr 2026, 1:30 am');
  expect(formatDateTime('2026-03-31T20:00:05Z', { seconds: true })).toBe('1 Apr 2026, 1:30:05 am');
});

test('nothing to show: a dash for a date, nothing for a moment', () => {
  expect(formatDate(null)).toBe('—');
  expect(formatDate('not a date')).toBe('—');
  expect(formatDateTime(undefined)).toBe('');
});

test('rupees and counts with Indian digit grouping', () => {
  expect(formatRupees(11798.82)).toBe('₹11,798.82');
  expect(formatRupees(100000)).toBe('₹1,00,000.00');
  expect(formatNumber(1234567)).toBe('12,34,567');
});

test('a period is written one way: FY 2025-26, whatever form its stored key has', () => {
  expect(formatPeriod('FY 2025-2026')).toBe('FY 2025-26');
  expect(formatPeriod('FY2026-27')).toBe('FY 2026-27');
  expect(formatPeriod('FY2026-27 Q3')).toBe('FY 2026-27 Q3');
  expect(formatPeriod('Tax year 2025-2026')).toBe('Tax year 2025-26');
  expect(formatPeriod('Fourth instalment, tax year 2026-2027')).toBe('Fourth instalment, tax year 2026-27');
  expect(formatPeriod('H1 FY 2026-27')).toBe('H1 FY 2026-27');
  expect(formatPeriod('Half-year Oct 2026 - Mar 2027')).toBe('Half-year Oct 2026 - Mar 2027');
  expect(formatPeriod('Quarter ended 30 Sep 2026')).toBe('Quarter ended 30 Sep 2026');
  expect(formatPeriod('FY 2099')).toBe('FY 2099');
});
