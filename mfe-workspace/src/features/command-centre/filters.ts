import { OBLIGATION_AUTHORITIES, OCCURRENCE_STATUSES, isoDateInIndia } from 'shared-contracts';

/** This month and the next, or the calendar quarter holding the start month. */
export type Span = 'two-months' | 'quarter';
export type Grouping = 'none' | 'owner' | 'authority' | 'status';
export type View = 'list' | 'grid';

/** Everything the screen shows is chosen by these, kept in the address so a view can be shared or bookmarked. */
export interface Filters {
  span: Span;
  /** 'YYYY-MM': the first month shown. */
  start: string;
  status: string[];
  authority: string[];
  /** A user id, 'none' (no owner) or '' (everyone). */
  owner: string;
  group: Grouping;
  view: View;
}

/** Today in India, 'YYYY-MM-DD' (the product's one rule, in shared-contracts). */
export const indiaToday = isoDateInIndia;

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);
const list = (value: string | null, allowed: readonly string[]) => (value ?? '').split(',').filter((v) => allowed.includes(v));

export function readFilters(params: URLSearchParams, today: string): Filters {
  const start = params.get('start');
  return {
    span: pick(params.get('span'), ['two-months', 'quarter'] as const, 'two-months'),
    start: start && /^\d{4}-(0[1-9]|1[0-2])$/.test(start) ? start : today.slice(0, 7),
    status: list(params.get('status'), OCCURRENCE_STATUSES),
    authority: list(params.get('authority'), OBLIGATION_AUTHORITIES),
    owner: /^[A-Za-z0-9-]{1,64}$/.test(params.get('owner') ?? '') ? params.get('owner')! : '',
    group: pick(params.get('group'), ['none', 'owner', 'authority', 'status'] as const, 'none'),
    view: pick(params.get('view'), ['list', 'grid'] as const, 'list'),
  };
}

/** The address's query for these filters; defaults are left out. */
export function writeFilters(f: Filters, today: string): URLSearchParams {
  const params = new URLSearchParams();
  if (f.span !== 'two-months') params.set('span', f.span);
  if (f.start !== today.slice(0, 7)) params.set('start', f.start);
  if (f.status.length) params.set('status', f.status.join(','));
  if (f.authority.length) params.set('authority', f.authority.join(','));
  if (f.owner) params.set('owner', f.owner);
  if (f.group !== 'none') params.set('group', f.group);
  if (f.view !== 'list') params.set('view', f.view);
  return params;
}

const monthStart = (year: number, month0: number) => new Date(Date.UTC(year, month0, 1));
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The months shown, each as its first day 'YYYY-MM-01'. */
export function monthsOf(f: Filters): string[] {
  const [year, month] = f.start.split('-').map(Number) as [number, number];
  const first = f.span === 'quarter' ? Math.floor((month - 1) / 3) * 3 : month - 1;
  const count = f.span === 'quarter' ? 3 : 2;
  return Array.from({ length: count }, (_, i) => iso(monthStart(year, first + i)));
}

/** The inclusive date range of the months shown. */
export function rangeOf(f: Filters): { from: string; to: string } {
  const months = monthsOf(f);
  const last = new Date(`${months[months.length - 1]}T00:00:00Z`);
  return { from: months[0]!, to: iso(new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() + 1, 0))) };
}

/** The filters moved by whole spans (prev/next). */
export function shifted(f: Filters, steps: number): Filters {
  const [year, month] = monthsOf(f)[0]!.split('-').map(Number) as [number, number];
  const d = monthStart(year, month - 1 + steps * (f.span === 'quarter' ? 3 : 2));
  return { ...f, start: iso(d).slice(0, 7) };
}

/** GET /api/obligations/calendar's query (and the exports'): the same filters as the screen. */
export function calendarQuery(f: Filters): string {
  const { from, to } = rangeOf(f);
  const params = new URLSearchParams({ from, to });
  if (f.status.length) params.set('status', f.status.join(','));
  if (f.authority.length) params.set('authority', f.authority.join(','));
  if (f.owner) params.set('owner', f.owner);
  return `?${params.toString()}`;
}
