import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { resealUnderCurrentKey, verifyAllChains } from '../../../src/features/audit/chain';
import { auditKeys, sealPendingLinks } from '../../../src/features/audit/seal';
import { FileStore, StoredFileUnreadable } from '../../../src/features/documents/fileStore';
import { DataKeyError, resolveDataKey } from '../../../src/features/secrets/dataKey';
import { resealUnderDataKey } from '../../../src/features/secrets/rotateDataKey';
import { SecretUnreadable, openSecret } from '../../../src/features/secrets/secretBox';
import { buildTestApp, seedTeam, type TestApp } from '../../support/testApp';
import { signInThroughSteps, unusedCodeFor } from '../../support/signInSteps';

// Replacing DATA_ENCRYPTION_KEY (ASVS 11.2.2): the new key in DATA_ENCRYPTION_KEY, the old one in
// DATA_ENCRYPTION_KEY_PREVIOUS. Everything sealed under the old key is still read, and the start-up step
// re-encrypts it under the new one, after which the old key can be retired.

jest.setTimeout(180_000);

const keyA = randomBytes(32);
const keyB = randomBytes(32);
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ dataEncryptionKey: keyA.toString('base64') });
});
afterAll(() => t.close());

const storedSeed = async (userId: string) => (await t.db.one<{ mfa_secret: string }>('SELECT mfa_secret FROM users WHERE id = $1', [userId]))!.mfa_secret;

/** Password, then `code` at the second step, on `app`: the status of the code step. */
async function signInWithCode(app: FastifyInstance, email: string, password: string, code: () => Promise<string>, ip: string) {
  const first = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
  expect(first.json().step).toBe('mfa');
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login/mfa',
    payload: { challengeToken: first.json().challengeToken, code: await code() },
    remoteAddress: ip,
  });
  return res.statusCode;
}

async function documentText(store: FileStore, sha256: string): Promise<string> {
  const opened = await store.open(sha256);
  const chunks: Buffer[] = [];
  for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

test('ASVS v5.0 11.2.2 the data key can be replaced: what key A sealed is read with B as the key and A as previous, re-sealed under B, and then read with B alone', async () => {
  const { admin } = await seedTeam(t.app);
  const enrolled = await signInThroughSteps(t.app, admin.email, admin.password, { ip: '10.171.0.1' });
  const secret: string = enrolled.answer.secret;
  const recoveryCodes: string[] = enrolled.answer.recoveryCodes;
  expect(recoveryCodes.length).toBeGreaterThan(1);
  const sha256 = await t.app.files.put(Buffer.from('Board resolution on the fair practices code, 2026', 'utf8'));
  const sealedUnderA = await storedSeed(admin.id);
  expect(openSecret(keyA, sealedUnderA, `mfa:${admin.id}`)).toBe(secret);
  // The audit trail so far (registration, sign-ins, enrolment) sealed under A.
  await sealPendingLinks(t.db, auditKeys([keyA])[0]);
  expect(Number((await t.db.one<{ n: number }>('SELECT count(*) AS n FROM audit_seals'))!.n)).toBeGreaterThan(0);
  const chainsIntact = async (keys: Buffer[]) => (await verifyAllChains(t.db, auditKeys(keys))).every((chain) => chain.intact);
  expect(await chainsIntact([keyB])).toBe(false);
  expect(await chainsIntact([keyB, keyA])).toBe(true);

  // The instance under A seals its requests' rows one second after them (SEAL_DELAY_MS, audit/sealing.ts), and a pass
  // seals every unsealed row of the database, the next instance's too: that pass is let go by first, as a deploy stops
  // the old instance before the new one starts. (The sign-ins no longer wait for a new TOTP step, which had hidden this.)
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await sealPendingLinks(t.db, auditKeys([keyA])[0]);

  // The new key, with the old one as previous: everything still works before anything is re-sealed.
  const rotating = await t.secondInstance!({ dataEncryptionKey: keyB.toString('base64'), previousDataEncryptionKey: keyA.toString('base64') });
  try {
    expect(await signInWithCode(rotating.app, admin.email, admin.password, () => unusedCodeFor(rotating.app, admin.id, secret), '10.171.1.1')).toBe(200);
    expect(await signInWithCode(rotating.app, admin.email, admin.password, async () => recoveryCodes[0], '10.171.1.2')).toBe(200);
    expect(await documentText(rotating.app.files, sha256)).toBe('Board resolution on the fair practices code, 2026');

    await resealUnderDataKey(rotating.app);
    expect(await resealUnderCurrentKey(t.db, auditKeys(rotating.app.dataKeys))).toBeGreaterThan(0);
  } finally {
    await rotating.close();
  }

  // Re-sealed: the seed and the stored file open under B, and no longer under A.
  const sealedUnderB = await storedSeed(admin.id);
  expect(sealedUnderB).not.toBe(sealedUnderA);
  expect(openSecret(keyB, sealedUnderB, `mfa:${admin.id}`)).toBe(secret);
  expect(() => openSecret(keyA, sealedUnderB, `mfa:${admin.id}`)).toThrow(SecretUnreadable);
  expect(await documentText(new FileStore(t.app.files.root, keyB), sha256)).toBe('Board resolution on the fair practices code, 2026');
  await expect(new FileStore(t.app.files.root, keyA).open(sha256)).rejects.toThrow(StoredFileUnreadable);
  expect(await chainsIntact([keyB])).toBe(true);

  // The old key retired: B alone signs the admin in with the app and serves the document.
  const retired = await t.secondInstance!({ dataEncryptionKey: keyB.toString('base64'), previousDataEncryptionKey: null });
  try {
    expect(retired.app.dataKeys).toHaveLength(1);
    expect(await documentText(retired.app.files, sha256)).toBe('Board resolution on the fair practices code, 2026');
    expect(await signInWithCode(retired.app, admin.email, admin.password, () => unusedCodeFor(retired.app, admin.id, secret), '10.171.2.1')).toBe(200);
  } finally {
    await retired.close();
  }
});

test('ASVS v5.0 11.2.2 a previous key that cannot be one refuses the start with the reason', () => {
  const base = { dataEncryptionKey: keyB.toString('base64'), dataDir: '/nonexistent', production: false, databaseUrl: null };
  expect(() => resolveDataKey({ ...base, previousDataEncryptionKey: 'c2hvcnQ=' })).toThrow(
    new DataKeyError('DATA_ENCRYPTION_KEY_PREVIOUS must be 32 random bytes in base64 (for example: openssl rand -base64 32); got 5 bytes'),
  );
  expect(() => resolveDataKey({ ...base, previousDataEncryptionKey: keyB.toString('base64') })).toThrow('DATA_ENCRYPTION_KEY_PREVIOUS is the data key itself');
  expect(resolveDataKey({ ...base, previousDataEncryptionKey: keyA.toString('base64') }).previous!.equals(keyA)).toBe(true);
});
