import type { Database, Listener } from '../../../db/database';
import { hashToken, type AuthContext, type LiveSession } from './sessionService';
import { findLiveSession, touchSession } from './sessionRepository';

/** The channel the sessions/users/companies triggers notify on (migration 0760). */
export const SESSION_CHANNEL = 'session_changed';
/** The notification letters that can end or alter a session (migration 0760). */
const SESSION_KINDS = new Set(['s', 'u', 'c']);
/** The sliding last-seen time is written at most this often per session. */
export const TOUCH_INTERVAL_MS = 60_000;

/**
 * A span drawn in [low, high) × ms. Cache lifetimes and touch intervals are spread this way so the entries and
 * touches of sessions that started together (a morning's sign-ins, a restart) do not all fall due in the same
 * second and queue for the database at once.
 */
const spread = (ms: number, low: number, high: number) => ms * (low + (high - low) * Math.random());

interface CacheEntry extends LiveSession {
  /** When this entry stops being served (Date.now() time; at most the configured cache time after it was read). */
  servedUntil: number;
  /** The last-seen time is written again once it is this old (at least TOUCH_INTERVAL_MS). */
  touchAfterMs: number;
}

export interface SessionStoreOptions {
  idleMinutes: number;
  /** 0 turns the cache off (every request reads the database). */
  cacheSeconds: number;
  maxEntries?: number;
}

/**
 * Resolves session tokens to callers, with a short-lived in-process cache in front of the database.
 * Revocation is immediate on every instance: the database triggers NOTIFY 'session_changed' at commit
 * (PostgreSQL: to every listening instance; PGlite: in-process) and matching entries are dropped. While
 * the listening connection is down the cache is not used at all, and it starts empty when it is back.
 */
export class SessionStore {
  private readonly cache = new Map<string, CacheEntry>();
  private live = false;
  /** Bumped by every notification: a database read that started before one is not cached. */
  private generation = 0;
  private listener: Listener | null = null;
  private readonly idleMs: number;
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(
    private readonly db: Database,
    options: SessionStoreOptions,
  ) {
    this.idleMs = options.idleMinutes * 60_000;
    this.ttlMs = options.cacheSeconds * 1000;
    this.maxEntries = options.maxEntries ?? 10_000;
  }

  get idleSeconds(): number {
    return this.idleMs / 1000;
  }

  async start(): Promise<void> {
    if (this.ttlMs === 0) return;
    this.listener = await this.db.listen(
      SESSION_CHANNEL,
      (payload) => this.invalidate(payload),
      (live) => {
        this.live = live;
        this.generation++;
        this.cache.clear();
        // Other caches on this channel start empty too: notifications may have been missed.
        for (const subscriber of this.subscribers) subscriber('*');
      },
    );
  }

  private readonly subscribers: ((payload: string) => void)[] = [];

  /**
   * Other per-instance read caches (My Tasks, the task summary) share this listening connection:
   * `fn` gets every payload on the channel ('t:<company>:<assignee>' for task changes), and '*' when
   * notifications may have been missed (everything must go).
   */
  onChange(fn: (payload: string) => void): void {
    this.subscribers.push(fn);
  }

  /**
   * Whether caches may be used now: listening, and every change committed before this call (or before
   * `since`, a `performance.now()` time such as the request's session check) delivered.
   */
  async fresh(since?: number): Promise<boolean> {
    if (!this.live || this.ttlMs === 0 || !this.listener) return false;
    try {
      await this.listener.sync(since);
    } catch {
      return false;
    }
    return this.live;
  }

  /** Whether the listening connection is up now (a read may be remembered). */
  get listening(): boolean {
    return this.live && this.ttlMs > 0;
  }

  /** The lifetime of one new cache entry (a session, or a read cached beside it): 75-100% of the configured time. */
  entryLifetimeMs(): number {
    return spread(this.ttlMs, 0.75, 1);
  }

  async stop(): Promise<void> {
    const listener = this.listener;
    this.listener = null;
    this.live = false;
    this.cache.clear();
    if (listener) await listener.stop();
  }

  /** Drops the entries a notification names: 's:<session>', 'u:<user>', 'c:<company>' (other letters are the read caches'). */
  invalidate(payload: string): void {
    for (const subscriber of this.subscribers) subscriber(payload);
    const [kind, id] = payload.split(':', 2);
    // Tasks, documents, the feed and plans (readCache.ts) end no session.
    if (!SESSION_KINDS.has(kind ?? '')) return;
    this.generation++;
    if (!id) return;
    for (const [key, entry] of this.cache) {
      const { auth } = entry;
      if ((kind === 's' && auth.sessionId === id) || (kind === 'u' && auth.userId === id) || (kind === 'c' && auth.companyId === id)) {
        this.cache.delete(key);
      }
    }
  }

  /** Number of cached sessions (tests and diagnostics). */
  get size(): number {
    return this.cache.size;
  }

  /**
   * Puts a session just signed in into the cache (read back after its commit, under the usual rules), so the
   * browser's first page finds it here instead of asking the database then. Never fails the sign-in.
   */
  async warm(token: string): Promise<void> {
    if (!this.listening) return;
    await this.resolve(token).catch(() => undefined);
  }

  /** The caller behind a token, or null: unknown, revoked, expired, idle too long, user or company not active. */
  async resolve(token: string): Promise<AuthContext | null> {
    const key = hashToken(token);
    let entry = await this.cached(key);
    const now = Date.now();
    if (entry && (now >= entry.expiresAt.getTime() || now - entry.lastSeenAt.getTime() >= this.idleMs)) {
      // Idle here, but another instance may have seen it since: ask the database.
      this.cache.delete(key);
      entry = undefined;
    }
    if (!entry) {
      const generation = this.generation;
      const found = await findLiveSession(this.db, key, this.idleSeconds);
      if (!found) return null;
      entry = { ...found, servedUntil: now + this.entryLifetimeMs(), touchAfterMs: spread(TOUCH_INTERVAL_MS, 1, 1.25) };
      if (generation === this.generation) this.remember(key, entry);
    }
    if (now - entry.lastSeenAt.getTime() >= entry.touchAfterMs) {
      // Set first, so concurrent requests on this instance do not write it again.
      entry.lastSeenAt = new Date(now);
      await touchSession(this.db, entry.auth.sessionId);
    }
    return entry.auth;
  }

  private async cached(key: string): Promise<CacheEntry | undefined> {
    if (!this.live || this.ttlMs === 0 || !this.cache.has(key) || !this.listener) return undefined;
    // Before trusting the entry, every change committed before this request must have reached this
    // instance: a round trip on the listening connection (shared by concurrent requests) guarantees it.
    // PGlite delivers notifications synchronously at commit: nothing to wait for.
    try {
      await this.listener.sync();
    } catch {
      return undefined;
    }
    const entry = this.cache.get(key);
    if (!entry || !this.live) return undefined;
    if (Date.now() >= entry.servedUntil) {
      this.cache.delete(key);
      return undefined;
    }
    return entry;
  }

  private remember(key: string, entry: CacheEntry): void {
    if (!this.live || this.ttlMs === 0) return;
    if (this.cache.size >= this.maxEntries) {
      // Oldest first (a Map iterates in insertion order).
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(key, entry);
  }
}
