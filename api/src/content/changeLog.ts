import { ContentError } from './contentError';

// The change log a library carries in its envelope (`changes`): one release per library version,
// newest first, each listing the items added, changed and retired with the instrument behind the
// change and the date it takes effect in law. Any library kind may carry it (docs/regulatory-sources.md,
// "Change log"); it is validated at start with the rest of the file.

// `citation`: only the item's clause or source URL was corrected; its text, and so the obligation it asks about and
// the answers given to it, stand (docs/decisions/0054-citation-corrections-in-the-change-log.md).
export const CHANGE_KINDS = ['added', 'changed', 'retired', 'citation'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export interface ChangeEntry {
  /** The item's stable id. */
  item: string;
  change: ChangeKind;
  /** What changed, in one sentence a compliance officer can act on. */
  summary: string;
  /** The instrument (Act, Rules, Directions, Scheme) that makes the change. */
  instrument: string;
  /** The date the change takes effect in law (YYYY-MM-DD). */
  effective_date: string;
}

export interface LibraryRelease {
  /** The library version that made these changes. */
  version: string;
  /** Publication date of that version (YYYY-MM-DD). */
  date: string;
  items: ChangeEntry[];
}

const VERSION = /^\d{4}\.\d{1,2}(\.\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: unknown) => typeof v === 'string' && DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));
const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/** Orders versions like 2026.11.2 numerically, part by part. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

function fail(file: string, where: string, problem: string): never {
  throw new ContentError(file, where, problem);
}

/**
 * Checks the `changes` of one library against its own version and items: versions unique, none newer
 * than the library, newest first; an added or changed item exists in the file, a retired one no longer does.
 */
export function validateChangeLog(file: string, value: unknown, library: { version: string; itemIds: ReadonlySet<string> }): LibraryRelease[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) fail(file, 'changes', 'must be a list of releases');
  const seen = new Set<string>();
  let previous: string | null = null;
  value.forEach((release: unknown, r) => {
    const where = `changes[${r}]`;
    if (typeof release !== 'object' || release === null || Array.isArray(release)) fail(file, where, 'must be an object');
    const { version, date, items, ...extra } = release as Record<string, unknown>;
    for (const key of Object.keys(extra)) fail(file, `${where}.${key}`, 'is not a known field');
    if (typeof version !== 'string' || !VERSION.test(version)) fail(file, `${where}.version`, 'must be a version like 2026.11.1');
    if (seen.has(version)) fail(file, `${where}.version`, 'repeats a version listed earlier');
    if (compareVersions(version, library.version) > 0) fail(file, `${where}.version`, `is newer than the library's version ${library.version}`);
    if (previous !== null && compareVersions(version, previous) > 0) fail(file, `${where}.version`, 'must be older than the release before it (newest first)');
    seen.add(version);
    previous = version;
    if (!isDate(date)) fail(file, `${where}.date`, 'must be a date YYYY-MM-DD');
    if (!Array.isArray(items) || items.length === 0) fail(file, `${where}.items`, 'must list at least one change');
    const inRelease = new Set<string>();
    items.forEach((entry: unknown, e) => {
      const at = `${where}.items[${e}]`;
      if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) fail(file, at, 'must be an object');
      const { item, change, summary, instrument, effective_date: effective, ...rest } = entry as Record<string, unknown>;
      for (const key of Object.keys(rest)) fail(file, `${at}.${key}`, 'is not a known field');
      if (!filled(item)) fail(file, `${at}.item`, 'must name an item id');
      if (!(CHANGE_KINDS as readonly unknown[]).includes(change)) fail(file, `${at}.change`, `must be one of: ${CHANGE_KINDS.join(', ')}`);
      if (!filled(summary)) fail(file, `${at}.summary`, 'must be a non-empty string');
      if (!filled(instrument)) fail(file, `${at}.instrument`, 'must name the instrument');
      if (!isDate(effective)) fail(file, `${at}.effective_date`, 'must be a date YYYY-MM-DD');
      const id = item as string;
      if (inRelease.has(id)) fail(file, `${at}.item`, `lists ${id} twice in one release`);
      inRelease.add(id);
      // Only the release of the library's own version is checked against today's items: an older one may name items retired since.
      const current = version === library.version;
      if (current && change !== 'retired' && !library.itemIds.has(id)) fail(file, `${at}.item`, `names ${id}, which is no item of the file`);
      if (current && change === 'retired' && library.itemIds.has(id)) fail(file, `${at}.item`, `retires ${id}, which the file still holds`);
    });
  });
  return value as LibraryRelease[];
}
