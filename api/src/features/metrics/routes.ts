import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { timingSafeEqual } from 'node:crypto';
import { SCHEDULED_JOBS } from '../scheduler';
import { secondsSinceLastRun } from '../schedulerRepository';
import { mailQueue } from './repository';
import { RequestMetrics, gauge } from './registry';

const CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** The scrape: request counters and latencies, the database pool, the scheduler's lag and the mail queue. */
async function scrape(app: FastifyInstance, requests: RequestMetrics): Promise<string> {
  const pool = app.db.poolStats();
  const [lag, queue] = await Promise.all([secondsSinceLastRun(app.db, SCHEDULED_JOBS), mailQueue(app.db)]);
  const memory = process.memoryUsage();
  return [
    ...requests.render(),
    ...gauge('db_pool_connections', 'PostgreSQL pool connections by state (waiting = requests queued for one).', [
      [{ state: 'total' }, pool?.total ?? null],
      [{ state: 'idle' }, pool?.idle ?? null],
      [{ state: 'waiting' }, pool?.waiting ?? null],
    ]),
    ...gauge('scheduler_seconds_since_last_run', 'Seconds since the scheduled jobs last finished on any instance.', [[{}, lag]]),
    ...gauge('scheduler_interval_seconds', 'How often the scheduled jobs are meant to run (0 = off on this instance).', [[{}, app.config.jobsIntervalSeconds]]),
    ...gauge('mail_queue', 'E-mails waiting: notifications not yet handed over, mails being sent, mails failed in the last day.', [
      [{ state: 'pending' }, queue?.pending ?? null],
      [{ state: 'sending' }, queue?.sending ?? null],
      [{ state: 'failed_last_day' }, queue?.failed ?? null],
    ]),
    ...gauge('process_resident_memory_bytes', 'Resident memory of this process.', [[{}, memory.rss]]),
    ...gauge('process_uptime_seconds', 'Seconds since this process started.', [[{}, Math.round(process.uptime())]]),
    '',
  ].join('\n');
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics for Prometheus, never public by default: on the main port only with METRICS_TOKEN (as a bearer token;
 * without one configured the path is unknown there), and on a separate listener (METRICS_PORT, bound to
 * METRICS_HOST, 127.0.0.1 unless set) without a token, for a scraper on the private network.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const requests = new RequestMetrics();
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    // Unmatched paths share one label: a scan of random paths must not grow the series without bound.
    requests.observe(request.method, request.routeOptions.url ?? '(unmatched)', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  const token = app.config.metricsToken;
  if (token) {
    app.get('/metrics', async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, token)) return reply.status(401).send({ success: false, message: 'A valid metrics token is required' });
      return reply.type(CONTENT_TYPE).send(await scrape(app, requests));
    });
  }
  const port = app.config.metricsPort;
  if (port) {
    const listener = Fastify({ logger: false });
    listener.get('/metrics', async (_request, reply) => reply.type(CONTENT_TYPE).send(await scrape(app, requests)));
    // Open once the app is ready (before the main port listens), so a scraper never finds it half set up.
    app.addHook('onReady', async () => {
      await listener.listen({ port, host: app.config.metricsHost });
    });
    app.addHook('onClose', async () => {
      await listener.close();
    });
  }
});
