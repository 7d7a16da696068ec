import type { ItemApplicability } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { applicabilityFacts } from './repository';

// Whether an item can apply to a company, from its compliance profile (layer, asset size,
// deposit-taking, listing, headcount, establishment states) once an admin has saved it; before
// that from the registration data (NBFC type, asset size, state, organisation type), where
// deposit-taking and headcount are unknown, so conditions on them stay "check".

export const NOT_APPLICABLE = 'not-applicable';

export interface CompanyProfile {
  nbfcType: string | null;
  assetSizeCr: number | null;
  states: string[];
  listed: boolean | null;
  depositTaking: boolean | null;
  headcount: number | null;
}

const LISTED = ['Public Limited Listed', 'Private Limited Debt Listed'];

export async function companyProfile(db: Queryable, companyId: string): Promise<CompanyProfile> {
  const row = await applicabilityFacts(db, companyId);
  const number = (value: string | number | null | undefined) => (value === null || value === undefined ? null : Number(value));
  if (row?.listing) {
    // The saved compliance profile (docs/decisions/0016-company-compliance-profile.md); the RBI bank still follows the registered NBFC type.
    return {
      nbfcType: row.nbfc_type || row.nbfc_layer,
      assetSizeCr: number(row.asset_size_cr),
      states: row.establishment_states ?? [],
      listed: row.listing !== 'none',
      depositTaking: row.deposit_taking,
      headcount: row.headcount,
    };
  }
  return {
    nbfcType: row?.nbfc_type || null,
    assetSizeCr: number(row?.current_asset_size),
    states: row?.state ? [row.state] : [],
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

/**
 * Every stated condition must hold: one that fails makes the item inapplicable; an unknown one leaves it open.
 * `any_of` alternatives: one that holds is enough; all failing fail; otherwise open.
 */
export function evaluate(rule: ItemApplicability | undefined, profile: CompanyProfile): Applies | null {
  if (!rule) return null;
  const fails: string[] = [];
  const unknown: string[] = [];
  if (rule.any_of) {
    const outcomes = rule.any_of.map((alternative) => evaluate(alternative, profile) ?? { appliesToCompany: true, applicabilityNote: '' });
    const texts = (notes: Applies[]) =>
      notes
        .map((o) =>
          o.applicabilityNote
            .replace(/^[^:]*: /, '')
            .replace(/\.$/, '')
            .replace(/ \(not in your company's profile\)$/, ''),
        )
        .join(' or ');
    if (!outcomes.some((o) => o.appliesToCompany === true)) {
      if (outcomes.every((o) => o.appliesToCompany === false)) fails.push(texts(outcomes));
      else unknown.push(texts(outcomes));
    }
  }
  const check = (known: boolean, holds: boolean, text: string) => (!known ? unknown.push(text) : holds ? undefined : fails.push(text));
  if (rule.layers) check(profile.nbfcType !== null, rule.layers.includes(profile.nbfcType ?? ''), `applies to ${rule.layers.join(', ')}`);
  if (rule.min_asset_size_cr !== undefined)
    check(profile.assetSizeCr !== null, (profile.assetSizeCr ?? 0) >= rule.min_asset_size_cr, `applies from assets of Rs ${rule.min_asset_size_cr} crore`);
  if (rule.max_asset_size_cr !== undefined)
    check(profile.assetSizeCr !== null, (profile.assetSizeCr ?? 0) < rule.max_asset_size_cr, `applies below assets of Rs ${rule.max_asset_size_cr} crore`);
  if (rule.deposit_taking !== undefined)
    check(
      profile.depositTaking !== null,
      profile.depositTaking === rule.deposit_taking,
      rule.deposit_taking ? 'applies to deposit-taking NBFCs' : 'applies to non-deposit-taking NBFCs',
    );
  if (rule.listed !== undefined)
    check(profile.listed !== null, profile.listed === rule.listed, rule.listed ? 'applies to listed companies' : 'applies to unlisted companies');
  if (rule.min_headcount !== undefined) check(profile.headcount !== null, (profile.headcount ?? 0) >= rule.min_headcount, `applies from ${rule.min_headcount} employees`);
  if (rule.states) {
    const own = profile.states.map((s) => s.toLowerCase());
    check(
      profile.states.length > 0,
      rule.states.some((s) => own.includes(s.toLowerCase())),
      `applies in ${rule.states.join(', ')}`,
    );
  }
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
