import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/openDatabase';
import { FileStore } from '../../src/features/documents/fileStore';
import { samplePdf } from '../../src/features/documents/testFixtures';
import { KEY_FILE_NAME, resolveDataKey } from '../../src/features/secrets/dataKey';

/** `pnpm backup` covers the embedded database and the uploaded files; `--restore` brings both back. */
const ROOT = path.resolve(__dirname, '../../..');
const run = process.env.TEST_DATABASE_URL ? describe.skip : describe;
jest.setTimeout(120_000);

run('pnpm backup', () => {
  let work: string;
  beforeAll(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'compliance-backup-'));
  });
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  test('a snapshot holds the database and the stored files; restoring it into an empty folder brings both back', async () => {
    const dataDir = path.join(work, 'data');
    const config = loadConfig({ DATA_DIR: dataDir } as NodeJS.ProcessEnv);
    const { db, release } = await openDatabase(config);
    await db.execute(`INSERT INTO platform_settings (key, value) VALUES ('backup-probe', '"kept"') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
    await db.close();
    release();
    const content = samplePdf(12_345);
    const store = new FileStore(config.filesDir, resolveDataKey(config).key);
    const sha256 = await store.put(content);
    const stored = fs.readFileSync(path.join(config.filesDir, sha256.slice(0, 2), sha256));
    // The documents are encrypted with the data key, which the operator keeps apart from the snapshots.
    const keyFile = fs.readFileSync(path.join(dataDir, KEY_FILE_NAME));

    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'backup.mjs'), '--out', path.join(work, 'backups')], { env, stdio: 'pipe' });
    const [snapshot] = fs.readdirSync(path.join(work, 'backups'));
    expect(snapshot).toMatch(/^backup-/);
    const folder = path.join(work, 'backups', snapshot);
    expect(fs.existsSync(path.join(folder, 'pglite.tar.gz'))).toBe(true);
    expect(fs.readFileSync(path.join(folder, 'files', sha256.slice(0, 2), sha256)).equals(stored)).toBe(true);
    expect(fs.readdirSync(folder)).not.toContain(KEY_FILE_NAME);

    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, KEY_FILE_NAME), keyFile, { mode: 0o600 });
    execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'backup.mjs'), '--restore', folder], { env, stdio: 'pipe' });
    const restored = await new FileStore(config.filesDir, resolveDataKey(config).key).open(sha256);
    const chunks: Buffer[] = [];
    for await (const chunk of restored!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(content)).toBe(true);
    const reopened = await openDatabase(config);
    const row = await reopened.db.one<{ value: unknown }>(`SELECT value FROM platform_settings WHERE key = 'backup-probe'`);
    await reopened.db.close();
    reopened.release();
    expect(row?.value).toBe('kept');
  });
});
