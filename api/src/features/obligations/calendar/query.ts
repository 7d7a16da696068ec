import { OBLIGATION_AUTHORITIES, OCCURRENCE_LIMITS, OCCURRENCE_STATUSES, isCalendarDate, parseListFilter, UUID_PATTERN, type CalendarQuery } from 'shared-contracts';
import { HttpError } from '../../../httpError';
import { istDate } from '../../../dates';
import type { OccurrenceFilter } from '../occurrences/occurrenceRepository';
import { addDays, addMonths } from '../library/schedule';

function date(value: string | undefined, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (!isCalendarDate(value)) throw new HttpError(400, `${name} must be a date written YYYY-MM-DD`);
  return value;
}

function person(value: string | undefined, name: string): string | null {
  if (value === undefined || value === '') return null;
  if (value !== 'none' && !UUID_PATTERN.test(value)) throw new HttpError(400, `${name} must be a user id or none`);
  return value;
}

/** The calendar's query (GET /api/obligations/calendar and its exports) as a window [from, to) and filters; 400 with the reason. */
export function calendarFilter(query: CalendarQuery): OccurrenceFilter {
  const from = date(query.from, 'from') ?? istDate();
  const until = date(query.to, 'to');
  if (until !== undefined && until < from) throw new HttpError(400, 'from must be on or before to');
  const to = until === undefined ? addMonths(from, 12) : addDays(until, 1);
  if (to > addMonths(from, OCCURRENCE_LIMITS.maxWindowMonths)) throw new HttpError(400, `The date range may span at most ${OCCURRENCE_LIMITS.maxWindowMonths} months`);
  const statuses = parseListFilter(query.status, OCCURRENCE_STATUSES);
  if (statuses === 'invalid') throw new HttpError(400, `status must be one or more of ${OCCURRENCE_STATUSES.join(', ')}`);
  const authorities = parseListFilter(query.authority, OBLIGATION_AUTHORITIES);
  if (authorities === 'invalid') throw new HttpError(400, `authority must be one or more of ${OBLIGATION_AUTHORITIES.join(', ')}`);
  return { from, to, statuses, authorities, owner: person(query.owner, 'owner'), checker: person(query.checker, 'checker') };
}
