import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { addAnswerCounts, answerCounts, forgetAnswerCounts } from './repository';
import { isApiRequest } from '../../apiRequest';

/** Rolling window of the recent error rate shown on the overview. */
export const ERROR_WINDOW_MINUTES = 15;
/** How often an instance adds its counts to the shared table. */
export const FLUSH_INTERVAL_MS = 5_000;

export interface ErrorRateSnapshot {
  windowMinutes: number;
  requests: number;
  serverErrors: number;
  errorRatePercent: number | null;
}

/**
 * Counts api answers and 5xx answers per minute, summed over every instance in the database
 * (api_answer_counts). Each instance counts in memory and adds its counts every few seconds (one
 * upsert per minute bucket), so a request never waits for the database; a snapshot adds what is
 * still pending first.
 */
export class SharedErrorRate {
  private pending = new Map<number, { requests: number; serverErrors: number }>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Queryable,
    private readonly now: () => number = Date.now,
    flushIntervalMs = FLUSH_INTERVAL_MS,
  ) {
    this.timer = setInterval(() => void this.flush().catch(() => undefined), flushIntervalMs);
    this.timer.unref();
  }

  record(statusCode: number): void {
    const minute = Math.floor(this.now() / 60_000);
    const bucket = this.pending.get(minute) ?? { requests: 0, serverErrors: 0 };
    bucket.requests += 1;
    if (statusCode >= 500) bucket.serverErrors += 1;
    this.pending.set(minute, bucket);
  }

  /** Adds the pending counts to the shared table (serialised: two flushes never add the same counts). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      const batch = [...this.pending.entries()];
      this.pending = new Map();
      for (const [minute, counts] of batch) {
        await addAnswerCounts(this.db, minute, counts.requests, counts.serverErrors);
      }
    });
    return this.flushing;
  }

  async snapshot(): Promise<ErrorRateSnapshot> {
    await this.flush();
    const current = Math.floor(this.now() / 60_000);
    const row = await answerCounts(this.db, current - ERROR_WINDOW_MINUTES, current);
    await forgetAnswerCounts(this.db, current - 24 * 60);
    const requests = row?.requests ?? 0;
    const serverErrors = row?.server_errors ?? 0;
    const errorRatePercent = requests === 0 ? null : Math.round((serverErrors / requests) * 1000) / 10;
    return { windowMinutes: ERROR_WINDOW_MINUTES, requests, serverErrors, errorRatePercent };
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush().catch(() => undefined);
  }
}

/** Adds the counting hook to `app` (the root instance: the caller is wrapped with fastify-plugin). */
export function trackApiAnswers(app: FastifyInstance, counter: SharedErrorRate): void {
  app.addHook('onResponse', async (request, reply) => {
    if (isApiRequest(request)) counter.record(reply.statusCode);
  });
  app.addHook('onClose', async () => counter.close());
}
