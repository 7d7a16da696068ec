import type { SessionStore } from '../auth/sessionStore';

interface Entry {
  companyId: string;
  /** The user whose own tasks the value is made of. */
  userId: string;
  value: unknown;
  cachedAt: number;
}

/**
 * Per-instance cache of a company user's own task reads (My Tasks pages, the maker's or checker's
 * summary), so the hottest reads cost no query while nothing changed. Same guarantees as the session
 * cache it rides on: every change to a task notifies 't:<company>:<assignee>' at commit (migration
 * 0920) and drops that assignee's entries on every instance; a company change ('c:') drops the
 * company's; a user change ('u:', e.g. an assigner's name) drops everything; before an entry is served, every change committed before the request has
 * been delivered (SessionStore.fresh); a read that raced a notification is not kept; while the
 * listening connection is down nothing is cached; an entry lives at most SESSION_CACHE_SECONDS.
 */
export class TaskReadCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(
    private readonly sessions: SessionStore,
    private readonly maxEntries = 20_000,
  ) {
    sessions.onChange((payload) => this.invalidate(payload));
  }

  get size(): number {
    return this.entries.size;
  }

  invalidate(payload: string): void {
    const [kind, companyId, userId] = payload.split(':', 3);
    if (kind === 's') return;
    this.generation++;
    if (kind === 't' && companyId && userId) {
      for (const [key, entry] of this.entries) if (entry.userId === userId && entry.companyId === companyId) this.entries.delete(key);
      return;
    }
    if ((kind === 't' || kind === 'c') && companyId) {
      for (const [key, entry] of this.entries) if (entry.companyId === companyId) this.entries.delete(key);
      return;
    }
    this.entries.clear();
  }

  /**
   * The value under `key` (which must name everything the read depends on besides the user's own
   * tasks), else `load()`, remembered. `since`: when the request's session was checked
   * (`request.authAt`); the round trip that check waited for then also answers for this read.
   */
  async read<T>(companyId: string, userId: string, key: string, load: () => Promise<T>, since?: number): Promise<T> {
    const fullKey = `${companyId}|${userId}|${key}`;
    if (this.entries.has(fullKey) && (await this.sessions.fresh(since))) {
      const entry = this.entries.get(fullKey);
      if (entry && Date.now() - entry.cachedAt < this.sessions.cacheMs) return entry.value as T;
      if (entry) this.entries.delete(fullKey);
    }
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation && this.sessions.listening) {
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(fullKey, { companyId, userId, value, cachedAt: Date.now() });
    }
    return value;
  }
}
