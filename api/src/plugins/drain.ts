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
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
});

export interface DrainTimes {
  /** How long a connection accepted just before the listener closed has to send its request before idle ones close. */
  graceMs: number;
  /** In-flight requests still running this long after the start are cut. */
  cutMs: number;
}

/**
 * Stops accepting connections and waits for those open to finish their requests. Answers whether any had to be cut.
 *
 * The listener closes first, so a new connection is refused before anything is sent: the proxy tries the other
 * instance, safely even for a POST. Node's own `server.close()` would also drop every connection without a request
 * in progress at once, including one just accepted whose request has not been read yet (a POST the proxy had sent,
 * then lost with a 502), so idle connections are closed only after a grace period.
 */
export function drainServer(server: Server, { graceMs, cutMs }: DrainTimes): Promise<{ cut: boolean }> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve({ cut: false });
    let cut = false;
    const idle = setTimeout(() => server.closeIdleConnections(), graceMs);
    const force = setTimeout(() => {
      cut = true;
      server.closeAllConnections();
    }, cutMs);
    // net.Server's close: the listener only; 'close' is emitted once the last connection has ended.
    net.Server.prototype.close.call(server, () => {
      clearTimeout(idle);
      clearTimeout(force);
      resolve({ cut });
    });
  });
}
