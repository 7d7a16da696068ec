// The events this process wrote and has not sealed yet. Only these (and the rows that existed at the upgrade, migration
// 1240) are ever sealed: a row inserted into audit_events by anyone else, the application's own database role
// included, never receives a seal, and verification reports it.

/** Event id → when it was written (ms). */
const pending = new Map<string, number>();

/** An id not found after this long belonged to a transaction that was rolled back. */
const FORGET_AFTER_MS = 10 * 60 * 1000;

export function noteWrittenEvents(ids: readonly string[]): void {
  const now = Date.now();
  for (const id of ids) pending.set(id, now);
}

export const pendingEventIds = (): string[] => [...pending.keys()];

/** Sealed (or found sealed) ids are done; ids still unseen after FORGET_AFTER_MS are dropped. */
export function settlePendingEvents(done: Iterable<string>): void {
  for (const id of done) pending.delete(id);
  const stale = Date.now() - FORGET_AFTER_MS;
  for (const [id, at] of pending) if (at < stale) pending.delete(id);
}
