import type { SessionStore } from '../auth/sessionStore';

interface Entry {
  companyId: string;
  value: unknown;
  cachedAt: number;
}

/**
 * Per-instance cache of a company user's own task reads (My Tasks pages, the maker's or checker's
 * summary), so the hottest reads cost no query while nothing changed. Same guarantees as the session
 * cache it rides on: every change to a company's tasks notifies 't:<company>' at commit (migration
 * 0920) and drops that company's entries on every instance; a user change ('u:', e.g. an assigner's
 * name) drops everything; before an entry is served, every change committed before the request has
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
    const [kind, id] = payload.split(':', 2);
    if (kind === 's') return;
    this.generation++;
    if ((kind === 't' || kind === 'c') && id) {
      for (const [key, entry] of this.entries) if (entry.companyId === id) this.entries.delete(key);
      return;
    }
    this.entries.clear();
  }

  /** The value under `key` (which must name everything the read depends on), else `load()`, remembered. */
  async read<T>(companyId: string, key: string, load: () => Promise<T>): Promise<T> {
    const fullKey = `${companyId}|${key}`;
    if (this.entries.has(fullKey) && (await this.sessions.fresh())) {
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
      this.entries.set(fullKey, { companyId, value, cachedAt: Date.now() });
    }
    return value;
  }
}
