import type { FastifyInstance } from 'fastify';

/** Rolling window of the recent error rate shown on the overview. */
export const ERROR_WINDOW_MINUTES = 15;

interface MinuteBucket {
  minute: number;
  requests: number;
  serverErrors: number;
}

/**
 * Counts this instance's api answers and its 5xx answers per minute. In memory on purpose:
 * it is an operational signal of the instance that answers, not business data.
 */
export class ErrorRateCounter {
  private buckets: MinuteBucket[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  record(statusCode: number): void {
    const minute = Math.floor(this.now() / 60_000);
    let bucket = this.buckets[this.buckets.length - 1];
    if (!bucket || bucket.minute !== minute) {
      bucket = { minute, requests: 0, serverErrors: 0 };
      this.buckets.push(bucket);
      this.prune(minute);
    }
    bucket.requests += 1;
    if (statusCode >= 500) bucket.serverErrors += 1;
  }

  snapshot(): { windowMinutes: number; requests: number; serverErrors: number; errorRatePercent: number | null } {
    this.prune(Math.floor(this.now() / 60_000));
    const requests = this.buckets.reduce((sum, b) => sum + b.requests, 0);
    const serverErrors = this.buckets.reduce((sum, b) => sum + b.serverErrors, 0);
    const errorRatePercent = requests === 0 ? null : Math.round((serverErrors / requests) * 1000) / 10;
    return { windowMinutes: ERROR_WINDOW_MINUTES, requests, serverErrors, errorRatePercent };
  }

  private prune(currentMinute: number): void {
    const oldest = currentMinute - ERROR_WINDOW_MINUTES + 1;
    while (this.buckets.length > 0 && this.buckets[0].minute < oldest) this.buckets.shift();
  }
}

/** Adds the counting hook to `app` (the root instance: the caller is wrapped with fastify-plugin). */
export function trackApiAnswers(app: FastifyInstance, counter: ErrorRateCounter): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.url.startsWith('/api/')) counter.record(reply.statusCode);
  });
}
