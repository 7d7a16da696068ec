import { loadConfig } from '../../src/config';
import { PROXY_NOTICE } from '../../src/plugins/security';
import { buildTestApp } from '../support/testApp';

jest.setTimeout(120_000);

const production = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: 'production', ...env } as NodeJS.ProcessEnv);

describe('production configuration', () => {
  test('ASVS v5.0 12.2.1 a production server refuses to start unless its public address is https', () => {
    for (const url of ['http://comply.example', 'http://comply.example:8080', 'http://10.0.0.5', 'ftp://comply.example', 'not a url']) {
      expect(production({ PUBLIC_URL: url })).toThrow(/^Refusing to start: /);
    }
    expect(production({ PUBLIC_URL: 'https://comply.example' })().publicUrl).toBe('https://comply.example');
    // Only this machine reaches these (pnpm start, the end-to-end tests): allowed, and the default.
    expect(production({ PUBLIC_URL: 'http://localhost:8205' })().publicUrl).toBe('http://localhost:8205');
    expect(production({ PUBLIC_URL: 'http://127.0.0.1:8080' })().publicUrl).toBe('http://127.0.0.1:8080');
    expect(production({ PORT: '8205' })().publicUrl).toBe('http://localhost:8205');
    // Outside production (pnpm dev, tests) any address goes.
    expect(loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'http://comply.example' } as NodeJS.ProcessEnv).publicUrl).toBe('http://comply.example');
  });

  test("ASVS v5.0 3.4.3 with live PayU keys, pages may post forms only to PayU's live site, never to its test site", async () => {
    const formAction = async (payu: { key: string | null; salt: string | null; mode: 'test' | 'production' | 'local' }) => {
      const t = await buildTestApp({ payu });
      try {
        const csp = (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'] as string;
        return csp
          .split(';')
          .find((d) => d.trim().startsWith('form-action'))!
          .trim();
      } finally {
        await t.close();
      }
    };
    expect(await formAction({ key: 'live-key', salt: 'live-salt', mode: 'production' })).toBe("form-action 'self' https://secure.payu.in");
    expect(await formAction({ key: 'test-key', salt: 'test-salt', mode: 'test' })).toBe("form-action 'self' https://test.payu.in");
    expect(await formAction({ key: null, salt: null, mode: 'local' })).toBe("form-action 'self'");
  });

  test('ASVS v5.0 4.1.3 forwarded requests to a server not told about its proxy are reported once in the log', async () => {
    const unset = await buildTestApp();
    const told = await buildTestApp({ trustProxy: '127.0.0.1' });
    try {
      const warned = jest.spyOn(unset.app.log, 'warn');
      await unset.app.inject({ method: 'GET', url: '/api/health' });
      expect(warned).not.toHaveBeenCalledWith(PROXY_NOTICE);
      await unset.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.9' } });
      await unset.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.10' } });
      expect(warned.mock.calls.filter(([message]) => message === PROXY_NOTICE)).toHaveLength(1);
      const quiet = jest.spyOn(told.app.log, 'warn');
      await told.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(quiet).not.toHaveBeenCalledWith(PROXY_NOTICE);
    } finally {
      await unset.close();
      await told.close();
    }
  });
});
