import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config';
import { isApiRequest } from '../apiRequest';
import { sessionTokenOf } from '../features/auth/sessions/requestSession';

export const REMOTE_APPS = ['mfe-public', 'mfe-admin', 'mfe-workspace', 'mfe-compliance', 'mfe-superadmin'] as const;

// Entry files must be re-read on every deploy; content-hashed chunks never change.
const NO_CACHE = /(^|\/)(index\.html|remotes\.json|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|main\.js)$/;

// @fastify/static 10 hands the reply to setHeaders, and the path of the file it sends: for a pre-compressed answer
// main.js.br, judged as the main.js it stands for.
function setCacheHeaders(reply: FastifyReply, sentPath: string) {
  const filePath = sentPath.replace(/\.(br|gz)$/, '');
  if (NO_CACHE.test(filePath)) reply.header('Cache-Control', 'no-cache');
  else if (/\.[0-9a-f]{8}\.js(\.map)?$/.test(filePath)) {
    // Never revalidated (its name changes with its content), so no ETag either.
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    reply.removeHeader('etag');
  } else reply.header('Cache-Control', 'public, max-age=300');
}

/**
 * What every file answer carries besides its body: the first visit downloads about sixteen scripts, so each header
 * counts (docs/decisions/0350-first-visit-loads-what-it-shows.md). The ETag is enough to revalidate an entry file;
 * Last-Modified and Accept-Ranges (scripts are never fetched in ranges) are left out.
 */
const STATIC_HEADERS = { lastModified: false, acceptRanges: false } as const;

/**
 * Serves the composed site as a reverse proxy or CDN would: the shell at /, each remote's
 * build under /remotes/<name>/, the API under /api, and index.html for client routes.
 */
export const sitePlugin = fp(async (app, opts: { config: AppConfig }) => {
  const root = opts.config.siteRoot;
  if (!root) return;
  // Source maps would publish the whole front-end source: never served by a production server.
  // Judged on the path as the file lookup will see it (decoded: '%2Emap' is '.map'); an undecodable path is refused.
  // Never a dot-file or dot-folder (.git, .env), in any mode.
  const allowedPath = (pathName: string) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathName);
    } catch {
      return false;
    }
    if (decoded.split(/[\\/]/).some((segment) => segment.startsWith('.') && segment !== '.' && segment !== '..')) return false;
    return !(opts.config.production && /\.map$/i.test(decoded));
  };
  const shellDist = path.join(root, 'shell', 'dist');
  if (!fs.existsSync(path.join(shellDist, 'index.html'))) {
    app.log.warn(`No shell build in ${shellDist}: run the build first`);
  }

  // The remote list as this visitor's browser should load it: everyone's, with the pins of the signed-in
  // user's company over it (try a new version on one company first). Read again when the file changes.
  app.get('/remotes.json', async (request, reply) => {
    const token = sessionTokenOf(request);
    const auth = token ? await app.sessions.resolve(token) : null;
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie').type('application/json');
    return JSON.stringify(app.remoteList.forCompany(auth?.companyId ?? null));
  });

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    index: false,
    // Files are looked up per request, so rebuilt chunks (pnpm dev) are served at once.
    wildcard: true,
    allowedPath,
    // Production builds carry .br/.gz files beside each script (build-config's PrecompressPlugin).
    preCompressed: true,
    ...STATIC_HEADERS,
    setHeaders: setCacheHeaders as never,
  });
  for (const remote of REMOTE_APPS) {
    await app.register(fastifyStatic, {
      root: path.join(root, remote, 'dist'),
      prefix: `/remotes/${remote}/`,
      decorateReply: false,
      index: false,
      allowedPath,
      preCompressed: true,
      ...STATIC_HEADERS,
      setHeaders: setCacheHeaders as never,
    });
  }

  const sendIndex = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html', shellDist);
  app.get('/', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isPage = request.method === 'GET' && !isApiRequest(request) && !url.startsWith('/remotes/') && !/\.[a-z0-9]{1,5}(\?|$)/i.test(url.split('?')[0]);
    if (isPage) return sendIndex(reply);
    return reply.status(404).send({ success: false, message: 'Not found' });
  });
});
