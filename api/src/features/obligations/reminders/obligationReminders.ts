import type { Queryable } from '../../../db/database';
import { digestItems, insertDigest, insertEscalations, insertFilingDueReminders, type DigestItemRow } from './obligationReminderRepository';
import { commandCentreOf } from '../../notifications/service';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-11-30' -> '30 Nov 2026', the one date format of the product. */
const readable = (date: string) => `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
const DIGEST_LINES = 20;
/** The digest goes out from 07:00 in India, not at midnight. */
const DIGEST_HOUR_IST = 7;

/** Filing reminders to owners and escalations of overdue items to checkers and admins, for `today` (India). */
export async function createObligationReminders(db: Queryable, today: string): Promise<number> {
  return (await insertFilingDueReminders(db, today)) + (await insertEscalations(db, today));
}

/**
 * The text of one person's digest: overdue first, then what is due within the week. Each item once, with its due
 * date once, its owner when it is someone else's, and the address that opens it.
 */
export function digestText(items: Array<Pick<DigestItemRow, 'title' | 'due_date' | 'overdue' | 'link' | 'owner_name'>>, publicUrl = ''): { title: string; body: string } {
  const overdue = items.filter((i) => i.overdue);
  const ordered = [...overdue, ...items.filter((i) => !i.overdue)];
  const title = `Your open items: ${overdue.length} overdue, ${items.length - overdue.length} due within 7 days`;
  const lines = ordered.slice(0, DIGEST_LINES).map((i) => {
    const owner = i.owner_name ? ` Owner: ${i.owner_name}.` : '';
    return `- ${readable(i.due_date)}${i.overdue ? ' (overdue)' : ''}: ${i.title.slice(0, 160)}.${owner}\n  Open: ${publicUrl}${i.link}`;
  });
  if (items.length > DIGEST_LINES) lines.push(`... and ${items.length - DIGEST_LINES} more`);
  return { title, body: `Your open items today:\n${lines.join('\n')}` };
}

/**
 * One digest a day per person with open items overdue or due within 7 days. `now` decides the hour: with the real
 * today the digest waits for 07:00 IST; a `today` given explicitly (tests, a catch-up run) sends at once. The
 * digest is e-mailed only once the person's address and an admin's address of the company are verified.
 */
export async function createDigests(db: Queryable, today: string, hourIst: number | null, publicUrl = ''): Promise<number> {
  if (hourIst !== null && hourIst < DIGEST_HOUR_IST) return 0;
  const byUser = new Map<string, DigestItemRow[]>();
  for (const item of await digestItems(db, today)) {
    const list = byUser.get(item.user_id) ?? [];
    // One line per item: the same filing reached as owner and as escalation is listed once.
    if (!list.some((i) => i.kind === item.kind && i.link === item.link && i.title === item.title)) list.push(item);
    byUser.set(item.user_id, list);
  }
  let created = 0;
  for (const [userId, items] of byUser) {
    const { title, body } = digestText(items, publicUrl);
    const first = items[0];
    created += await insertDigest(db, { companyId: first.company_id, userId, today, title, body, link: commandCentreOf(first.role), mailable: first.mailable });
  }
  return created;
}
