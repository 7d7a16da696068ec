import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  ContentReleaseResponseSchema,
  ContentReleasesResponseSchema,
  PublishContentReleaseRequestSchema,
  UploadContentReleaseRequestSchema,
  UuidParamsSchema,
  type PublishContentReleaseRequest,
  type UploadContentReleaseRequest,
} from 'shared-contracts';
import { content } from '../../content';
import { reopenForNewItems } from '../assessments/periodService';
import { indiaToday, syncDeadlines } from '../updates/deadlines';
import { LiveContent } from './liveContent';
import { approveRelease, contentRelease, listContentReleases, publishRelease, rollBackRelease, uploadRelease } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's content: the installation's library files with the live content releases over them. */
    liveContent: LiveContent;
  }
}

/** A scheduled release's day also comes for the jobs that run outside requests: each instance looks once a minute. */
const POLL_MS = 60_000;

/**
 * Content releases: the super-admin's upload, approval, publication and rollback of a library file
 * (docs/content-releases.md). Registered with fastify-plugin: its hook brings every request of the app to the live
 * release set before the handler reads the content. Payloads: shared-contracts/src/updates/contentReleases.ts.
 */
export const contentReleaseRoutes = fp(async (app: FastifyInstance) => {
  const live = new LiveContent(app.db, app.sessions, app.config.contentDir, app.log, async () => {
    // What a change of content asks of the stored data, as at start (startup.ts).
    await syncDeadlines(app.db, content().deadlines.items, indiaToday());
    await reopenForNewItems(app.db);
  });
  app.decorate('liveContent', live);
  await live.sync();
  app.addHook('preHandler', async (request: FastifyRequest) => live.sync(request.auth ? request.authAt : undefined));
  const timer = setInterval(() => void live.sync().catch((error: unknown) => app.log.error({ err: error }, 'content release check failed')), POLL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  const superAdmin = app.requireAuth(['super-admin']);
  const operator = (request: FastifyRequest) => ({ userId: request.auth!.userId, ip: request.ip });
  const one = { response: { 200: ContentReleaseResponseSchema } };

  app.get('/api/super-admin/content-releases', { preHandler: superAdmin, schema: { response: { 200: ContentReleasesResponseSchema } } }, async () =>
    listContentReleases(app.db, live),
  );

  app.get<{ Params: { id: string } }>(
    '/api/super-admin/content-releases/:id',
    { preHandler: superAdmin, schema: { params: UuidParamsSchema, ...one } },
    async (request) => contentRelease(app.db, live, request.params.id),
  );

  app.post<{ Body: UploadContentReleaseRequest }>(
    '/api/super-admin/content-releases',
    { preHandler: superAdmin, bodyLimit: 2 * 1024 * 1024, schema: { body: UploadContentReleaseRequestSchema, response: { 201: ContentReleaseResponseSchema } } },
    async (request, reply) => reply.status(201).send(await uploadRelease(app.db, live, operator(request), request.body)),
  );

  app.post<{ Params: { id: string } }>(
    '/api/super-admin/content-releases/:id/approve',
    { preHandler: superAdmin, schema: { params: UuidParamsSchema, ...one } },
    async (request) => approveRelease(app.db, live, operator(request), request.params.id),
  );

  app.post<{ Params: { id: string }; Body: PublishContentReleaseRequest }>(
    '/api/super-admin/content-releases/:id/publish',
    { preHandler: superAdmin, schema: { params: UuidParamsSchema, body: PublishContentReleaseRequestSchema, ...one } },
    async (request) => publishRelease(app.db, live, operator(request), request.params.id, request.body.effectiveDate),
  );

  app.post<{ Params: { id: string } }>(
    '/api/super-admin/content-releases/:id/rollback',
    { preHandler: superAdmin, schema: { params: UuidParamsSchema, ...one } },
    async (request) => rollBackRelease(app.db, live, operator(request), request.params.id),
  );
});
