import type { Queryable } from '../../db/database';
import { blockAndMarkNotified, countFailure, deleteCounters, deleteIdleCounters, longestBlockSeconds } from './signInThrottleRepository';

/**
 * Sign-in failures counted per account, per account and client address, and per client address,
 * in the database (auth_counters), so every API instance on one PostgreSQL (or the embedded one)
 * shares the counts. Beyond a few free failures each further one makes that key wait longer
 * (base × 2^n, capped): no hard lock, and the strongest slow-down falls on the attacker's own
 * address. Someone trying many addresses against one account slows it down to one try in
 * `maxDelaySeconds` at worst; the owner can still reset the password by e-mail, which clears the count.
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
  /** One address over many accounts: password spraying. */
  client: { freeFailures: 30, baseDelaySeconds: 60, maxDelaySeconds: 60 * 60, forgetAfterSeconds: 60 * 60 },
} satisfies Record<string, ThrottlePolicy>;

export type ThrottleScope = keyof typeof POLICIES;

export const delayAfter = (policy: ThrottlePolicy, failures: number): number =>
  failures < policy.freeFailures ? 0 : Math.min(policy.maxDelaySeconds, policy.baseDelaySeconds * 2 ** (failures - policy.freeFailures));

const keysFor = (email: string, ip: string): Record<ThrottleScope, string> => {
  const account = email.trim().toLowerCase();
  return { accountClient: `acct-ip:${account}|${ip}`, account: `acct:${account}`, client: `ip:${ip}` };
};

/** Seconds until this account may try again from this address (0 = now). */
export async function secondsToWait(db: Queryable, email: string, ip: string): Promise<number> {
  const keys = Object.values(keysFor(email, ip));
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
export async function recordFailure(db: Queryable, email: string, ip: string): Promise<FailureOutcome[]> {
  const outcomes: FailureOutcome[] = [];
  for (const [scope, key] of Object.entries(keysFor(email, ip)) as Array<[ThrottleScope, string]>) {
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
}

export function waitMessage(seconds: number): string {
  const span = seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many failed sign-in attempts. Please try again in ${span}.`;
}
