import { hashToken } from '../../src/features/auth/sessions/sessionService';
import { type SeededTeam, seedTeam, sessionHeaders } from '../support/testApp';
import { buildProbedApp, multipart, type ProbedApp } from '../support/routeProbes';
import { FOREIGN_ORIGIN_MESSAGE } from '../../src/plugins/auth';

jest.setTimeout(120_000);

/**
 * The router decodes a path before matching it, so `/%61pi/...` runs the `/api/...` handlers. Every check that
 * belongs to the API (the Origin check, audited refusals, no-store) must follow the route that runs, whatever
 * spelling of the path reached it: percent-encoded letters, double encoding, case, repeated or dot segments,
 * an encoded slash, a trailing dot. Spellings the router does not match must end in a 404 that runs nothing.
 */
const SPELLINGS = ['/api', '/%61pi', '/%61%70%69', '/ap%69', '/%41pi', '/%2561pi', '/API', '/Api', '//api', '/./api', '/x/../api', '/api.', '/api;x', '/%2Fapi'] as const;

let t: ProbedApp;
let team: SeededTeam;
const foreign = { origin: 'https://evil.example', 'content-type': 'text/plain' };

beforeAll(async () => {
  t = await buildProbedApp();
  team = await seedTeam(t.app);
});
afterAll(() => t.close());

const liveSessions = async (userId: string) =>
  (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND revoked_at IS NULL', [userId]))!.n;

describe('every spelling of an API path gets the API checks', () => {
  test.each(SPELLINGS)(
    'ASVS v5.0 3.5.1 ASVS v5.0 3.5.2 ASVS v5.0 1.1.1 a cross-site text/plain POST (no preflight) to %s/admin/users/:id/end-sessions is refused or not found, and ends nothing',
    async (prefix) => {
      const before = await liveSessions(team.maker.id);
      expect(before).toBeGreaterThan(0);
      const res = await t.app.inject({
        method: 'POST',
        url: `${prefix}/admin/users/${team.maker.id}/end-sessions`,
        headers: { ...sessionHeaders(team.admin.token), ...foreign },
        payload: '{}',
      });
      expect([403, 404]).toContain(res.statusCode);
      if (res.statusCode === 403) expect(res.json()).toEqual({ success: false, message: FOREIGN_ORIGIN_MESSAGE });
      expect(await liveSessions(team.maker.id)).toBe(before);
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  test.each(SPELLINGS)('ASVS v5.0 3.5.1 a cross-site upload to %s/documents/upload stores nothing', async (prefix) => {
    const count = async () => (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM documents WHERE company_id = $1', [team.companyId]))!.n;
    const before = await count();
    const form = multipart({ name: 'Forged', category: 'KYC', nbfcType: 'NBFC below 500Cr' }, 'forged.pdf');
    const res = await t.app.inject({
      method: 'POST',
      url: `${prefix}/documents/upload`,
      headers: { ...sessionHeaders(team.maker.token), ...form.headers, origin: 'https://evil.example' },
      payload: form.payload,
    });
    expect([403, 404]).toContain(res.statusCode);
    expect(await count()).toBe(before);
  });

  test.each(SPELLINGS)('ASVS v5.0 16.3.2 ASVS v5.0 14.3.2 a maker refused %s/admin/users is audited, and the answer is never cached', async (prefix) => {
    const audited = async () =>
      (await t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM audit_events WHERE actor_id = $1 AND action = 'access.denied' AND target_id = $2", [
        team.maker.id,
        'GET /api/admin/users',
      ]))!.n;
    const before = await audited();
    const res = await t.app.inject({ method: 'GET', url: `${prefix}/admin/users`, headers: sessionHeaders(team.maker.token) });
    expect([403, 404]).toContain(res.statusCode);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await audited()).toBe(res.statusCode === 403 ? before + 1 : before);
    expect(JSON.stringify(res.json())).not.toContain(team.admin.email);
  });

  test('the percent-encoded spellings do reach the API handlers (what makes the checks above necessary)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/%61pi/admin/users', headers: sessionHeaders(team.admin.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.stringify(res.json())).toContain(team.maker.email);
  });

  test('the site itself keeps working: a same-origin POST through an encoded path is not refused for its spelling', async () => {
    const other = await seedTeam(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/%61pi/admin/users/${other.maker.id}/end-sessions`,
      headers: { ...sessionHeaders(other.admin.token), origin: t.config.publicUrl.replace(/\/$/, '') },
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL', [hashToken(other.maker.token)]))!.n,
    ).toBe(0);
  });
});
