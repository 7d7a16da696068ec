import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import type { AppConfig } from '../config';

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

/** Security headers on every answer; CORS only for configured origins; no caching of api answers. */
export const securityPlugin = fp(async (app, opts: { config: AppConfig }) => {
  const remotes = remoteOrigins(opts.config);
  await app.register(helmet, {
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
        // The payment page posts a form to PayU.
        formAction: ["'self'", 'https://test.payu.in', 'https://secure.payu.in'],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  if (opts.config.corsOrigins.length > 0) {
    await app.register(cors, { origin: opts.config.corsOrigins, credentials: false });
  }
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
});
