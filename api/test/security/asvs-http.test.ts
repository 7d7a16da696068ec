import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { content } from '../../src/content';
import { ZIP_MAX_ENTRIES, ZIP_MAX_UNPACKED_BYTES } from '../../src/features/documents/fileType';
import { samplePdf, zipOf } from '../../src/features/documents/testFixtures';
import { xlsxRows } from '../support/exportReaders';
import { filesOnDisk, multipart } from '../support/storedFiles';
import { type SeededTeam, sessionHeaders, type TestApp, testCompanies } from '../support/testApp';

/** The HTTP surface as a client or an attacker meets it: framing, body formats, caching, output encoding, logs. */
const ROOT = path.resolve(__dirname, '../../..');
let t: TestApp;
let team: SeededTeam;
let site: string;
const logged: string[] = [];
beforeAll(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'asvs-http-site-'));
  fs.mkdirSync(path.join(site, 'shell', 'dist'), { recursive: true });
  fs.copyFileSync(path.join(ROOT, 'shell', 'public', 'index.html'), path.join(site, 'shell', 'dist', 'index.html'));
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logged.push(chunk.toString('utf8')));
  ({ t, team } = await testCompanies({ overrides: { siteRoot: site, trustProxy: '127.0.0.1' }, hooks: { logStream } }));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(site, { recursive: true, force: true });
});

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(token ? sessionHeaders(token) : {}), ...headers } });

/** Sends raw bytes to the listening server and answers everything it writes back until it closes or goes quiet. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.setTimeout(3000, () => socket.end());
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(request);
  });
}

test('ASVS v5.0 4.2.1 a request with both Content-Length and Transfer-Encoding (request smuggling) is refused and nothing behind it runs', async () => {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = Number(new URL(address).port);
  const smuggled = `GET /api/auth/me HTTP/1.1\r\nHost: x\r\nCookie: session=${team.admin.token}\r\n\r\n`;
  for (const framing of [
    `Content-Length: 5\r\nTransfer-Encoding: chunked`,
    `Transfer-Encoding: chunked\r\nContent-Length: 5`,
    `Content-Length: 5\r\nContent-Length: 60`,
    `Transfer-Encoding: chunked, identity`,
  ]) {
    const answer = await rawExchange(port, `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${framing}\r\n\r\n0\r\n\r\n${smuggled}`);
    expect({ framing, status: answer.split('\r\n')[0] }).toEqual({ framing, status: 'HTTP/1.1 400 Bad Request' });
    // One answer only: the request hidden in the body never reached a route.
    expect(answer.match(/HTTP\/1\.1 \d{3}/g)).toHaveLength(1);
    expect(answer).not.toContain(team.admin.email);
  }
});

test('ASVS v5.0 1.5.2 only JSON bodies are deserialized: XML, YAML, forms, serialized objects and plain text are refused unread', async () => {
  for (const [type, body] of [
    ['application/xml', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><login><email>&e;</email></login>'],
    ['application/x-yaml', 'email: !!js/function "function(){}"'],
    ['application/x-www-form-urlencoded', `email=${encodeURIComponent(team.admin.email)}&password=${team.admin.password}`],
    ['application/x-java-serialized-object', '\u00ac\u00ed\u0000\u0005sr'],
    ['text/plain', JSON.stringify({ email: team.admin.email, password: team.admin.password })],
  ]) {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': type }, payload: body });
    // Plain text is read as a string, never as an object: the body schema then refuses it.
    const status = type === 'text/plain' ? 400 : 415;
    expect({ type, status: res.statusCode, cookie: res.headers['set-cookie'] ?? null }).toEqual({ type, status, cookie: null });
    expect(res.json()).toMatchObject({ success: false });
  }
});

test('ASVS v5.0 4.1.2 the API never redirects plain http to https: a client that erred sees the error, not a silent redirect', async () => {
  for (const url of ['/api/auth/me', '/api/health', '/api/tasks', '/api/no-such']) {
    const res = await get(url, team.admin.token, { 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.9' });
    expect({ url, redirected: res.statusCode >= 300 && res.statusCode < 400, location: res.headers.location ?? null }).toEqual({
      url,
      redirected: false,
      location: null,
    });
  }
  // Only the pages are redirected, by the reverse proxy, as the deployment section tells it.
  const deploying = fs.readFileSync(path.join(ROOT, 'docs', 'security.md'), 'utf8').split('## Deploying securely')[1];
  expect(deploying).toMatch(/redirects plain http for pages only \(not `\/api`\)/);
});

test('ASVS v5.0 14.2.2 every answer to a signed-in request, refusals and file downloads included, forbids storing it in any cache', async () => {
  const form = multipart({ name: 'KYC and AML Policy', category: 'KYC', nbfcType: 'NBFC below 500Cr' }, { fileName: 'kyc.pdf', content: samplePdf() });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    headers: { ...sessionHeaders(team.admin.token), ...form.headers },
    payload: form.payload,
  });
  expect(uploaded.statusCode).toBe(201);
  const documentId = (uploaded.json() as { document: { id: string } }).document.id;
  for (const [url, token] of [
    ['/api/auth/me', team.admin.token],
    ['/api/tasks', team.maker.token],
    ['/api/audit', team.admin.token],
    [`/api/documents/${documentId}/download`, team.admin.token],
    ['/api/admin/users', team.maker.token],
    ['/api/auth/me', undefined],
  ] as const) {
    const res = await get(url, token);
    expect({ url, status: res.statusCode < 500, cache: res.headers['cache-control'] }).toEqual({ url, status: true, cache: expect.stringMatching(/\bno-store\b/) });
  }
});

/** Front-end source files (every app and shared browser package, tests left out) whose text matches `pattern`. */
function frontEndFilesMatching(pattern: RegExp): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (['node_modules', 'dist'].includes(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(tsx?|html|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && pattern.test(fs.readFileSync(full, 'utf8')))
        found.push(path.relative(ROOT, full));
    }
  };
  for (const app of ['shell', 'mfe-public', 'mfe-admin', 'mfe-workspace', 'mfe-compliance', 'mfe-superadmin', 'shared-auth', 'shared-ui']) walk(path.join(ROOT, app));
  return found;
}

test('ASVS v5.0 14.2.3 pages may load and send to this site only: no tracker or third-party origin in the policy or the page', async () => {
  for (const url of ['/', '/admin/dashboard', '/api/health']) {
    const csp = String((await get(url)).headers['content-security-policy']);
    const origins = csp.match(/https?:\/\/[^\s;]+/g) ?? [];
    expect({ url, origins }).toEqual({ url, origins: [] });
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
  }
  const page = (await get('/')).body;
  expect(page).toContain('<div id="root">');
  expect(page).not.toMatch(/<script[^>]+src="https?:/);
  const trackers = /google-analytics|googletagmanager|gtag\(|segment\.(io|com)|hotjar|mixpanel|clarity\.ms|facebook\.net|sentry\.io|amplitude|newrelic|datadoghq/i;
  expect(frontEndFilesMatching(trackers)).toEqual([]);
});

test('ASVS v5.0 3.7.1 the front end uses no plug-in technology (Flash, Java applets, ActiveX, Silverlight) and pages forbid plug-ins', async () => {
  const plugins = /<(object|embed|applet)\b|ActiveXObject|\.swf\b|application\/x-shockwave-flash|x-silverlight|\.jnlp\b/i;
  expect(frontEndFilesMatching(plugins)).toEqual([]);
  expect(String((await get('/')).headers['content-security-policy'])).toMatch(/object-src 'none'/);
});

test('ASVS v5.0 1.3.4 an SVG (scriptable) upload is refused, whatever it is named, and nothing is stored', async () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script><foreignObject/></svg>');
  const before = filesOnDisk(t.config.filesDir);
  for (const fileName of ['logo.svg', 'policy.pdf', 'policy.docx']) {
    const form = multipart({ name: 'KYC and AML Policy', category: 'KYC', nbfcType: 'NBFC below 500Cr' }, { fileName, content: svg });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { ...sessionHeaders(team.admin.token), ...form.headers },
      payload: form.payload,
    });
    expect({ fileName, status: res.statusCode }).toEqual({ fileName, status: 415 });
  }
  expect(filesOnDisk(t.config.filesDir)).toBe(before);
});

const uploadAs = (fileName: string, content: Buffer) => {
  const form = multipart({ name: 'KYC and AML Policy', category: 'KYC', nbfcType: 'NBFC below 500Cr' }, { fileName, content });
  return t.app.inject({ method: 'POST', url: '/api/documents/upload', headers: { ...sessionHeaders(team.admin.token), ...form.headers }, payload: form.payload });
};

/** A Word file whose ZIP directory has `parts` entries, each declaring `unpacked` bytes (a zip bomb lies there). */
function wordFile(parts: number, unpacked?: number): Buffer {
  const entries: Record<string, string> = { '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' };
  for (let i = 2; i < parts; i++) entries[`word/media/p${i}.xml`] = '<p/>';
  const zip = zipOf(entries);
  if (unpacked !== undefined) {
    let at = zip.readUInt32LE(zip.length - 22 + 16);
    for (let i = 0; i < parts; i++) {
      zip.writeUInt32LE(unpacked, at + 24);
      at += 46 + zip.readUInt16LE(at + 28);
    }
  }
  return zip;
}

test('ASVS v5.0 5.2.3 an Office file is checked against its unpacked size and number of parts before it is accepted', async () => {
  const before = filesOnDisk(t.config.filesDir);
  const tooMany = await uploadAs('policy.docx', wordFile(ZIP_MAX_ENTRIES + 1));
  expect(tooMany.statusCode).toBe(415);
  const bomb = await uploadAs('policy.docx', wordFile(4, Math.ceil(ZIP_MAX_UNPACKED_BYTES / 4) + 1));
  expect(bomb.statusCode).toBe(415);
  const zip64 = await uploadAs('policy.docx', wordFile(2, 0xffffffff));
  expect(zip64.statusCode).toBe(415);
  expect(filesOnDisk(t.config.filesDir)).toBe(before);
  // At the limits it is an ordinary Word file.
  expect((await uploadAs('policy.docx', wordFile(ZIP_MAX_ENTRIES, Math.floor(ZIP_MAX_UNPACKED_BYTES / ZIP_MAX_ENTRIES)))).statusCode).toBe(201);
});

test('ASVS v5.0 1.3.3 a file name bound for a header and the register is cut to safe characters and a bounded length', async () => {
  const hostile = `..\\..\\etc/${'a'.repeat(300)}; filename=evil.exe\u0007<x>|*?:é.pdf`;
  const res = await uploadAs(hostile, samplePdf());
  expect(res.statusCode).toBe(201);
  const { id, fileName } = (res.json() as { document: { id: string; fileName: string } }).document;
  expect(fileName.length).toBeLessThanOrEqual(200);
  expect(fileName).toMatch(/\.pdf$/);
  expect(fileName).not.toMatch(/[\\/"<>|*?:]/);
  expect([...fileName].filter((c) => c.charCodeAt(0) < 0x20)).toEqual([]);
  const download = await get(`/api/documents/${id}/download`, team.admin.token);
  const disposition = String(download.headers['content-disposition']);
  // One attachment, one quoted ASCII name, and the UTF-8 form percent-encoded: nothing the name holds adds a parameter.
  expect(disposition).toMatch(/^attachment; filename="[\x20-\x21\x23-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%._~!*'()-]*$/);
  expect(disposition.match(/filename=/g)).toHaveLength(1);
});

test('ASVS v5.0 1.2.9 search text is escaped before it becomes a pattern: % and _ match only themselves', async () => {
  // A week ahead: a due date must not be in the past in India, whatever the hour here.
  const dueDate = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  for (const description of ['Reconcile 50% of ledgers', 'Reconcile 500 ledgers', 'Check file_a', 'Check fileXa']) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tasks/assign',
      headers: sessionHeaders(team.admin.token),
      payload: { description, assignedTo: team.maker.id, dueDate },
    });
    expect(res.statusCode).toBeLessThan(300);
  }
  const found = async (q: string) =>
    ((await get(`/api/admin/search?q=${encodeURIComponent(q)}`, team.admin.token)).json() as { tasks: { description: string }[] }).tasks
      .map((task) => task.description)
      .sort();
  expect(await found('50%')).toEqual(['Reconcile 50% of ledgers']);
  expect(await found('file_a')).toEqual(['Check file_a']);
  expect(await found('%')).toEqual(['Reconcile 50% of ledgers']);
  expect(await found('\\')).toEqual([]);
});

describe('text a user typed, at each output', () => {
  // A product no date, time, count or citation in the export can spell (7*7 = 49 matched "5:49 am" in CI).
  const REMARK = `He said "<b>50%</b>", then left; {{7*1111111}} \${7*1111111} <%= 7*1111111 %> %s%d%j`;
  let questionId: string;
  beforeAll(async () => {
    questionId = content().mcaQuestions[0].id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mca-compliance/submit',
      headers: sessionHeaders(team.maker.token),
      payload: { responses: [{ questionId, status: 'Yes', remarks: REMARK }] },
    });
    expect(res.statusCode).toBe(200);
  });

  test('ASVS v5.0 1.1.2 it is stored as typed and encoded only by each output: JSON, CSV (RFC 4180) and XLSX', async () => {
    const stored = await t.db.one<{ comments: string }>('SELECT comments FROM assessment_answers WHERE company_id = $1 AND question_id = $2', [
      team.companyId,
      questionId,
    ]);
    expect(stored!.comments).toBe(REMARK);
    const json = (await get('/api/mca-compliance', team.maker.token)).body;
    expect(json).toContain(JSON.stringify(REMARK).slice(1, -1));
    const csv = (await get('/api/exports/assessments/mca.csv', team.maker.token)).body;
    expect(csv).toContain(`"${REMARK.replace(/"/g, '""')}"`);
    const rows = await xlsxRows((await get('/api/exports/assessments/mca.xlsx', team.maker.token)).rawPayload, 'Answers');
    expect(rows.find((row) => row[0] === questionId)![4]).toBe(REMARK);
  });

  test('ASVS v5.0 1.3.7 ASVS v5.0 1.3.10 template and format-string syntax in it is never evaluated: it comes back letter for letter', async () => {
    const outputs = [(await get('/api/mca-compliance', team.maker.token)).body, (await get('/api/exports/assessments/mca.csv', team.maker.token)).body];
    for (const output of outputs) {
      for (const literal of ['{{7*1111111}}', '${7*1111111}', '<%= 7*1111111 %>', '%s%d%j']) expect(output).toContain(literal);
      expect(output).not.toContain('7777777');
    }
  });
});

test('ASVS v5.0 16.2.4 the log is one JSON object per line with time, level, request id and message, hostile input included', async () => {
  await get('/api/no-such%0a{"level":60,"msg":"forged"}', undefined, { 'user-agent': 'x\n{"level":60}' });
  await get('/api/admin/users', team.maker.token);
  const lines = logged
    .join('')
    .split('\n')
    .filter((line) => line !== '');
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines) {
    const entry = JSON.parse(line) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: expect.any(Number), time: expect.any(Number), msg: expect.any(String) });
  }
  const requests = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.msg === 'request completed');
  expect(requests.length).toBeGreaterThan(1);
  for (const entry of requests) expect(entry).toMatchObject({ reqId: expect.any(String), statusCode: expect.any(Number) });
  expect(lines.some((line) => (JSON.parse(line) as { msg: string }).msg === 'forged')).toBe(false);
});
