import type { Queryable } from '../../db/database';
import { istDate } from '../../dates';
import type { DeadlineItem } from '../../content';
import type { Recurrence } from '../../content/schema';
import { deleteLibraryDeadlinesExcept, moveLibraryDeadline, staleLibraryDeadlines, upsertLibraryDeadline } from './repository';

// Recurring statutory deadlines of the feed come from api/content/deadlines.json. Their dates are
// never stored once and left: every read first rolls a passed due date on to the next occurrence
// of its rule, and the item's date becomes the day after the occurrence that passed.

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** Today in India (deadlines are Indian dates), 'YYYY-MM-DD'. */
export const indiaToday = istDate;

function occurrencesAround(rule: Recurrence, year: number): string[] {
  const dates: string[] = [];
  for (const y of [year - 1, year, year + 1]) {
    if (rule.type === 'monthly') for (let m = 1; m <= 12; m += 1) dates.push(ymd(y, m, rule.day));
    else for (const mmdd of rule.on) dates.push(`${y}-${mmdd}`);
  }
  return dates.sort();
}

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The next due date on or after `today`, and the day the cycle opened (the day after the previous one). */
export function nextOccurrence(rule: Recurrence, today: string): { due: string; opened: string } {
  const dates = occurrencesAround(rule, Number(today.slice(0, 4)));
  const index = dates.findIndex((date) => date >= today);
  return { due: dates[index]!, opened: dayAfter(dates[index - 1]!) };
}

/** Brings the library's deadline rows in line with the library: texts, new items, removed items. */
export async function syncDeadlines(db: Queryable, items: DeadlineItem[], today: string): Promise<void> {
  for (const item of items) {
    const { due, opened } = nextOccurrence(item.recurrence, today);
    await upsertLibraryDeadline(db, item, due, opened);
  }
  // A deadline the library no longer has (for example one found not to apply) leaves the feed.
  await deleteLibraryDeadlinesExcept(
    db,
    items.map((item) => item.id),
  );
}

/** Rolls every library deadline whose due date has passed (or was never set) to its next occurrence. */
export async function rollDeadlines(db: Queryable, items: DeadlineItem[], today: string): Promise<number> {
  const stale = await staleLibraryDeadlines(db, today);
  const byId = new Map(items.map((item) => [item.id, item]));
  let rolled = 0;
  for (const { library_item_id: id } of stale) {
    const item = byId.get(id);
    if (!item) continue;
    const { due, opened } = nextOccurrence(item.recurrence, today);
    rolled += await moveLibraryDeadline(db, id, due, opened);
  }
  return rolled;
}
