import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SIGN_IN_MESSAGES } from 'shared-contracts';
import { DataKeyError, KEY_FILE_NAME, resolveDataKey } from '../../../src/features/secrets/dataKey';
import { sealPlaintextSecrets } from '../../../src/features/secrets/sealPlaintextSecrets';
import { SecretUnreadable, openSecret, sealSecret } from '../../../src/features/secrets/secretBox';
import { buildTestApp, seedTeam, type TestApp } from '../../support/testApp';
import { signInThroughSteps, unusedCodeFor } from '../../support/signInSteps';

jest.setTimeout(90_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const stored = async (userId: string) => (await t.db.one<{ mfa_secret: string }>('SELECT mfa_secret FROM users WHERE id = $1', [userId]))!.mfa_secret;

/** Signs in with the password and a code of the given seed; answers the HTTP status of the code step. */
async function signInWithCode(email: string, password: string, secret: string, ip: string) {
  const first = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
  expect(first.json().step).toBe('mfa');
  const user = await t.db.one<{ id: string }>('SELECT id FROM users WHERE lower(email) = lower($1)', [email]);
  // A step the enrolment a moment ago has not used.
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login/mfa',
    payload: { challengeToken: first.json().challengeToken, code: await unusedCodeFor(t.app, user!.id, secret) },
    remoteAddress: ip,
  });
}

test('ASVS v5.0 11.3.1 ASVS v5.0 11.3.2 the stored TOTP seed is AES-256-GCM ciphertext, not the secret, and signing in with the app still works', async () => {
  const { admin } = await seedTeam(t.app);
  const enrolled = await signInThroughSteps(t.app, admin.email, admin.password);
  const secret: string = enrolled.answer.secret;
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const value = await stored(admin.id);
  expect(value).not.toContain(secret);
  const match = /^enc:v1:([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(value);
  expect(match).not.toBeNull();
  const [iv, tag, ciphertext] = match!.slice(1).map((part) => Buffer.from(part, 'base64url'));
  // GCM: a 96-bit IV, a 128-bit tag, and a ciphertext as long as the text (a stream mode, no block padding).
  expect(iv).toHaveLength(12);
  expect(tag).toHaveLength(16);
  expect(ciphertext).toHaveLength(Buffer.byteLength(secret));
  // The key file's key opens it; the same secret sealed twice never gives the same bytes (unlike ECB).
  expect(openSecret(t.app.dataKey, value, `mfa:${admin.id}`)).toBe(secret);
  expect(sealSecret(t.app.dataKey, secret, `mfa:${admin.id}`)).not.toBe(sealSecret(t.app.dataKey, secret, `mfa:${admin.id}`));

  const res = await signInWithCode(admin.email, admin.password, secret, '10.161.0.1');
  expect(res.statusCode).toBe(200);
  expect(res.json().user.id).toBe(admin.id);
});

test('ASVS v5.0 11.3.3 an altered seed, or a seed moved to another account, fails closed: the right code is refused, never a 500', async () => {
  const a = await seedTeam(t.app);
  const b = await seedTeam(t.app);
  const secretA: string = (await signInThroughSteps(t.app, a.admin.email, a.admin.password)).answer.secret;
  const secretB: string = (await signInThroughSteps(t.app, b.admin.email, b.admin.password)).answer.secret;
  const original = await stored(a.admin.id);

  // One bit of the ciphertext flipped.
  const parts = original.slice('enc:v1:'.length).split('.');
  const ciphertext = Buffer.from(parts[2], 'base64url');
  ciphertext[0] ^= 0x01;
  await t.db.execute('UPDATE users SET mfa_secret = $2 WHERE id = $1', [a.admin.id, `enc:v1:${parts[0]}.${parts[1]}.${ciphertext.toString('base64url')}`]);
  const altered = await signInWithCode(a.admin.email, a.admin.password, secretA, '10.161.1.1');
  expect(altered.statusCode).toBe(401);
  expect(altered.json().message).toBe(SIGN_IN_MESSAGES.codeWrong);
  const alteredValue = await stored(a.admin.id);
  expect(() => openSecret(t.app.dataKey, alteredValue, `mfa:${a.admin.id}`)).toThrow(SecretUnreadable);

  // A's sealed seed copied onto B: it is bound to A (additional authenticated data) and does not open for B.
  await t.db.execute('UPDATE users SET mfa_secret = $2 WHERE id = $1', [b.admin.id, original]);
  const moved = await signInWithCode(b.admin.email, b.admin.password, secretA, '10.161.2.1');
  expect(moved.statusCode).toBe(401);
  expect(() => openSecret(t.app.dataKey, original, `mfa:${b.admin.id}`)).toThrow(SecretUnreadable);
  // Another key does not open it either.
  expect(() => openSecret(Buffer.alloc(32, 7), original, `mfa:${a.admin.id}`)).toThrow(SecretUnreadable);

  // Restored, the right codes work again.
  await t.db.execute('UPDATE users SET mfa_secret = $2 WHERE id = $1', [a.admin.id, original]);
  expect((await signInWithCode(a.admin.email, a.admin.password, secretA, '10.161.3.1')).statusCode).toBe(200);
  expect(secretB).not.toBe(secretA);
});

test('a plaintext seed of an upgraded database is encrypted by the start-up step, and the user still signs in', async () => {
  const { admin } = await seedTeam(t.app);
  const secret: string = (await signInThroughSteps(t.app, admin.email, admin.password)).answer.secret;
  // As stored before encryption at rest (migration 0700 kept the base32 seed as is).
  await t.db.execute('UPDATE users SET mfa_secret = $2 WHERE id = $1', [admin.id, secret]);
  await sealPlaintextSecrets(t.app);
  const value = await stored(admin.id);
  expect(value.startsWith('enc:v1:')).toBe(true);
  expect(value).not.toContain(secret);
  await sealPlaintextSecrets(t.app);
  expect(await stored(admin.id)).toBe(value);
  expect((await signInWithCode(admin.email, admin.password, secret, '10.161.4.1')).statusCode).toBe(200);
});

describe('the data key', () => {
  const folder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'data-key-'));

  test('ASVS v5.0 13.3.2 without DATA_ENCRYPTION_KEY a key file is made once, readable by its owner only (0600), and reused', () => {
    const dataDir = folder();
    try {
      const first = resolveDataKey({ dataEncryptionKey: null, dataDir, production: false, databaseUrl: null });
      const file = path.join(dataDir, KEY_FILE_NAME);
      expect(first.source).toBe(file);
      expect(first.key).toHaveLength(32);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      fs.chmodSync(file, 0o644);
      const second = resolveDataKey({ dataEncryptionKey: null, dataDir, production: true, databaseUrl: null });
      expect(second.key.equals(first.key)).toBe(true);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('ASVS v5.0 11.2.3 DATA_ENCRYPTION_KEY must be 32 bytes of base64; when set, no key file is written', () => {
    const dataDir = folder();
    try {
      const key = Buffer.alloc(32, 3).toString('base64');
      expect(resolveDataKey({ dataEncryptionKey: key, dataDir, production: true, databaseUrl: 'postgres://x' }).key.equals(Buffer.alloc(32, 3))).toBe(true);
      expect(fs.existsSync(path.join(dataDir, KEY_FILE_NAME))).toBe(false);
      for (const bad of ['c2hvcnQ=', Buffer.alloc(31).toString('base64'), 'not base64 at all!']) {
        expect(() => resolveDataKey({ dataEncryptionKey: bad, dataDir, production: false, databaseUrl: null })).toThrow(
          /DATA_ENCRYPTION_KEY must be 32 random bytes in base64/,
        );
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('ASVS v5.0 13.3.1 in production with PostgreSQL and no key, the server refuses to start and says why', () => {
    const dataDir = folder();
    try {
      expect(() => resolveDataKey({ dataEncryptionKey: null, dataDir, production: true, databaseUrl: 'postgres://db/x' })).toThrow(DataKeyError);
      const run = spawnSync(path.join(__dirname, '../../../node_modules/.bin/tsx'), [path.join(__dirname, '../../../src/main.ts')], {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1:9/none',
          DATA_DIR: dataDir,
          PORT: '9170',
          HOST: '127.0.0.1',
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('Refusing to start: DATA_ENCRYPTION_KEY is not set.');
      expect(fs.existsSync(path.join(dataDir, KEY_FILE_NAME))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
