import { formatDate, formatDateTime, formatNumber, formatRupees } from './display';

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
