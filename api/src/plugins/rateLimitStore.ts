import type { Queryable } from '../db/database';
import { countHit, deleteEndedWindows, liveWindow } from './rateLimitRepository';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin hands child(): the route's options with its limit settings merged in. */
type RouteLimitOptions = object & { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A store for @fastify/rate-limit that keeps the per-route, per-client counts in the database
 * (rate_limit_counters), so every API instance on one PostgreSQL shares them (the embedded database
 * otherwise). One atomic upsert per counted request: a fixed window that restarts once it has ended.
 */
export function databaseRateLimitStore(db: Queryable) {
  return class DatabaseRateLimitStore {
    private readonly scope: string;

    constructor(scope?: unknown) {
      this.scope = typeof scope === 'string' ? scope : 'global';
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      countHit(db, `${this.scope}|${key}`, timeWindow).then(
        (row) => {
          callback(null, { current: row!.hits, ttl: row!.ttl });
          // Now and then, forget windows that ended long ago.
          if (Math.random() < 0.01) {
            void deleteEndedWindows(db).catch(() => undefined);
          }
        },
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback) {
      liveWindow(db, `${this.scope}|${key}`).then(
        (row) => callback(null, row ? { current: row.hits, ttl: row.ttl } : { current: 0, ttl: 0 }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object) {
      const options = routeOptions as RouteLimitOptions;
      const method = [options.routeInfo?.method ?? ''].flat().join(',');
      return new DatabaseRateLimitStore(`${method} ${options.routeInfo?.url ?? ''}`.trim() || 'route');
    }
  };
}
