import type { AccountStatus, CompanyPaymentRow, CompanyProfile, CompanyRow, TrialState } from 'shared-contracts';
import type { Queryable } from '../../db/database';

/** Platform-wide company queries (super-admin only). */
interface CompanyListRow {
  id: string;
  company_name: string;
  email: string;
  nbfc_type: string | null;
  status: AccountStatus;
  created_at: Date;
  user_count: number;
  package_name: string | null;
  period_end: Date | null;
  seat_limit: number | null;
  contract_reference: string | null;
  trial_ends_at: Date;
}

// The latest paid period per company (plans issue's tables); without one, the trial runs
// from the company's creation for the platform's trial days.
const listSelect = (trialDaysParam: string) => `
  SELECT c.id, c.company_name, c.email, c.nbfc_type, c.status, c.created_at,
         (SELECT count(*)::int FROM users u WHERE u.company_id = c.id AND u.deleted_at IS NULL) AS user_count,
         p.package_name, s.period_end,
         (s.seats_admin + s.seats_maker + s.seats_checker) AS seat_limit, s.contract_reference,
         c.created_at + make_interval(days => ${trialDaysParam}::int) AS trial_ends_at
    FROM companies c
    LEFT JOIN LATERAL (
      SELECT cs.package_id, cs.period_end, cs.seats_admin, cs.seats_maker, cs.seats_checker, cs.contract_reference
        FROM company_subscriptions cs
       WHERE cs.company_id = c.id
       ORDER BY cs.period_end DESC, cs.created_at DESC
       LIMIT 1
    ) s ON true
    LEFT JOIN subscription_packages p ON p.id = s.package_id`;

function toCompanyRow(row: CompanyListRow, now: Date): CompanyRow {
  let state: TrialState;
  let endsAt: Date;
  if (row.period_end) {
    state = row.period_end > now ? 'subscribed' : 'subscription-expired';
    endsAt = row.period_end;
  } else {
    state = row.trial_ends_at > now ? 'trial' : 'trial-expired';
    endsAt = row.trial_ends_at;
  }
  return {
    id: row.id,
    companyName: row.company_name,
    email: row.email,
    nbfcType: row.nbfc_type,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    userCount: row.user_count,
    plan: {
      state,
      planName: row.package_name,
      endsAt: endsAt.toISOString(),
      seatsUsed: row.user_count,
      seatLimit: row.seat_limit,
      contractReference: row.contract_reference,
    },
  };
}

export interface CompanyFilter {
  search?: string;
  status?: AccountStatus;
}

export async function listCompanies(
  db: Queryable,
  filter: CompanyFilter,
  trialDays: number,
  page: number,
  pageSize: number,
): Promise<{ companies: CompanyRow[]; total: number }> {
  const conditions: string[] = ['true'];
  const params: unknown[] = [];
  if (filter.search) {
    params.push(`%${filter.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    const p = `$${params.length}`;
    conditions.push(`(c.company_name ILIKE ${p} OR c.email ILIKE ${p} OR c.city ILIKE ${p} OR coalesce(c.pan, '') ILIKE ${p})`);
  }
  if (filter.status) {
    params.push(filter.status);
    conditions.push(`c.status = $${params.length}`);
  }
  const where = conditions.join(' AND ');
  const total = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM companies c WHERE ${where}`, params);
  const now = await dbNow(db);
  const rows = await db.query<CompanyListRow>(
    `${listSelect(`$${params.length + 1}`)} WHERE ${where}
      ORDER BY c.created_at DESC, c.id LIMIT $${params.length + 2} OFFSET $${params.length + 3}`,
    [...params, trialDays, pageSize, (page - 1) * pageSize],
  );
  return { companies: rows.map((row) => toCompanyRow(row, now)), total: total?.n ?? 0 };
}

/** Compare with the database's clock, not the api's (they may differ by a little). */
async function dbNow(db: Queryable): Promise<Date> {
  const row = await db.one<{ now: Date }>('SELECT now() AS now');
  return row!.now;
}

/** Id and name of every company, for the user filters and the Add New User form. */
export async function companyChoices(db: Queryable): Promise<{ id: string; companyName: string }[]> {
  const rows = await db.query<{ id: string; company_name: string }>('SELECT id, company_name FROM companies ORDER BY company_name, id');
  return rows.map((r) => ({ id: r.id, companyName: r.company_name }));
}

// The registration profile under its payload names (CompanyProfile), read in one statement.
const PROFILE_SELECT = `
  SELECT company_name AS "companyName", organization_type AS "organizationType", email, mobile, landline,
         website_url AS "websiteUrl", pan, cin, gstn, address, country, state, city, pincode, establishment,
         nbfc_type AS "nbfcType", current_asset_size AS "currentAssetSize", net_owned_fund AS "netOwnedFund",
         regulatory_authorities AS "regulatoryAuthorities"
    FROM companies WHERE id = $1`;

export async function findCompany(db: Queryable, companyId: string, trialDays: number): Promise<(CompanyRow & { profile: CompanyProfile }) | null> {
  const row = await db.one<CompanyListRow>(`${listSelect('$1')} WHERE c.id = $2`, [trialDays, companyId]);
  if (!row) return null;
  const profile = (await db.one<CompanyProfile>(PROFILE_SELECT, [companyId]))!;
  return { ...toCompanyRow(row, await dbNow(db)), profile };
}

export async function setCompanyStatus(tx: Queryable, companyId: string, status: AccountStatus): Promise<number> {
  return tx.execute('UPDATE companies SET status = $2, updated_at = now() WHERE id = $1 AND status <> $2', [companyId, status]);
}

export function companyStatus(db: Queryable, companyId: string) {
  return db.one<{ status: AccountStatus }>('SELECT status FROM companies WHERE id = $1', [companyId]);
}

export async function companyUserIds(db: Queryable, companyId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>('SELECT id FROM users WHERE company_id = $1', [companyId]);
  return rows.map((r) => r.id);
}

/** A company as registration stores it; the country is always India (the product serves Indian firms only). */
export type NewCompany = Omit<CompanyProfile, 'country'>;

export async function insertCompany(db: Queryable, c: NewCompany): Promise<{ id: string; company_name: string }> {
  const row = await db.one<{ id: string; company_name: string }>(
    `INSERT INTO companies (company_name, organization_type, email, mobile, landline, website_url, pan, cin, gstn,
       address, country, state, city, pincode, establishment, nbfc_type, current_asset_size, net_owned_fund,
       regulatory_authorities)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'India', $11, $12, $13, $14, $15, $16, $17, $18)
     RETURNING id, company_name`,
    [
      c.companyName,
      c.organizationType,
      c.email,
      c.mobile,
      c.landline,
      c.websiteUrl,
      c.pan,
      c.cin,
      c.gstn,
      c.address,
      c.state,
      c.city,
      c.pincode,
      c.establishment,
      c.nbfcType,
      c.currentAssetSize,
      c.netOwnedFund,
      c.regulatoryAuthorities,
    ],
  );
  return row!;
}

export async function documentsCount(db: Queryable, companyId: string): Promise<number> {
  const row = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM documents WHERE company_id = $1', [companyId]);
  return row?.n ?? 0;
}

export async function companyPayments(db: Queryable, companyId: string): Promise<CompanyPaymentRow[]> {
  const rows = await db.query<{
    id: string;
    txnid: string;
    amount: number;
    status: string;
    package_name: string | null;
    created_at: Date;
  }>(
    `SELECT pay.id, pay.txnid, pay.amount, pay.status, p.package_name, pay.created_at
       FROM payments pay LEFT JOIN subscription_packages p ON p.id = pay.package_id
      WHERE pay.company_id = $1
      ORDER BY pay.created_at DESC
      LIMIT 50`,
    [companyId],
  );
  return rows.map((r) => ({
    id: r.id,
    txnid: r.txnid,
    amount: r.amount,
    status: r.status,
    planName: r.package_name,
    createdAt: r.created_at.toISOString(),
  }));
}
