import type { FastifyRequest } from 'fastify';

const API_PREFIX = '/api/';
/** Routes that catch every path (the site's static files): matching one says nothing about what the path meant. */
const CATCH_ALL = /\*$/;

/**
 * The path as a lenient server, proxy or the router itself might read it: percent-decoded until it stops changing
 * (so `%2561` counts as `a`), case folded, backslashes as slashes, repeated slashes, `.` and `..` segments and
 * trailing dots of a segment dropped. Used only to decide whether an unmatched request should be treated like an API
 * call (no-store, audited refusals): over-inclusion costs nothing.
 */
export function normalisedPath(url: string): string {
  let path = url.split('?')[0];
  for (let i = 0; i < 5; i += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  const segments: string[] = [];
  for (const raw of path.toLowerCase().replace(/\\/g, '/').split('/')) {
    const segment = raw.split(';')[0].replace(/\.+$/, '');
    if (segment === '' && raw !== '..') continue;
    if (raw === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}${path.endsWith('/') ? '/' : ''}`;
}

/**
 * Whether a request is an API call. Decided by the route Fastify matched, which is what will run: the router
 * decodes the path (`/%61pi/...` reaches the `/api/...` handlers), so the raw URL must never decide. A request
 * that matched no route of its own (404, or the site's catch-all) counts as an API call when its normalised
 * path lies under /api.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined && !CATCH_ALL.test(route)) return route.startsWith(API_PREFIX);
  return `${normalisedPath(request.url)}/`.startsWith(API_PREFIX);
}
