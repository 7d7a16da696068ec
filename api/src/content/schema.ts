import { calendarItemFields } from './calendar/schema';
import { validateChangeLog, type LibraryRelease } from './changeLog';
import { ContentError } from './contentError';
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_NBFC_TYPES,
  HR_CATEGORIES,
  NBFC_TYPES,
  SELF_AUDIT_ENTITY_TYPES,
  type ItemApplicability,
  type ItemVerification,
} from 'shared-contracts';
import { checkVerification } from './verification';

// The format of the content library files in api/content/ and its validation. A file that does
// not match refuses the server's start with the file, the path inside it and what is wrong.

export const LIBRARY_KINDS = ['obligations', 'hr', 'rbi', 'mca', 'self-audit', 'required-documents', 'deadlines', 'calendar'] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];

/** Who an item can apply to; every stated condition must hold. Unstated = no condition (the payload's own type). */
export type Applicability = ItemApplicability;

export type Recurrence = { type: 'monthly'; day: number } | { type: 'yearly'; on: readonly string[] };

export interface LibraryItem {
  /** Stable id: answers are stored against it; never reused for another obligation. */
  id: string;
  text: string;
  /** Paragraph, section or rule of the instrument ('' until known). */
  clause: string;
  /** Official URL of the instrument ('' until known). */
  source_url: string;
  /** Id of the shared obligation (obligations library) this item checks. */
  obligation?: string;
  applicability?: Applicability;
  /** How the item was established (official, corroborated, unverified): verification.ts. */
  verification?: ItemVerification;
  not_applicable_allowed: boolean;
  [field: string]: unknown;
}

export interface LibraryFile {
  format: 1;
  kind: LibraryKind;
  id: string;
  name: string;
  provider: string;
  version: string;
  publication_date: string;
  effective_date: string;
  sources: { title: string; url?: string; date?: string }[];
  items: LibraryItem[];
  /** Newest first; see changeLog.ts. */
  changes?: LibraryRelease[];
  [field: string]: unknown;
}

export { ContentError };

type Check = (value: unknown) => string | null;
const str: Check = (v) => (typeof v === 'string' ? null : 'must be a string');
const nonEmpty: Check = (v) => (typeof v === 'string' && v.trim() !== '' ? null : 'must be a non-empty string');
const bool: Check = (v) => (typeof v === 'boolean' ? null : 'must be true or false');
const num: Check = (v) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? null : 'must be a number of 0 or more');
const date: Check = (v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) ? null : 'must be a date YYYY-MM-DD');
const url: Check = (v) => (typeof v === 'string' && (v === '' || /^https:\/\/[^\s]+$/.test(v)) ? null : "must be '' or an https:// URL");
const oneOf =
  (values: readonly string[]): Check =>
  (v) =>
    typeof v === 'string' && values.includes(v) ? null : `must be one of: ${values.join(', ')}`;
const listOf =
  (check: Check): Check =>
  (v) => {
    if (!Array.isArray(v)) return 'must be a list';
    for (const [i, entry] of v.entries()) {
      const problem = check(entry);
      if (problem) return `[${i}] ${problem}`;
    }
    return null;
  };

type Shape = Record<string, { check: Check; optional?: boolean }>;
const req = (check: Check) => ({ check });
const opt = (check: Check) => ({ check, optional: true });

function checkShape(file: string, where: string, value: unknown, shape: Shape, allowExtra = false): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ContentError(file, where, 'must be an object');
  const record = value as Record<string, unknown>;
  for (const [key, rule] of Object.entries(shape)) {
    if (record[key] === undefined) {
      if (!rule.optional) throw new ContentError(file, `${where}.${key}`, 'is missing');
      continue;
    }
    const problem = rule.check(record[key]);
    if (problem) throw new ContentError(file, `${where}.${key}`, problem);
  }
  if (!allowExtra) {
    for (const key of Object.keys(record)) if (!(key in shape)) throw new ContentError(file, `${where}.${key}`, 'is not a known field');
  }
}

const applicabilityShape: Shape = {
  layers: opt(listOf(oneOf(NBFC_TYPES))),
  min_asset_size_cr: opt(num),
  max_asset_size_cr: opt(num),
  deposit_taking: opt(bool),
  listed: opt(bool),
  min_headcount: opt(num),
  states: opt(listOf(nonEmpty)),
};
/** Alternatives (any one must hold), each of the plain conditions; no nesting. */
const applicabilityWithAlternatives: Shape = { ...applicabilityShape, any_of: opt(() => null) };

const itemShape: Shape = {
  id: req((v) => (typeof v === 'string' && /^[A-Z0-9][A-Z0-9-]*$/.test(v) ? null : 'must be an id of capitals, digits and hyphens')),
  text: req(nonEmpty),
  clause: req(str),
  source_url: req(url),
  obligation: opt(nonEmpty),
  applicability: opt(() => null), // checked as its own shape below
  not_applicable_allowed: req(bool),
  verification: opt(checkVerification),
};

/** Fields of each kind's items besides the common ones. */
const itemFields: Record<LibraryKind, Shape> = {
  obligations: {},
  hr: { category: req(oneOf(HR_CATEGORIES)), area: req(nonEmpty), guidance: req(str), evidence: req(listOf(nonEmpty)), reference: req(nonEmpty) },
  rbi: { area: req(nonEmpty), reference: req(nonEmpty), explanation: req(str) },
  mca: { section: req(nonEmpty), guidance: req(str), evidence: req(listOf(nonEmpty)), reference: req(nonEmpty) },
  'self-audit': { reference: req(nonEmpty), guidance: opt(str) },
  'required-documents': {
    category: req(oneOf(DOCUMENT_CATEGORIES)),
    reference: req(nonEmpty),
    applies_to: req((v) => (v === 'all' ? null : listOf(oneOf(DOCUMENT_NBFC_TYPES))(v))),
  },
  deadlines: {
    description: req(nonEmpty),
    body: req(nonEmpty),
    category: req(nonEmpty),
    priority: req(oneOf(['urgent', 'high', 'medium', 'low'])),
    source: req(nonEmpty),
    recurrence: req(() => null), // checked below
  },
  // The statutory calendar's obligations (api/src/content/calendar/schema.ts).
  calendar: { ...calendarItemFields, not_applicable_allowed: opt(bool) },
};

const groupShape: Shape = { name: req(nonEmpty), items: req(listOf(nonEmpty)) };

/** Header fields of each kind besides the common ones. */
const headerFields: Record<LibraryKind, Shape> = {
  obligations: {},
  hr: {},
  rbi: { nbfc_type: req(oneOf(NBFC_TYPES)), extends: opt(nonEmpty) },
  mca: { sections: req(listOf((v) => (typeof v === 'object' && v !== null ? null : 'must be an object'))) },
  'self-audit': { checklists: req((v) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? null : 'must be an object')) },
  'required-documents': {},
  deadlines: {},
  calendar: {},
};

const commonHeader: Shape = {
  format: req((v) => (v === 1 ? null : 'must be 1')),
  kind: req(oneOf(LIBRARY_KINDS)),
  id: req(nonEmpty),
  name: req(nonEmpty),
  provider: req(nonEmpty),
  version: req((v) => (typeof v === 'string' && /^\d{4}\.\d{1,2}(\.\d+)?$/.test(v) ? null : 'must be a version like 2026.11.1')),
  publication_date: req(date),
  effective_date: req(date),
  sources: req(listOf((v) => (typeof v === 'object' && v !== null && typeof (v as { title?: unknown }).title === 'string' ? null : 'must have a title'))),
  items: req((v) => (Array.isArray(v) ? null : 'must be a list')),
  /** The library's change log (changeLog.ts), checked once the items are. */
  changes: opt(() => null),
};

function checkRecurrence(file: string, where: string, value: unknown): void {
  const rule = value as Recurrence;
  if (rule?.type === 'monthly')
    checkShape(file, where, value, {
      type: req(str),
      day: req((v) => (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 28 ? null : 'must be a day 1 to 28')),
    });
  else if (rule?.type === 'yearly') {
    checkShape(file, where, value, {
      type: req(str),
      on: req((v) => {
        if (!Array.isArray(v) || v.length === 0) return 'must list at least one MM-DD';
        return listOf((d) => (typeof d === 'string' && /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(d) ? null : 'must be MM-DD'))(v);
      }),
    });
  } else throw new ContentError(file, `${where}.type`, "must be 'monthly' or 'yearly'");
}

/** Validates one parsed file; answers it typed, or throws ContentError. */
export function validateLibrary(file: string, value: unknown): LibraryFile {
  if (typeof value !== 'object' || value === null) throw new ContentError(file, 'the file', 'must hold one JSON object');
  const kind = (value as { kind?: unknown }).kind;
  const kindProblem = oneOf(LIBRARY_KINDS)(kind);
  if (kindProblem) throw new ContentError(file, 'kind', kindProblem);
  const k = kind as LibraryKind;
  checkShape(file, 'library', value, { ...commonHeader, ...headerFields[k] });
  const library = value as LibraryFile;
  const ids = new Set<string>();
  library.items.forEach((item, index) => {
    const where = `items[${index}]${typeof (item as { id?: unknown })?.id === 'string' ? ` (${item.id})` : ''}`;
    checkShape(file, where, item, { ...itemShape, ...itemFields[k] });
    if (ids.has(item.id)) throw new ContentError(file, where, 'repeats an id used earlier in the file');
    ids.add(item.id);
    if (item.applicability !== undefined) {
      checkShape(file, `${where}.applicability`, item.applicability, applicabilityWithAlternatives);
      const alternatives = item.applicability.any_of;
      if (alternatives !== undefined) {
        if (!Array.isArray(alternatives) || alternatives.length < 2) throw new ContentError(file, `${where}.applicability.any_of`, 'must list at least two alternatives');
        alternatives.forEach((alternative, i) => checkShape(file, `${where}.applicability.any_of[${i}]`, alternative, applicabilityShape));
      }
    }
    if (k === 'deadlines') checkRecurrence(file, `${where}.recurrence`, item.recurrence);
  });
  if (k === 'mca') {
    const sections = library.sections as unknown[];
    sections.forEach((s, i) => checkShape(file, `sections[${i}]`, s, { id: req(nonEmpty), title: req(nonEmpty) }));
    const known = new Set((sections as { id: string }[]).map((s) => s.id));
    library.items.forEach((item, i) => {
      if (!known.has(item.section as string)) throw new ContentError(file, `items[${i}] (${item.id}).section`, 'names no section of the file');
    });
  }
  if (k === 'self-audit') {
    const checklists = library.checklists as Record<string, unknown>;
    for (const type of SELF_AUDIT_ENTITY_TYPES) if (!checklists[type]) throw new ContentError(file, `checklists`, `has no checklist for ${type}`);
    for (const [type, list] of Object.entries(checklists)) {
      if (!(SELF_AUDIT_ENTITY_TYPES as readonly string[]).includes(type)) throw new ContentError(file, `checklists.${type}`, 'is not a self-audit entity type');
      const tabs = { returns: req(listOf(() => null)), committees: req(listOf(() => null)), policies: req(listOf(() => null)) };
      checkShape(file, `checklists.${type}`, list, tabs);
      // One item once per checklist: answers are stored per entity type and item id.
      const seen = new Set<string>();
      for (const tab of ['returns', 'committees', 'policies'] as const) {
        ((list as Record<string, unknown[]>)[tab] ?? []).forEach((group, gi) => {
          const where = `checklists.${type}.${tab}[${gi}]`;
          checkShape(file, where, group, groupShape);
          for (const id of (group as { items: string[] }).items) {
            if (!ids.has(id)) throw new ContentError(file, `${where}.items`, `names ${id}, which is no item of the file`);
            if (seen.has(id)) throw new ContentError(file, `${where}.items`, `lists ${id} a second time in the ${type} checklist`);
            seen.add(id);
          }
        });
      }
    }
  }
  validateChangeLog(file, library.changes, { version: library.version, itemIds: ids });
  return library;
}
