import type { ItemApplicability } from 'shared-contracts';
import type { Queryable } from '../../db/database';

// Whether an item can apply to a company, from the company's profile. The profile holds the NBFC
// type (layer), the asset size, the state and the organisation type (listed or not) today;
// deposit-taking and headcount are not in it yet, so conditions on them stay "unknown".

export const NOT_APPLICABLE = 'not-applicable';

export interface CompanyProfile {
  nbfcType: string | null;
  assetSizeCr: number | null;
  state: string | null;
  listed: boolean | null;
  depositTaking: boolean | null;
  headcount: number | null;
}

const LISTED = ['Public Limited Listed', 'Private Limited Debt Listed'];

export async function companyProfile(db: Queryable, companyId: string): Promise<CompanyProfile> {
  const row = await db.one<{ nbfc_type: string | null; current_asset_size: string | number | null; state: string | null; organization_type: string | null }>(
    `SELECT nbfc_type, current_asset_size, state, organization_type FROM companies WHERE id = $1`,
    [companyId],
  );
  return {
    nbfcType: row?.nbfc_type || null,
    assetSizeCr: row?.current_asset_size === null || row?.current_asset_size === undefined ? null : Number(row.current_asset_size),
    state: row?.state || null,
    listed: !row?.organization_type || row.organization_type === 'Others' ? null : LISTED.includes(row.organization_type),
    depositTaking: null,
    headcount: null,
  };
}

export interface Applies {
  /** false: cannot apply to this company; null: the profile lacks what is needed to tell. */
  appliesToCompany: boolean | null;
  applicabilityNote: string;
}

/** Every stated condition must hold: one that fails makes the item inapplicable; an unknown one leaves it open. */
export function evaluate(rule: ItemApplicability | undefined, profile: CompanyProfile): Applies | null {
  if (!rule) return null;
  const fails: string[] = [];
  const unknown: string[] = [];
  const check = (known: boolean, holds: boolean, text: string) => (!known ? unknown.push(text) : holds ? undefined : fails.push(text));
  if (rule.layers) check(profile.nbfcType !== null, rule.layers.includes(profile.nbfcType ?? ''), `applies to ${rule.layers.join(', ')}`);
  if (rule.min_asset_size_cr !== undefined) check(profile.assetSizeCr !== null, (profile.assetSizeCr ?? 0) >= rule.min_asset_size_cr, `applies from assets of Rs ${rule.min_asset_size_cr} crore`);
  if (rule.max_asset_size_cr !== undefined) check(profile.assetSizeCr !== null, (profile.assetSizeCr ?? 0) < rule.max_asset_size_cr, `applies below assets of Rs ${rule.max_asset_size_cr} crore`);
  if (rule.deposit_taking !== undefined) check(profile.depositTaking !== null, profile.depositTaking === rule.deposit_taking, rule.deposit_taking ? 'applies to deposit-taking NBFCs' : 'applies to non-deposit-taking NBFCs');
  if (rule.listed !== undefined) check(profile.listed !== null, profile.listed === rule.listed, rule.listed ? 'applies to listed companies' : 'applies to unlisted companies');
  if (rule.min_headcount !== undefined) check(profile.headcount !== null, (profile.headcount ?? 0) >= rule.min_headcount, `applies from ${rule.min_headcount} employees`);
  if (rule.states) check(profile.state !== null, rule.states.some((s) => s.toLowerCase() === (profile.state ?? '').toLowerCase()), `applies in ${rule.states.join(', ')}`);
  if (fails.length > 0) return { appliesToCompany: false, applicabilityNote: `Does not apply to your company's profile: ${fails.join('; ')}.` };
  if (unknown.length > 0) return { appliesToCompany: null, applicabilityNote: `Check whether it applies: ${unknown.join('; ')} (not in your company's profile).` };
  return { appliesToCompany: true, applicabilityNote: '' };
}

/** Adds the company's applicability to each item that states one. */
export function withApplicability<T extends { applicability?: ItemApplicability }>(items: T[], profile: CompanyProfile): (T & Partial<Applies>)[] {
  return items.map((item) => {
    const applies = evaluate(item.applicability, profile);
    return applies ? { ...item, ...applies } : item;
  });
}
