import Fastify, { type FastifyInstance } from 'fastify';
import { lazySchemaCompilers } from '../../src/schemaCompilers';
import { buildTestApp, type TestApp } from '../support/testApp';

/**
 * Route schemas are compiled at a route's first use, and all of them before a server listens
 * (docs/decisions/0400-jest-keeps-compiled-modules-schemas-compiled-at-first-use.md). What a request is told must not
 * depend on when its schema was compiled.
 */

const body = {
  type: 'object',
  properties: { name: { type: 'string', minLength: 2 }, count: { type: 'integer' } },
  required: ['name'],
  additionalProperties: false,
};
const answer = { type: 'object', properties: { name: { type: 'string' } } };

async function serve(lazy: boolean): Promise<FastifyInstance & { compileAll?: () => number }> {
  const compilers = lazySchemaCompilers();
  const app = Fastify(lazy ? { schemaController: { compilersFactory: compilers.compilersFactory } } : {});
  app.post('/things', { schema: { body, response: { 200: answer } } }, async (request) => ({ ...(request.body as object), secret: 'not in the schema' }));
  app.get('/signed', { schema: { headers: { type: 'object', properties: { 'X-Signature': { type: 'string' } }, required: ['X-Signature'] } } }, async () => ({
    ok: true,
  }));
  await app.ready();
  return Object.assign(app, { compileAll: compilers.compileAll });
}

describe('schemas compiled at first use', () => {
  it("answers every request as Fastify's own compilers do", async () => {
    const eager = await serve(false);
    const lazy = await serve(true);
    const requests = [
      { method: 'POST' as const, url: '/things', payload: { name: 'Ledger', count: 3 } },
      { method: 'POST' as const, url: '/things', payload: { name: 'L' } },
      { method: 'POST' as const, url: '/things', payload: { count: 'three' } },
      { method: 'POST' as const, url: '/things', payload: { name: 'Ledger', extra: true } },
      { method: 'GET' as const, url: '/signed', headers: { 'x-signature': 'abc' } },
      { method: 'GET' as const, url: '/signed' },
    ];
    for (const request of requests) {
      const [expected, actual] = await Promise.all([eager.inject(request), lazy.inject(request)]);
      expect({ status: actual.statusCode, body: actual.json() }).toEqual({ status: expected.statusCode, body: expected.json() });
    }
    // The answer schema is applied: a field it does not name is not sent.
    expect((await lazy.inject(requests[0])).json()).toEqual({ name: 'Ledger' });
    await Promise.all([eager.close(), lazy.close()]);
  });

  it('compiles what no request has used yet, once', async () => {
    const lazy = await serve(true);
    await lazy.inject({ method: 'POST', url: '/things', payload: { name: 'Ledger' } });
    // The request compiled the body's check and the answer's serializer; the headers check of GET /signed and of
    // the HEAD route Fastify adds beside it are left.
    expect(lazy.compileAll?.()).toBe(2);
    expect(lazy.compileAll?.()).toBe(0);
    await lazy.close();
  });

  it('throws on a schema that does not compile', async () => {
    const compilers = lazySchemaCompilers();
    const app = Fastify({ schemaController: { compilersFactory: compilers.compilersFactory } });
    app.post('/broken', { schema: { body: { $ref: 'nowhere#' } } }, async () => ({}));
    await app.ready();
    expect(() => compilers.compileAll()).toThrow(/nowhere/);
    await app.close();
  });
});

describe("the API's routes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 120_000);
  afterAll(() => t?.close());

  it('all compile, as main.ts compiles them before it listens', () => {
    expect(t.app.compileSchemas()).toBeGreaterThan(300);
    expect(t.app.compileSchemas()).toBe(0);
  });
});
