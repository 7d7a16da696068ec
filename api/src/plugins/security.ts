import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import cors from '@fastify/cors';
import type { AppConfig } from '../config';
import { paymentFormOrigins } from '../features/payments/gateway';
import { isApiRequest } from '../apiRequest';
import { RemoteListSource } from '../remoteList';

declare module 'fastify' {
  interface FastifyInstance {
    /** The remote list, re-read when its file changes (pages' CSP and /remotes.json follow it). */
    remoteList: RemoteListSource;
  }
}

/** The remote list file the site serves: REMOTES_FILE, else the shell's built remotes.json. */
export function remoteListFile(config: AppConfig): string | null {
  return config.remotesFile ?? (config.siteRoot ? path.join(config.siteRoot, 'shell', 'dist', 'remotes.json') : null);
}

/** The site's Content Security Policy and the other headers Helmet sets. */
export function helmetOptions(remotes: string[], paymentForms: string[] = []): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        // styled-components injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...remotes],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // No page uses <base>: 'none' stops an injected one from redirecting relative script URLs.
        baseUri: ["'none'"],
        // The payment page posts a form to PayU: only to the PayU site of the configured keys.
        formAction: ["'self'", ...paymentForms],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Helmet's headers, computed once. They depend on the configuration only (no nonces), and
 * @fastify/helmet built Helmet's middleware again on every request, parsing the policy each time:
 * 13% of the CPU of a cached read (docs/benchmarks.md).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, collect as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Said once, at the first forwarded request, when the server is reached through a proxy it was not told about. */
export const PROXY_NOTICE =
  "Requests arrive with X-Forwarded-For but TRUST_PROXY is not set: every client is seen as the proxy's address, so " +
  "sign-in limits and the audit trail name the proxy, not the client. Set TRUST_PROXY to the proxy's address (or hop count).";

/**
 * What a static file needs of them (docs/decisions/0048-each-area-ships-on-its-own.md, "Headers of static files"): nosniff, so a script
 * or a JSON file is never run as something else, and the resource policy, so another site cannot embed
 * it. The page policies (CSP, HSTS, framing, referrer, ...) act on documents; the page that loads the
 * file has them already.
 */
const ASSET_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy'];
/** A path that names a file the site serves as it is (not a page, not the API). */
const STATIC_FILE = /\.(js|mjs|css|json|map|woff2?|png|jpe?g|gif|ico|txt|br|gz)$/i;

/** Security headers on every answer (a static file only those it needs); CORS only for configured origins; no caching of api answers. */
export const securityPlugin = fp(async (app, opts: { config: AppConfig }) => {
  const remoteList = new RemoteListSource(remoteListFile(opts.config), (message) => app.log.error(message));
  app.decorate('remoteList', remoteList);
  const paymentForms = paymentFormOrigins(opts.config);
  // Rebuilt only when the remote list changed (the policy names the remotes' origins).
  let built: { version: number; site: Record<string, string>; api: Record<string, string>; asset: Record<string, string> } | null = null;
  const headersNow = () => {
    const list = remoteList.current();
    if (built?.version !== list.version) {
      const site = securityHeaders(helmetOptions(list.origins, paymentForms));
      const asset = Object.fromEntries(ASSET_HEADERS.filter((name) => name in site).map((name) => [name, site[name]]));
      built = { version: list.version, site, api: { ...site, 'cache-control': 'no-store' }, asset };
    }
    return built;
  };
  let proxyNoticeGiven = !!opts.config.trustProxy;
  app.addHook('onRequest', async (request, reply) => {
    const headers = headersNow();
    if (isApiRequest(request)) reply.headers(headers.api);
    else reply.headers(STATIC_FILE.test(request.url.split('?')[0]) ? headers.asset : headers.site);
    if (!proxyNoticeGiven && request.headers['x-forwarded-for'] !== undefined) {
      proxyNoticeGiven = true;
      app.log.warn(PROXY_NOTICE);
    }
  });
  if (opts.config.corsOrigins.length > 0) {
    await app.register(cors, { origin: opts.config.corsOrigins, credentials: false });
  }
});
