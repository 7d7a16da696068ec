import type { SeatCounts, SubscriptionPackage } from 'shared-contracts';
import type { Queryable } from '../../db/database';

interface PackageRow {
  id: string;
  layer: string;
  package_name: string;
  description: string;
  base_price: number;
  gst: number;
  total_price: number;
  seats_admin: number;
  seats_maker: number;
  seats_checker: number;
}

// GST is computed once here, rounded to paise, so the card and the charged amount agree.
// float8 casts: both engines then answer JS numbers (exact to the paisa at these magnitudes).
const PACKAGE_COLUMNS = `p.id, p.layer, p.package_name, p.description, p.base_price::float8 AS base_price,
  round(p.base_price * p.gst_rate / 100, 2)::float8 AS gst,
  (p.base_price + round(p.base_price * p.gst_rate / 100, 2))::float8 AS total_price,
  p.seats_admin, p.seats_maker, p.seats_checker`;

export function toPackage(row: PackageRow): SubscriptionPackage {
  return {
    id: row.id,
    layer: row.layer,
    packageName: row.package_name,
    description: row.description,
    basePrice: row.base_price,
    gst: row.gst,
    totalPrice: row.total_price,
    seats: { admin: row.seats_admin, maker: row.seats_maker, checker: row.seats_checker },
  };
}

/** Packages on offer, in display order (public). */
export async function listPackages(db: Queryable): Promise<SubscriptionPackage[]> {
  const rows = await db.query<PackageRow>(`SELECT ${PACKAGE_COLUMNS} FROM subscription_packages p WHERE p.active ORDER BY p.sort_order, p.id`);
  return rows.map(toPackage);
}

/** A package on offer; with includeRetired also one withdrawn since (for payments already made). */
export async function findPackage(db: Queryable, packageId: string, { includeRetired = false } = {}): Promise<SubscriptionPackage | null> {
  const row = await db.one<PackageRow>(`SELECT ${PACKAGE_COLUMNS} FROM subscription_packages p WHERE p.id = $1 AND (p.active OR $2)`, [packageId, includeRetired]);
  return row ? toPackage(row) : null;
}

export interface PaidPeriodRow extends PackageRow {
  period_start: Date;
  period_end: Date;
  bought_admin: number;
  bought_maker: number;
  bought_checker: number;
}

/** The company's latest paid period (running or ended), with its package. */
export async function latestPaidPeriod(db: Queryable, companyId: string): Promise<PaidPeriodRow | null> {
  return db.one<PaidPeriodRow>(
    `SELECT ${PACKAGE_COLUMNS}, s.period_start, s.period_end,
            s.seats_admin AS bought_admin, s.seats_maker AS bought_maker, s.seats_checker AS bought_checker
       FROM company_subscriptions s
       JOIN subscription_packages p ON p.id = s.package_id
      WHERE s.company_id = $1
      ORDER BY s.period_end DESC, s.created_at DESC
      LIMIT 1`,
    [companyId],
  );
}

export async function companyCreatedAt(db: Queryable, companyId: string): Promise<Date | null> {
  const row = await db.one<{ created_at: Date }>('SELECT created_at FROM companies WHERE id = $1', [companyId]);
  return row?.created_at ?? null;
}

/** Seats taken: every user not deleted (a suspended user keeps the seat until deleted). */
export async function seatsUsed(db: Queryable, companyId: string): Promise<SeatCounts> {
  const rows = await db.query<{ role: string; n: number }>(`SELECT role, count(*)::int AS n FROM users WHERE company_id = $1 AND deleted_at IS NULL GROUP BY role`, [
    companyId,
  ]);
  const used: SeatCounts = { admin: 0, maker: 0, checker: 0 };
  for (const row of rows) if (row.role === 'admin' || row.role === 'maker' || row.role === 'checker') used[row.role] = row.n;
  return used;
}

/** Serialises seat checks of one company (two admins adding the last seat at the same moment). */
export async function lockCompany(tx: Queryable, companyId: string): Promise<void> {
  await tx.query('SELECT id FROM companies WHERE id = $1 FOR UPDATE', [companyId]);
}

/** A period comes from a payment or, for a team larger than any plan, from a contract granted by a super-admin. */
export type PeriodSource = { paymentId: string } | { contractReference: string; grantedBy: string };

export type NewPaidPeriod = {
  companyId: string;
  packageId: string;
  seats: SeatCounts;
  periodStart: Date;
  periodEnd: Date;
  /** Trial days added to the end of a first paid period. */
  trialDaysCredited?: number;
} & PeriodSource;

export async function insertPaidPeriod(tx: Queryable, period: NewPaidPeriod): Promise<void> {
  const contract = 'contractReference' in period ? period : null;
  await tx.execute(
    `INSERT INTO company_subscriptions
       (company_id, package_id, payment_id, contract_reference, granted_by, seats_admin, seats_maker, seats_checker, period_start, period_end, trial_days_credited)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      period.companyId,
      period.packageId,
      contract ? null : (period as { paymentId: string }).paymentId,
      contract?.contractReference ?? null,
      contract?.grantedBy ?? null,
      period.seats.admin,
      period.seats.maker,
      period.seats.checker,
      period.periodStart,
      period.periodEnd,
      period.trialDaysCredited ?? 0,
    ],
  );
}

/** What decides whether a company's trial or paid plan has ended (see endedPlanMessage). */
export interface PlanEndFacts {
  created_at: Date;
  paid_end: Date | null;
  trial_days: unknown;
}

/** In one query, for the check before every write: the company's creation, its latest paid period's end, the trial days setting. */
export const planEndFacts = (db: Queryable, companyId: string) =>
  db.one<PlanEndFacts>(
    `SELECT c.created_at,
            (SELECT s.period_end FROM company_subscriptions s JOIN subscription_packages p ON p.id = s.package_id
              WHERE s.company_id = c.id ORDER BY s.period_end DESC, s.created_at DESC LIMIT 1) AS paid_end,
            (SELECT value FROM platform_settings WHERE key = 'trialDays') AS trial_days
       FROM companies c WHERE c.id = $1`,
    [companyId],
  );
