import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/**
 * What a real user keeps between sign-ins (docs/decisions/0014-sign-in-and-credentials.md): the authenticator app's secret and the password
 * chosen at a forced change. Kept in a file beside the run's database, so every spec file of one run
 * (even in a new worker) signs in the same accounts again.
 */
interface SignInState {
  secrets: Record<string, string>;
  lastStep: Record<string, number>;
  /** e-mail -> the password first given (by an admin) and the one that replaced it. */
  passwords: Record<string, { given: string; chosen: string }>;
}

const STATE_FILE = path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), 'e2e-sign-in-state.json');

export function readState(): SignInState {
  try {
    return JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as SignInState;
  } catch {
    return { secrets: {}, lastStep: {}, passwords: {} };
  }
}

/**
 * Two Playwright workers change the file at once: each change is read, made and written under a lock (a folder,
 * made atomically), and written whole to a new file renamed over the old, so a reader never sees half of it. Without
 * them a worker read a half-written file as empty and wrote back a state without the other accounts' secrets.
 */
function underLock(change: () => void): void {
  const lock = `${STATE_FILE}.lock`;
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  // A lock older than this was left by a worker that died holding it.
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline) fs.rmSync(lock, { recursive: true, force: true });
      else Atomics.wait(sleeper, 0, 0, 5);
    }
  }
  try {
    change();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

export function updateState(change: (state: SignInState) => void): void {
  underLock(() => {
    const state = readState();
    change(state);
    const written = `${STATE_FILE}.${process.pid}.tmp`;
    fs.writeFileSync(written, JSON.stringify(state));
    fs.renameSync(written, STATE_FILE);
  });
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    value = (value << 5) | BASE32.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

function codeAt(secret: string, step: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  return ((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).toString().padStart(6, '0');
}

/**
 * The authenticator app's code for this account: a step the server has not seen yet (a code is good once, and the
 * server accepts the current and the previous step only). The step is claimed under the state's lock, so two workers
 * signing in as one account (the super-admin) take two steps; the later one waits for its step to begin.
 */
export async function nextCode(email: string, secret = readState().secrets[email.toLowerCase()]): Promise<string> {
  if (!secret) throw new Error(`no authenticator secret known for ${email}`);
  const key = email.toLowerCase();
  let step = 0;
  updateState((s) => {
    step = Math.max(Math.floor(Date.now() / 30_000), (s.lastStep[key] ?? 0) + 1);
    s.lastStep[key] = step;
  });
  // Ends: time reaches the claimed step, at most a few steps ahead (one per worker signing in as this account).
  while (Math.floor(Date.now() / 30_000) < step) await new Promise((resolve) => setTimeout(resolve, step * 30_000 - Date.now() + 200));
  return codeAt(secret, step);
}

/**
 * The previous 30-second step's code, still accepted once: an enrolment confirmed with it leaves the current step
 * free, so the sign-in right after does not wait for the next step.
 */
export function previousCode(email: string, secret = readState().secrets[email.toLowerCase()]): string {
  if (!secret) throw new Error(`no authenticator secret known for ${email}`);
  const step = Math.floor(Date.now() / 30_000) - 1;
  updateState((s) => {
    s.lastStep[email.toLowerCase()] = Math.max(s.lastStep[email.toLowerCase()] ?? 0, step);
  });
  return codeAt(secret, step);
}

export function rememberSecret(email: string, secret: string): void {
  updateState((s) => {
    s.secrets[email.toLowerCase()] = secret.replace(/\s/g, '');
  });
}

/** The password to type now: the chosen one when the given one was replaced at first sign-in. */
export function currentPassword(email: string, password: string): string {
  const known = readState().passwords[email.toLowerCase()];
  return known && known.given === password ? known.chosen : password;
}

export function rememberChosenPassword(email: string, given: string, chosen: string): void {
  updateState((s) => {
    s.passwords[email.toLowerCase()] = { given, chosen };
  });
}

/**
 * After Sign In was pressed in the modal: answers the steps a user would (enrol an authenticator and
 * keep the recovery codes, or type the current code), until the modal closes.
 */
export async function finishSignInSteps(page: Page, email: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  const code = dialog.getByLabel(/^Authentication code/);
  await expect.poll(async () => (await dialog.count()) === 0 || (await code.count()) > 0, { timeout: 20_000 }).toBe(true);
  if ((await dialog.count()) === 0) return;
  const key = dialog.getByLabel('Authenticator key');
  if ((await key.count()) > 0) {
    rememberSecret(email, (await key.textContent()) ?? '');
    await code.fill(await nextCode(email));
    await dialog.getByRole('button', { name: 'Turn on and sign in' }).click();
    await expect(dialog.getByRole('list', { name: 'Recovery codes' })).toBeVisible();
    await dialog.getByRole('button', { name: 'I have saved these codes, continue' }).click();
  } else {
    await code.fill(await nextCode(email));
    await dialog.getByRole('button', { name: 'Verify' }).click();
  }
  await expect(dialog).toHaveCount(0);
}

/**
 * A new admin's first session is limited to setting up two-step verification (docs/decisions/0240-...): the page
 * shows "Set up two-step verification" in place of the area. Answers it as the admin would (password, key, first
 * code, recovery codes kept), after which the area opens.
 */
export async function enrolOnEnrolmentPage(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Set up two-step verification', level: 1 })).toBeVisible();
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Set up two-step verification' }).click();
  const key = page.getByLabel('Authenticator key');
  await expect(key).toBeVisible();
  rememberSecret(email, (await key.textContent()) ?? '');
  await page.getByLabel(/^Authentication code/).fill(await nextCode(email));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: 'Set up two-step verification', level: 1 })).toHaveCount(0);
}
