/**
 * Per-account sign-in throttle: after MAX_FAILURES wrong passwords for one e-mail within WINDOW_MS,
 * further attempts for it are refused until the window passes (a correct password resets it).
 * In memory, per process: with several instances behind a load balancer, move this map to Redis
 * (INCR + EXPIRE on `login-fail:<email>`) so all instances share the count.
 */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;
const MAX_TRACKED = 100_000;

interface Failures {
  count: number;
  firstAt: number;
}

export class LoginThrottle {
  private readonly failures = new Map<string, Failures>();

  constructor(private readonly now: () => number = Date.now) {}

  private live(key: string): Failures | null {
    const entry = this.failures.get(key);
    if (!entry) return null;
    if (this.now() - entry.firstAt >= WINDOW_MS) {
      this.failures.delete(key);
      return null;
    }
    return entry;
  }

  /** Milliseconds until the account may try again, or 0 when it may try now. */
  retryAfterMs(email: string): number {
    const entry = this.live(email.toLowerCase());
    if (!entry || entry.count < MAX_FAILURES) return 0;
    return entry.firstAt + WINDOW_MS - this.now();
  }

  recordFailure(email: string): void {
    const key = email.toLowerCase();
    const entry = this.live(key);
    if (entry) {
      entry.count += 1;
      return;
    }
    // Bounded memory under a spray of random e-mails: drop the oldest entry.
    if (this.failures.size >= MAX_TRACKED) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
    this.failures.set(key, { count: 1, firstAt: this.now() });
  }

  reset(email: string): void {
    this.failures.delete(email.toLowerCase());
  }
}
