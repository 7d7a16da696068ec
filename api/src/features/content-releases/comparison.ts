import { formatPeriod, type CompanyDueDates, type DueDateMove, type ReleaseComparison, type ReleaseItemDiff } from 'shared-contracts';
import type { ContentSet, LibraryFile } from '../../content';
import type { Obligation } from '../../content/calendar';
import type { Queryable } from '../../db/database';
import { istDate } from '../../dates';
import { companyFacts } from '../obligations/library/facts';
import { addMonths, applicability, dueDates } from '../obligations/library/schedule';
import { companiesAnswering, companiesForComparison } from './repository';

// What a release changes against the live library: its items, each company's statutory due dates of the next twelve
// months (calendar libraries), and how many companies it reaches. Stored with the release at upload, so the
// approver decides on what the uploader saw.

const itemText = (item: LibraryFile['items'][number]) => {
  const variants = item.variants as { title?: string }[] | undefined;
  return item.text ?? variants?.at(-1)?.title ?? item.id;
};

export function compareItems(live: LibraryFile, next: LibraryFile): Pick<ReleaseComparison, 'added' | 'changed' | 'withdrawn'> {
  const before = new Map(live.items.map((item) => [item.id, item]));
  const after = new Map(next.items.map((item) => [item.id, item]));
  const diff = (item: LibraryFile['items'][number], fields: string[] = []): ReleaseItemDiff => ({ id: item.id, text: itemText(item), fields });
  const changed: ReleaseItemDiff[] = [];
  for (const [id, item] of after) {
    const old = before.get(id);
    if (!old) continue;
    const keys = [...new Set([...Object.keys(old), ...Object.keys(item)])];
    const fields = keys.filter((key) => JSON.stringify(old[key]) !== JSON.stringify(item[key])).sort();
    if (fields.length > 0) changed.push(diff(item, fields));
  }
  return {
    added: [...after.values()].filter((item) => !before.has(item.id)).map((item) => diff(item)),
    changed,
    withdrawn: [...before.values()].filter((item) => !after.has(item.id)).map((item) => diff(item)),
  };
}

const title = (o: Obligation) => o.variants.at(-1)?.title ?? o.id;

/** The company's due dates of the next twelve months that the release moves, adds or removes. */
function movesOf(ids: string[], live: ContentSet, next: ContentSet, facts: Parameters<typeof dueDates>[1], today: string): DueDateMove[] {
  const until = addMonths(today, 12);
  const datesOf = (o: Obligation | undefined) => (o && applicability(o, facts) !== null ? dueDates(o, facts, today, until) : []);
  const moves: DueDateMove[] = [];
  for (const id of ids) {
    const before = live.calendar.byId.get(id);
    const after = next.calendar.byId.get(id);
    const was = new Map(datesOf(before).map((d) => [d.period, d.dueDate]));
    const will = new Map(datesOf(after).map((d) => [d.period, d.dueDate]));
    const name = title((after ?? before)!);
    for (const period of new Set([...was.keys(), ...will.keys()])) {
      const from = was.get(period) ?? null;
      const to = will.get(period) ?? null;
      if (from !== to) moves.push({ obligationId: id, title: name, period: formatPeriod(period), before: from, after: to });
    }
  }
  return moves.sort((a, b) => (a.after ?? a.before ?? '').localeCompare(b.after ?? b.before ?? '') || a.obligationId.localeCompare(b.obligationId));
}

/** Compares `next` (a library file) with the live one, across every company of the installation. */
export async function compareRelease(db: Queryable, live: ContentSet, liveFile: LibraryFile, next: ContentSet, nextFile: LibraryFile): Promise<ReleaseComparison> {
  const items = compareItems(liveFile, nextFile);
  const companies = await companiesForComparison(db);
  const reached = new Set<string>();
  const dueDateMoves: CompanyDueDates[] = [];
  if (nextFile.kind === 'calendar') {
    const ids = [...new Set([...liveFile.items, ...nextFile.items].map((item) => item.id))];
    const today = istDate();
    for (const company of companies) {
      const { facts } = await companyFacts(db, company.id);
      const moves = movesOf(ids, live, next, facts, today);
      if (moves.length === 0) continue;
      reached.add(company.id);
      dueDateMoves.push({ companyId: company.id, companyName: company.company_name, moves });
    }
  } else {
    // Answers given to an item that changes or goes; a new item reaches every company whose checklist holds the library.
    for (const row of await companiesAnswering(
      db,
      [...items.changed, ...items.withdrawn].map((item) => item.id),
    ))
      reached.add(row.company_id);
    if (items.added.length > 0) {
      const layers = nextFile.kind === 'rbi' ? rbiTypesUsing(next, nextFile.id) : null;
      for (const company of companies) if (!layers || layers.has(company.nbfc_type ?? '')) reached.add(company.id);
    }
  }
  const own = (nextFile.changes ?? []).find((release) => release.version === nextFile.version);
  return {
    liveVersion: liveFile.version,
    ...items,
    dueDates: dueDateMoves,
    companiesAffected: reached.size,
    changeLog: (own?.items ?? []).map(({ item, change, summary }) => ({ item, change, summary })),
  };
}

/** The company types whose RBI bank holds items of this library (its own layer and the layers that extend it). */
function rbiTypesUsing(set: ContentSet, libraryId: string): Set<string> {
  const types = new Set<string>();
  for (const [type, bank] of Object.entries(set.rbiBanks)) {
    if (bank.library.id === libraryId || bank.questions.some((q) => q.layerLibrary === libraryId)) types.add(type);
  }
  return types;
}
