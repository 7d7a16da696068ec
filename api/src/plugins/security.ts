import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import cors from '@fastify/cors';
import type { AppConfig } from '../config';
import { paymentFormOrigins } from '../features/payments/gateway';
import { isApiRequest } from '../apiRequest';

/** Origins of remotes deployed elsewhere (absolute URLs in the remote list) may serve scripts. */
export function remoteOrigins(config: AppConfig): string[] {
  const file = config.remotesFile ?? (config.siteRoot ? path.join(config.siteRoot, 'shell', 'dist', 'remotes.json') : null);
  if (!file || !fs.existsSync(file)) return [];
  try {
    const list = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
    const origins = Object.values(list)
      .filter((url) => /^https?:\/\//.test(url))
      .map((url) => new URL(url).origin);
    return [...new Set(origins)];
  } catch {
    return [];
  }
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

/** Security headers on every answer; CORS only for configured origins; no caching of api answers. */
export const securityPlugin = fp(async (app, opts: { config: AppConfig }) => {
  const site = securityHeaders(helmetOptions(remoteOrigins(opts.config), paymentFormOrigins(opts.config)));
  const api = { ...site, 'cache-control': 'no-store' };
  let proxyNoticeGiven = !!opts.config.trustProxy;
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(isApiRequest(request) ? api : site);
    if (!proxyNoticeGiven && request.headers['x-forwarded-for'] !== undefined) {
      proxyNoticeGiven = true;
      app.log.warn(PROXY_NOTICE);
    }
  });
  if (opts.config.corsOrigins.length > 0) {
    await app.register(cors, { origin: opts.config.corsOrigins, credentials: false });
  }
});
