import { ContentError, type LibraryFile } from '../schema';
import { obligationOf } from './schema';
import type { Obligation, ObligationVariant } from './types';

export * from './types';
export { calendarItemFields } from './schema';

/**
 * The statutory calendar's library, read from the calendar-*.json files of the content folder (kind
 * "calendar", one file per authority family). Each obligation has a stable id; a change of rule adds a
 * wording with its own version and dates and never reuses an id for another obligation.
 */
export interface CalendarLibrary {
  /** Each file's id and version. */
  libraries: Array<{ id: string; version: string; effectiveDate: string }>;
  obligations: readonly Obligation[];
  /** The obligations by id (built once per load: the calendar's reads look them up per row). */
  byId: ReadonlyMap<string, Obligation>;
  /** Every file's id@version in one string: it changes whenever a calendar file does (a cache key). */
  versionKey: string;
}

export function buildCalendar(files: LibraryFile[], fileName: (file: LibraryFile) => string): CalendarLibrary {
  const obligations: Obligation[] = [];
  const owner = new Map<string, string>();
  for (const file of files) {
    for (const item of file.items) {
      const known = owner.get(item.id);
      if (known) throw new ContentError(fileName(file), `item ${item.id}`, `repeats an id of ${known}`);
      owner.set(item.id, fileName(file));
      obligations.push(
        obligationOf(file.id, item, (where, problem) => {
          throw new ContentError(fileName(file), where, problem);
        }),
      );
    }
  }
  if (obligations.length === 0) throw new ContentError('calendar', 'the folder', 'must hold at least one library of kind calendar');
  return {
    libraries: files.map((f) => ({ id: f.id, version: f.version, effectiveDate: f.effective_date })),
    obligations,
    byId: new Map(obligations.map((o) => [o.id, o])),
    versionKey: files.map((f) => `${f.id}@${f.version}`).join(','),
  };
}

/** Whether the wording is in force on `date` (YYYY-MM-DD). */
export const inForce = (v: Pick<ObligationVariant, 'effectiveFrom' | 'effectiveTo'>, date: string) =>
  v.effectiveFrom <= date && (v.effectiveTo === null || date <= v.effectiveTo);

/** The obligations with a wording in force on `date`, each as that wording. */
export function inForceOn(obligations: readonly Obligation[], date: string): Obligation[] {
  const out: Obligation[] = [];
  for (const o of obligations) {
    const variant = o.variants.find((v) => inForce(v, date));
    if (variant) out.push({ ...o, ...variant });
  }
  return out;
}
