import { indiaToday, nextOccurrence } from './deadlines';

// Recurring feed deadlines roll to their next occurrence relative to today (fixed "now" values).

test('a monthly deadline on the 15th: due this month until the 15th, then next month; opened the day after the last one', () => {
  const rule = { type: 'monthly', day: 15 } as const;
  expect(nextOccurrence(rule, '2026-11-23')).toEqual({ due: '2026-12-15', opened: '2026-11-16' });
  expect(nextOccurrence(rule, '2026-11-15')).toEqual({ due: '2026-11-15', opened: '2026-10-16' });
  expect(nextOccurrence(rule, '2026-12-16')).toEqual({ due: '2027-01-15', opened: '2026-12-16' });
  expect(nextOccurrence(rule, '2027-01-01')).toEqual({ due: '2027-01-15', opened: '2026-12-16' });
});

test('quarterly returns due 21 days after each quarter end roll across the year end', () => {
  const rule = { type: 'yearly', on: ['01-21', '04-21', '07-21', '10-21'] } as const;
  expect(nextOccurrence(rule, '2026-11-23')).toEqual({ due: '2027-01-21', opened: '2026-10-22' });
  expect(nextOccurrence(rule, '2027-01-22')).toEqual({ due: '2027-04-21', opened: '2027-01-22' });
  expect(nextOccurrence(rule, '2026-07-21')).toEqual({ due: '2026-07-21', opened: '2026-04-22' });
});

test('a yearly deadline (30 September) passed this year is due next year', () => {
  const rule = { type: 'yearly', on: ['09-30'] } as const;
  expect(nextOccurrence(rule, '2026-11-23')).toEqual({ due: '2027-09-30', opened: '2026-10-01' });
  expect(nextOccurrence(rule, '2026-03-01')).toEqual({ due: '2026-09-30', opened: '2025-10-01' });
});

test('"today" is the date in India: 20:00 UTC on 23 Nov is already 24 Nov in India', () => {
  expect(indiaToday(new Date('2026-11-23T20:00:00Z'))).toBe('2026-11-24');
  expect(indiaToday(new Date('2026-11-23T18:00:00Z'))).toBe('2026-11-23');
});
