import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import { FORMATS } from 'shared-contracts';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { runAsArrivedAt } from './db/arrivalOrder';
import { installContent, loadContent } from './content';
import { featureRoutes } from './features';
import { auditRefusalsPlugin } from './plugins/auditRefusals';
import { FileStore } from './features/documents/fileStore';
import { openBlobStore } from './features/documents/stores/openBlobStore';
import { resolveDataKey } from './features/secrets/dataKey';
import { authPlugin } from './plugins/auth';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { databaseRateLimitStore } from './plugins/rateLimitStore';
import { drainPlugin } from './plugins/drain';
import { securityPlugin } from './plugins/security';
import { sitePlugin } from './plugins/site';
import { refuseMalformedMultipart } from './features/uploads/multipartGuard';
import { loggedPath } from './logSafe';
import { lazySchemaCompilers } from './schemaCompilers';
import { named } from './plugins/pluginName';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
    /** Uploaded documents' bytes on disk (content-addressed). */
    files: FileStore;
    /** AES-256-GCM key sealing stored secrets (features/secrets). */
    dataKey: Buffer;
    /** Keys a stored value may have been sealed or signed under: the data key first, then any previous one. */
    dataKeys: readonly Buffer[];
    /** Compiles every route's schemas now (they are compiled at a route's first use otherwise); main.ts, before listening. */
    compileSchemas: () => number;
  }
}

export interface BuildOptions {
  config: AppConfig;
  db: Database;
  logger?: boolean;
  /** Where the log lines go instead of stdout (tests read them back). */
  logStream?: NodeJS.WritableStream;
  /** Called for every route as it is registered (tests list the routes to probe them all). */
  onRoute?: (route: RouteOptions) => void;
}

/** Answers slower than this are logged at info whatever their status. */
const SLOW_MS = 500;

/**
 * One log line per answer (route pattern, not the query string, which may hold search text): at info
 * for errors, refusals and slow answers, at debug for the rest, so a busy server at LOG_LEVEL=info
 * does not spend its time writing a line for every successful read.
 */
function logResponse(request: FastifyRequest, reply: FastifyReply, done: () => void) {
  const ms = reply.elapsedTime;
  const level = reply.statusCode >= 400 || ms >= SLOW_MS ? 'info' : 'debug';
  // pino drops a disabled level at once; the object below is small.
  const route = loggedPath(request);
  request.log[level]({ method: request.method, route, statusCode: reply.statusCode, ms: Math.round(ms) }, 'request completed');
  done();
}

/** Builds the whole server; tests call it with a fresh database and use inject(). */
export async function buildApp({ config, db, logger = true, logStream, onRoute }: BuildOptions): Promise<FastifyInstance> {
  // The content libraries are validated before anything listens: a bad file refuses the start.
  installContent(loadContent(config.contentDir));
  const schemas = lazySchemaCompilers();
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', '*.password', '*.token'],
          ...(logStream ? { stream: logStream } : {}),
        }
      : false,
    bodyLimit: 1024 * 1024,
    // With TLS_CERT_FILE/TLS_KEY_FILE the port speaks HTTPS only (TLS 1.2 or later); plain HTTP gets no answer.
    ...(config.tls ? { https: { ...config.tls, minVersion: 'TLSv1.2' as const } } : {}),
    // Fastify's own request logging writes two lines per request; one line is written below instead.
    logController: new LogController({ disableRequestLogging: true }),
    // Router errors (undecodable path, over-long id) answer JSON { success: false, message } too.
    frameworkErrors,
    // Fastify accepts a hop count at run time; its types omit number.
    trustProxy: config.trustProxy as boolean | string,
    ajv: {
      // Unknown fields are refused (not silently dropped), types are never coerced.
      customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false },
      // The formats of shared-contracts (uuid, email, calendar-date) replace ajv-formats' own, so a schema's
      // `format` means here exactly what it means in the browser.
      onCreate: (ajv) => {
        for (const [name, check] of Object.entries(FORMATS)) ajv.addFormat(name, check);
      },
    },
    schemaController: { compilersFactory: schemas.compilersFactory },
  });
  app.decorate('compileSchemas', schemas.compileAll);
  if (onRoute) app.addHook('onRoute', onRoute);
  // First of all hooks: on PGlite every statement this request runs, from the session check on, waits for the
  // database in the order requests arrived (db/arrivalOrder.ts).
  if (db.kind === 'pglite') app.addHook('onRequest', (_request, _reply, done) => runAsArrivedAt(performance.now(), done));
  if (logger) app.addHook('onResponse', logResponse);
  app.addHook('onRequest', refuseMalformedMultipart);
  app.decorate('db', db);
  app.decorate('config', config);
  const { key: dataKey, previous } = resolveDataKey(config);
  const previousKeys = previous ? [previous] : [];
  const blobs = await openBlobStore(config, db);
  app.decorate('files', new FileStore(config.filesDir, dataKey, previousKeys, blobs));
  app.addHook('onClose', async () => blobs.close?.());
  app.decorate('dataKey', dataKey);
  app.decorate('dataKeys', [dataKey, ...previousKeys]);

  await app.register(named(errorsPlugin));
  await app.register(named(drainPlugin));
  await app.register(named(securityPlugin), { config });
  // gzip/brotli for the site's scripts and the API's JSON (above 1 KiB).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // Limits are opted into per route (sign-in, registration, uploads, contact form).
  await app.register(rateLimit, {
    global: false,
    // Counts live in the database: shared by every instance on one PostgreSQL.
    store: databaseRateLimitStore(db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
  await app.register(named(authPlugin));
  await app.register(named(auditRefusalsPlugin));
  for (const routes of featureRoutes) await app.register(named(routes));
  await app.register(named(sitePlugin), { config });

  // With the site served, its plugin answers unknown paths (index.html for client routes).
  if (!config.siteRoot) {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ success: false, message: 'Not found' }));
  }
  return app;
}
