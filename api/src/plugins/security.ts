import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import type { AppConfig } from '../config';

/** Security headers on every answer; CORS only for configured origins; no caching of api answers. */
export const securityPlugin = fp(async (app, opts: { config: AppConfig }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // styled-components injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
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
