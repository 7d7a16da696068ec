import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { content } from '../../src/content';
import { addDays, istDate } from '../../src/dates';
import { registration } from '../support/registration';
import { buildTestApp, seedTeam, sessionHeaders, type TestApp } from '../support/testApp';
import { multipart } from '../support/routeProbes';

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../../..');

describe('output encoding and dynamic code', () => {
  let t: TestApp;
  let site: string;
  const urls: string[] = [];
  beforeAll(async () => {
    // A served site whose data folder sits inside the site's own folder: the worst layout for 5.3.1.
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'compliance-site-'));
    fs.mkdirSync(path.join(site, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(site, 'shell', 'dist', 'index.html'), '<!doctype html><title>Compliance Suite</title>');
    t = await buildTestApp({ siteRoot: site, dataDir: path.join(site, 'data') }, { onRoute: (route) => urls.push(route.url) });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(site, { recursive: true, force: true });
  });

  test('ASVS v5.0 1.2.1 ASVS v5.0 1.2.3 text a user typed comes back as JSON data: markup, quotes and line separators cannot change the answer', async () => {
    const team = await seedTeam(t.app);
    const hostile = '</script><img src=x onerror=alert(1)>"},{"role":"super-admin"}\u2028\u2029\\';
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/tasks/assign',
      headers: sessionHeaders(team.admin.token),
      payload: { description: hostile, assignedTo: team.maker.id, dueDate: addDays(istDate(), 3) },
    });
    expect(made.statusCode).toBe(201);
    const res = await t.app.inject({ method: 'GET', url: '/api/tasks/my-tasks', headers: sessionHeaders(team.maker.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    // The quote is escaped: the text cannot close its string and add a field.
    expect(res.body).not.toContain('"},{"role":"super-admin"}');
    const body = res.json();
    expect(JSON.stringify(body)).toContain(JSON.stringify(hostile).slice(1, -1));
    expect(Object.keys(body).sort()).toEqual(Object.keys(JSON.parse(res.body)).sort());
    expect(JSON.stringify(body)).not.toContain('"role":"super-admin"');
  });

  test('ASVS v5.0 1.2.2 every link the product builds from its content is an https URL (no javascript: or data:)', () => {
    const links: string[] = [];
    for (const items of Object.values(content().items)) for (const item of items.values()) links.push(item.sourceUrl);
    expect(links.length).toBeGreaterThan(50);
    const unsafe = links.filter((link) => {
      try {
        return new URL(link).protocol !== 'https:';
      } catch {
        return true;
      }
    });
    expect(unsafe).toEqual([]);
  });

  test('ASVS v5.0 1.3.2 no dynamic code execution in the product: no eval, new Function, vm or string timers', () => {
    const DYNAMIC = [
      /\beval\s*\(/,
      /\bnew\s+Function\s*\(/,
      /\bFunction\s*\(\s*['"`]/,
      /\bvm\.(runIn\w+|Script|compileFunction)\b/,
      /\bset(Timeout|Interval)\s*\(\s*['"`]/,
    ];
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (['node_modules', 'dist', 'test'].includes(entry.name)) continue;
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          const text = fs.readFileSync(full, 'utf8');
          for (const pattern of DYNAMIC) if (pattern.test(text)) found.push(`${path.relative(ROOT, full)} ${pattern}`);
        }
      }
    };
    const sources = fs.readdirSync(ROOT).filter((dir) => fs.existsSync(path.join(ROOT, dir, 'src')));
    expect(sources).toEqual(expect.arrayContaining(['api', 'shell', 'shared-auth', 'mfe-admin']));
    for (const dir of sources) walk(path.join(ROOT, dir, 'src'));
    expect(found).toEqual([]);
  });

  test('ASVS v5.0 5.3.1 an uploaded file is never served from a folder: only its download route answers its bytes', async () => {
    const team = await seedTeam(t.app);
    const form = multipart({ name: 'Stored policy', category: 'KYC', nbfcType: 'NBFC below 500Cr' }, 'policy.pdf');
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { ...sessionHeaders(team.maker.token), ...form.headers },
      payload: form.payload,
    });
    expect(up.statusCode).toBe(201);
    const { sha256 } = (await t.db.one<{ sha256: string }>('SELECT sha256 FROM documents WHERE id = $1', [up.json().document.id]))!;
    const stored = `${sha256.slice(0, 2)}/${sha256}`;
    for (const url of [`/data/files/${stored}`, `/files/${stored}`, `/${stored}`, `/shell/../data/files/${stored}`, `/%2e%2e/data/files/${stored}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: sessionHeaders(team.maker.token) });
      expect({ url, pdf: res.rawPayload.includes(Buffer.from('%PDF')), status: res.statusCode === 404 || res.body.startsWith('<!doctype html>') }).toEqual({
        url,
        pdf: false,
        status: true,
      });
    }
    const download = await t.app.inject({ method: 'GET', url: `/api/documents/${up.json().document.id}/download`, headers: sessionHeaders(team.maker.token) });
    expect(download.rawPayload.includes(Buffer.from('%PDF'))).toBe(true);
  });

  test('ASVS v5.0 6.4.2 there are no password hints or secret questions: no route offers them and registration refuses such fields', async () => {
    expect(urls.filter((url) => /hint|question|secret-answer|security-answer/i.test(url) && url.includes('auth'))).toEqual([]);
    for (const extra of [{ passwordHint: 'my dog' }, { securityQuestion: 'First school?', securityAnswer: 'DPS' }]) {
      const payload = { ...registration(), ...extra };
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: '10.191.0.1' });
      expect(res.statusCode).toBe(400);
      expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE lower(email) = lower($1)', [payload.email]))!.n).toBe(0);
    }
  });
});
