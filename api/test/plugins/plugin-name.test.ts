import Fastify, { type FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { named } from '../../src/plugins/pluginName';

// fastify names a plugin by its display name before anything else; without one it searches every loaded module
// (docs/decisions/0420-*.md). The name is also what its plugin tree and its errors show.
test('named() gives a plugin its own name, and keeps a name it already has', async () => {
  const ledgerRoutes: FastifyPluginAsync = async () => undefined;
  const withName = fp(async () => undefined, { name: 'given-by-fastify-plugin' });
  const app = Fastify();
  await app.register(named(ledgerRoutes));
  await app.register(named(withName));
  await app.ready();
  expect((ledgerRoutes as unknown as Record<symbol, string>)[Symbol.for('fastify.display-name')]).toBe('ledgerRoutes');
  const tree = app.printPlugins();
  expect(tree).toContain('ledgerRoutes');
  expect(tree).toContain('given-by-fastify-plugin');
  await app.close();
});
