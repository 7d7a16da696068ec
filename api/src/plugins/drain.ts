import type { Server } from 'node:http';
import net from 'node:net';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the shutdown signal on: readiness answers 503, answers close their connection, jobs stop. */
    draining: () => boolean;
    /** The first step of a shutdown (main.ts), before the server stops listening. */
    beginDrain: () => void;
  }
}

/**
 * The instance's side of a rolling restart (docs/decisions/0250-graceful-drain.md). Once draining, every answer
 * carries `Connection: close`, so a keep-alive client (or a proxy that keeps connections) opens its next request
 * elsewhere instead of on this instance.
 */
export const drainPlugin = fp(async (app) => {
  let draining = false;
  app.decorate('draining', () => draining);
  app.decorate('beginDrain', () => {
    draining = true;
  });
  // A request that arrives once draining has begun is refused before anything runs: 503 means nothing was done, so
  // the proxy sends it to the other instance, a POST too (deploy/nginx.conf), and counts this one as failed, so it
  // stops opening connections here before the listener closes. Health answers as usual (readiness: 503 'closing').
  app.addHook('onRequest', async (request, reply) => {
    if (!draining || request.url.startsWith('/api/health')) return;
    return reply.status(503).header('connection', 'close').header('retry-after', '1').send({ success: false, message: 'This server is restarting. Please try again.' });
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
});

export interface DrainTimes {
  /** How long the listener stays open, refusing new requests with 503 (the proxy learns to go elsewhere). */
  noticeMs: number;
  /** How long a connection accepted just before the listener closed has to send its request before idle ones close. */
  graceMs: number;
  /** In-flight requests still running this long after the start are cut. */
  cutMs: number;
}

/**
 * Stops accepting connections and waits for those open to finish their requests. Answers whether any had to be cut.
 *
 * For `noticeMs` new requests are answered 503 (above), so the proxy marks this instance failed and stops opening
 * connections to it; then the listener closes, and a connection the proxy opens later is refused before anything is
 * sent (it tries the other instance, safely even for a POST). Closing the listener while the proxy still connects
 * would reset the connections the kernel had queued but Node had not yet accepted: POSTs sent and lost. Node's own `server.close()` would also drop every connection without a request
 * in progress at once, including one just accepted whose request has not been read yet (a POST the proxy had sent,
 * then lost with a 502), so idle connections are closed only after a grace period.
 */
export function drainServer(server: Server, { noticeMs, graceMs, cutMs }: DrainTimes): Promise<{ cut: boolean }> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve({ cut: false });
    let cut = false;
    let idle: NodeJS.Timeout | undefined;
    const force = setTimeout(() => {
      cut = true;
      server.closeAllConnections();
    }, cutMs);
    setTimeout(() => {
      idle = setTimeout(() => server.closeIdleConnections(), graceMs);
      // net.Server's close: the listener only; 'close' is emitted once the last connection has ended.
      net.Server.prototype.close.call(server, () => {
        clearTimeout(idle);
        clearTimeout(force);
        resolve({ cut });
      });
    }, noticeMs);
  });
}
