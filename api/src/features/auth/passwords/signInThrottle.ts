import type { Queryable } from '../../../db/database';
import { blockAndMarkNotified, countFailure, deleteCounters, deleteIdleCounters, longestBlockSeconds } from './signInThrottleRepository';

/**
 * Sign-in failures counted per account, per account and client address, and per client address,
 * in the database (auth_counters), so every API instance on one PostgreSQL (or the embedded one)
 * shares the counts. Beyond a few free failures each further one makes that key wait longer
 * (base × 2^n, capped): no hard lock, and the strongest slow-down falls on the attacker's own
 * address. Someone trying many addresses against one account slows it down to one try in
 * `maxDelaySeconds` at worst; the owner can still reset the password by e-mail, which clears the count.
 *
 * A known device (a browser holding the account's signed device cookie, deviceCookie.ts) is counted on its
 * own key only: the account-wide and per-address slow-downs, which anyone can trigger, never hold back the
 * owner's own browser, and its mistakes never slow the account elsewhere (docs/decisions/0051-maker-checker-mfa-coverage-and-lock-out.md).
 */
export interface ThrottlePolicy {
  /** Failures allowed before any delay. */
  freeFailures: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  /** A key with no failure for this long starts again from zero. */
  forgetAfterSeconds: number;
}

export const POLICIES = {
  /** One account from one address: a brute-force attempt from one place. */
  accountClient: { freeFailures: 5, baseDelaySeconds: 30, maxDelaySeconds: 30 * 60, forgetAfterSeconds: 60 * 60 },
  /** One account from anywhere: a distributed attack, milder so the owner is never shut out for long. */
  account: { freeFailures: 10, baseDelaySeconds: 30, maxDelaySeconds: 10 * 60, forgetAfterSeconds: 60 * 60 },
  /**
   * One address over many accounts: password spraying. Bounded (5 minutes at most, forgotten after 15 quiet
   * minutes) because one address may be a whole office behind a proxy: it slows a spray without shutting
   * everyone behind it out for long, and their known devices are not held back at all.
   */
  client: { freeFailures: 30, baseDelaySeconds: 60, maxDelaySeconds: 5 * 60, forgetAfterSeconds: 15 * 60 },
  /** One known device of the account (its device cookie): as strict as one account from one address. */
  device: { freeFailures: 5, baseDelaySeconds: 30, maxDelaySeconds: 30 * 60, forgetAfterSeconds: 60 * 60 },
} satisfies Record<string, ThrottlePolicy>;

export type ThrottleScope = keyof typeof POLICIES;

export const delayAfter = (policy: ThrottlePolicy, failures: number): number =>
  failures < policy.freeFailures ? 0 : Math.min(policy.maxDelaySeconds, policy.baseDelaySeconds * 2 ** (failures - policy.freeFailures));

/** The keys one attempt counts on: the known device's own, or the account, the account from this address and the address. */
const keysFor = (email: string, ip: string, device: string | null): Partial<Record<ThrottleScope, string>> => {
  const account = email.trim().toLowerCase();
  if (device) return { device: `dev:${account}|${device}` };
  return { accountClient: `acct-ip:${account}|${ip}`, account: `acct:${account}`, client: `ip:${ip}` };
};

/** Seconds until this account may try again from this address or known device (0 = now). */
export async function secondsToWait(db: Queryable, email: string, ip: string, device: string | null = null): Promise<number> {
  const keys = Object.values(keysFor(email, ip, device));
  return Math.max(0, await longestBlockSeconds(db, keys));
}

export interface FailureOutcome {
  scope: ThrottleScope;
  failures: number;
  delaySeconds: number;
  /** True the first time in a window this key starts to delay: the moment to notify and audit. */
  startedDelaying: boolean;
}

/** Counts one failure under every key; answers what changed for each. */
export async function recordFailure(db: Queryable, email: string, ip: string, device: string | null = null): Promise<FailureOutcome[]> {
  const outcomes: FailureOutcome[] = [];
  for (const [scope, key] of Object.entries(keysFor(email, ip, device)) as Array<[ThrottleScope, string]>) {
    const policy = POLICIES[scope];
    const { failures } = await countFailure(db, key, policy.forgetAfterSeconds);
    const delaySeconds = delayAfter(policy, failures);
    let startedDelaying = false;
    if (delaySeconds > 0) {
      startedDelaying = await blockAndMarkNotified(db, key, delaySeconds);
    }
    outcomes.push({ scope, failures, delaySeconds, startedDelaying });
  }
  // Now and then, forget keys idle for a day (random e-mails would otherwise pile up).
  if (Math.random() < 0.02) {
    await deleteIdleCounters(db);
  }
  return outcomes;
}

/** A correct password (or a completed reset) clears the account's own counts; the address's count stays. */
export async function clearAccount(db: Queryable, email: string): Promise<void> {
  const account = email.trim().toLowerCase();
  await deleteCounters(db, `acct:${account}`, `acct-ip:${account}|`);
  await deleteCounters(db, `dev:${account}|`, `dev:${account}|`);
}

export function waitMessage(seconds: number): string {
  const span = seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many failed sign-in attempts. Please try again in ${span}.`;
}
