import { COMPANY_EVENT_KINDS, INDIAN_STATES, LISTING_STATUSES, NBFC_LAYERS, OBLIGATION_AUTHORITIES, TASK_CATEGORIES } from 'shared-contracts';
import { PROFILE_FLAGS, type Condition, type DueRule, type Obligation, type ObligationVariant } from './types';

// The calendar library files (api/content/calendar-*.json, kind "calendar"): one item per obligation, its
// wording in force now at the top and the wordings before (or after) it in `variants`. Field names are
// snake_case like the other libraries; they are read into the camelCase types of ./types.

type Json = Record<string, unknown>;
type Check = (value: unknown) => string | null;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmpty: Check = (v) => (typeof v === 'string' && v.trim() !== '' ? null : 'must be a non-empty string');
const bool: Check = (v) => (typeof v === 'boolean' ? null : 'must be true or false');
const int =
  (min: number, max: number): Check =>
  (v) =>
    Number.isInteger(v) && (v as number) >= min && (v as number) <= max ? null : `must be a whole number from ${min} to ${max}`;
const date: Check = (v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) ? null : 'must be a date YYYY-MM-DD');
const version: Check = (v) => (typeof v === 'string' && /^\d{4}\.\d{1,2}(\.\d+)?$/.test(v) ? null : 'must be a version like 2026.11.1');
const url: Check = (v) => (typeof v === 'string' && /^https:\/\/[^\s]+$/.test(v) ? null : 'must be an https:// URL of the instrument');
const oneOf =
  (values: readonly (string | number)[]): Check =>
  (v) =>
    values.includes(v as string) ? null : `must be one of: ${values.join(', ')}`;
const listOf =
  (check: Check, nonEmptyList = false): Check =>
  (v) => {
    if (!Array.isArray(v)) return 'must be a list';
    if (nonEmptyList && v.length === 0) return 'must list at least one';
    for (const [i, entry] of v.entries()) {
      const problem = check(entry);
      if (problem) return `[${i}] ${problem}`;
    }
    return null;
  };

type Shape = Record<string, [Check, 'req' | 'opt']>;
const shapeCheck =
  (shape: Shape): Check =>
  (value) => {
    if (!isObject(value)) return 'must be an object';
    for (const [key, [check, need]] of Object.entries(shape)) {
      if (value[key] === undefined) {
        if (need === 'req') return `.${key} is missing`;
        continue;
      }
      const problem = check(value[key]);
      if (problem) return `.${key} ${problem}`;
    }
    for (const key of Object.keys(value)) if (!(key in shape)) return `.${key} is not a known field`;
    return null;
  };

const conditionShape: Shape = {
  layers: [listOf(oneOf(NBFC_LAYERS)), 'opt'],
  min_asset_cr: [int(0, 10_000_000), 'opt'],
  max_asset_cr: [int(0, 10_000_000), 'opt'],
  deposit_taking: [bool, 'opt'],
  listing: [listOf(oneOf(LISTING_STATUSES)), 'opt'],
  min_headcount: [int(0, 10_000_000), 'opt'],
  state: [oneOf(INDIAN_STATES), 'opt'],
  categories: [listOf(oneOf(['CIC', 'HFC'])), 'opt'],
  not_categories: [listOf(oneOf(['CIC', 'HFC'])), 'opt'],
  flags: [listOf(oneOf(PROFILE_FLAGS)), 'opt'],
};

const day = int(1, 31);
const month = int(1, 12);
const days = int(0, 400);
const fixedDate = shapeCheck({
  month: [month, 'req'],
  day: [day, 'req'],
  period: [nonEmpty, 'req'],
  period_end: [shapeCheck({ month: [month, 'req'], day: [day, 'req'], year_offset: [int(-2, 0), 'req'] }), 'opt'],
});
const event = oneOf(COMPANY_EVENT_KINDS);

/** Each rule kind's fields besides `kind`. */
const ruleShapes: Record<DueRule['kind'], Shape> = {
  monthly: {
    day: [(v) => (v === 'last' ? null : day(v)), 'req'],
    same_month: [bool, 'opt'],
    march_due_day: [shapeCheck({ month: [month, 'req'], day: [day, 'req'] }), 'opt'],
  },
  quarterly: { days_after: [days, 'req'], q4_days_after: [days, 'opt'] },
  fixed: { dates: [listOf(fixedDate, true), 'req'] },
  'financial-year': {
    months_after_fy_end: [int(0, 24), 'req'],
    days_after: [days, 'opt'],
    year_start_month: [month, 'opt'],
    after_event: [shapeCheck({ event: [event, 'req'], days_after: [days, 'req'] }), 'opt'],
  },
  weekly: { week_ends_on: [int(0, 6), 'req'], days_after: [days, 'req'] },
  fortnightly: { days_after: [days, 'req'] },
  'reference-dates': {
    dates: [listOf(shapeCheck({ day: [(v) => (v === 'last' ? null : int(1, 28)(v)), 'req'], days_after: [days, 'req'], label: [nonEmpty, 'req'] }), true), 'req'],
  },
  'half-yearly': { days_after: [days, 'req'], h2_days_after: [days, 'opt'], year_start_month: [month, 'opt'] },
  event: { event: [event, 'req'], days_after: [days, 'req'], months_after: [int(1, 24), 'opt'], before: [bool, 'opt'], working_days: [bool, 'opt'] },
  'director-cycle': { every_years: [int(1, 10), 'req'], month: [month, 'req'], day: [day, 'req'] },
};

const rule: Check = (v) => {
  if (!isObject(v)) return 'must be an object';
  const kind = v.kind as DueRule['kind'];
  if (!(kind in ruleShapes)) return `.kind must be one of: ${Object.keys(ruleShapes).join(', ')}`;
  return shapeCheck({ kind: [nonEmpty, 'req'], ...ruleShapes[kind] })(v);
};

/** The fields of one wording (the item's own, and each of its `variants`). */
const variantShape: Shape = {
  version: [version, 'req'],
  text: [nonEmpty, 'req'],
  frequency: [nonEmpty, 'req'],
  clause: [nonEmpty, 'req'],
  source_url: [url, 'req'],
  note: [nonEmpty, 'opt'],
  applies_when: [listOf(shapeCheck(conditionShape)), 'req'],
  rule: [rule, 'req'],
  effective_from: [date, 'req'],
  effective_to: [date, 'opt'],
};

/** Item fields besides the common id, text, clause, source_url and not_applicable_allowed (schema.ts). */
export const calendarItemFields = Object.fromEntries(
  Object.entries({
    ...variantShape,
    authority: [oneOf(OBLIGATION_AUTHORITIES), 'req'],
    category: [oneOf(TASK_CATEGORIES), 'req'],
    internal: [bool, 'opt'],
    variants: [listOf(shapeCheck(variantShape)), 'opt'],
  } as Shape).map(([key, [check, need]]) => [key, { check, ...(need === 'opt' ? { optional: true } : {}) }]),
) as Record<string, { check: Check; optional?: boolean }>;

const camelKey = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
/** snake_case keys to camelCase, deeply (rules and conditions). */
function camel<T>(value: unknown): T {
  if (Array.isArray(value)) return value.map((v) => camel(v)) as T;
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [camelKey(k), camel(v)])) as T;
  return value as T;
}

const variantOf = (v: Json): ObligationVariant => ({
  version: v.version as string,
  title: v.text as string,
  frequency: v.frequency as string,
  citation: v.clause as string,
  sourceUrl: v.source_url as string,
  ...(v.note ? { note: v.note as string } : {}),
  rule: camel<DueRule>(v.rule),
  appliesWhen: camel<Condition[]>(v.applies_when),
  effectiveFrom: v.effective_from as string,
  effectiveTo: (v.effective_to as string | undefined) ?? null,
});

/**
 * One item as an obligation, after the checks the shapes cannot make: every wording's dates run forward,
 * and no two wordings are in force on one day (the calendar must know which rule governs each period).
 */
export function obligationOf(libraryId: string, item: Json, fail: (where: string, problem: string) => never): Obligation {
  const own = variantOf(item);
  const variants = [own, ...((item.variants as Json[] | undefined) ?? []).map(variantOf)].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  for (const [i, v] of variants.entries()) {
    if (v.effectiveTo !== null && v.effectiveTo < v.effectiveFrom) fail(`item ${String(item.id)} (${v.version})`, 'ends before it starts');
    const next = variants[i + 1];
    if (next && (v.effectiveTo === null || v.effectiveTo >= next.effectiveFrom))
      fail(`item ${String(item.id)} (${v.version})`, `is still in force on ${next.effectiveFrom}, when ${next.version} starts`);
  }
  return {
    id: item.id as string,
    authority: item.authority as Obligation['authority'],
    category: item.category as Obligation['category'],
    ...(item.internal ? { internal: true } : {}),
    ...(item.verification ? { verification: item.verification as Obligation['verification'] } : {}),
    libraryId,
    ...own,
    variants,
  };
}
