import type { CurrentSubscription, SeatCounts, SubscriptionPackage } from 'shared-contracts';
import { PLAN_ENDED_MESSAGE, TRIAL_ENDED_MESSAGE } from 'shared-contracts';
import type { AppConfig } from '../../config';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../httpError';
import { readSettings } from '../site-settings/settingsService';
import type { ReadCache } from '../../readCache';
import { companyCreatedAt, insertPaidPeriod, latestPaidPeriod, planEndFacts, seatsUsed, toPackage } from './repository';

/** Seats during the free trial: enough to try the maker-checker flow end to end. */
export const TRIAL_SEATS: SeatCounts = { admin: 1, maker: 2, checker: 2 };

const DAY_MS = 24 * 60 * 60 * 1000;

export const daysLeft = (end: Date, now: Date) => Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));

/** Same day n months later, clamped to that month's last day (31 Jan + 1 -> 28/29 Feb; 31 Jan + 2 -> 31 Mar). */
export function addMonths(from: Date, months: number): Date {
  const next = new Date(from.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** Same day of the next month, clamped to the month's last day (31 Jan -> 28/29 Feb). */
export const addOneMonth = (from: Date): Date => addMonths(from, 1);

/**
 * The company's plan right now: a running paid period wins; without any paid period the trial
 * runs from the company's creation for the platform's trial days; otherwise it has expired.
 */
export async function currentSubscription(db: Queryable, config: AppConfig, companyId: string, now: Date = new Date()): Promise<CurrentSubscription> {
  const [paid, used] = await Promise.all([latestPaidPeriod(db, companyId), seatsUsed(db, companyId)]);
  if (paid) {
    const running = paid.period_end.getTime() > now.getTime();
    return {
      status: running ? 'active' : 'expired',
      plan: toPackage(paid),
      seats: { admin: paid.bought_admin, maker: paid.bought_maker, checker: paid.bought_checker },
      seatsUsed: used,
      periodStart: paid.period_start.toISOString(),
      periodEnd: paid.period_end.toISOString(),
      daysLeft: daysLeft(paid.period_end, now),
    };
  }
  const createdAt = await companyCreatedAt(db, companyId);
  if (!createdAt) throw new HttpError(404, 'Company not found');
  const { trialDays } = await readSettings(db, config);
  const trialEnd = new Date(createdAt.getTime() + trialDays * DAY_MS);
  return {
    status: trialEnd.getTime() > now.getTime() ? 'trial' : 'expired',
    plan: null,
    seats: { ...TRIAL_SEATS },
    seatsUsed: used,
    periodStart: createdAt.toISOString(),
    periodEnd: trialEnd.toISOString(),
    daysLeft: daysLeft(trialEnd, now),
  };
}

/**
 * Whether the company's plan has ended, and the 402 message if so: the same rule as
 * currentSubscription (latest paid period, else the trial from creation for the platform's trial
 * days) in one query, for the check that runs before every write.
 */
export async function endedPlanMessage(
  db: Queryable,
  config: AppConfig,
  companyId: string,
  now: Date = new Date(),
  cached?: { cache: ReadCache; since?: number },
): Promise<string | null> {
  const load = () => planEndFacts(db, companyId);
  // Cached per company, as facts and not as a verdict: a trial or plan that ends while cached is seen ended then.
  const row = cached ? await cached.cache.read(companyId, '', 'plan-end', load, cached.since) : await load();
  if (!row) throw new HttpError(404, 'Company not found');
  if (row.paid_end) return new Date(row.paid_end).getTime() > now.getTime() ? null : PLAN_ENDED_MESSAGE;
  const trialDays = row.trial_days === null || row.trial_days === undefined ? config.trialDays : Number(row.trial_days);
  const trialEnd = new Date(row.created_at).getTime() + trialDays * DAY_MS;
  return trialEnd > now.getTime() ? null : TRIAL_ENDED_MESSAGE;
}

/** The 402 message for an ended trial or an ended paid plan. */
export const endedMessage = (subscription: CurrentSubscription) => (subscription.plan ? PLAN_ENDED_MESSAGE : TRIAL_ENDED_MESSAGE);

/**
 * Starts a paid period for a successful payment (inside the payment's transaction).
 * Paying again for the plan that is running extends it by a month; another plan starts now
 * (no proration). The first payment during the trial keeps the trial's days left: they are added
 * after the paid month (the company paid for a month of its own, not for the rest of its free trial).
 * Answers the new period and the trial days credited.
 */
export async function activatePlan(
  tx: Queryable,
  config: AppConfig,
  companyId: string,
  pkg: SubscriptionPackage,
  paymentId: string,
  now: Date = new Date(),
): Promise<{ periodStart: Date; periodEnd: Date; trialDaysCredited: number }> {
  const previous = await latestPaidPeriod(tx, companyId);
  const extendsRunning = previous && previous.id === pkg.id && previous.period_end.getTime() > now.getTime();
  const trialDaysCredited = previous ? 0 : await trialDaysLeft(tx, config, companyId, now);
  const periodStart = now;
  const monthEnd = addOneMonth(extendsRunning ? previous.period_end : now);
  const periodEnd = new Date(monthEnd.getTime() + trialDaysCredited * DAY_MS);
  await insertPaidPeriod(tx, { companyId, packageId: pkg.id, paymentId, seats: pkg.seats, periodStart, periodEnd, trialDaysCredited });
  return { periodStart, periodEnd, trialDaysCredited };
}

/** Whole trial days still to run for a company that has never paid (0 once the trial has ended). */
async function trialDaysLeft(db: Queryable, config: AppConfig, companyId: string, now: Date): Promise<number> {
  const createdAt = await companyCreatedAt(db, companyId);
  if (!createdAt) return 0;
  const { trialDays } = await readSettings(db, config);
  return daysLeft(new Date(createdAt.getTime() + trialDays * DAY_MS), now);
}
