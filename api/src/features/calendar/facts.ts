import type { ComplianceProfile } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import type { NbfcCategory, ProfileFacts } from '../../content/calendar';
import { getProfile } from '../company-profile/service';
import { companyCategory } from './repository';

export const factsOf = (p: ComplianceProfile, category: NbfcCategory | null): ProfileFacts => ({
  layer: p.effectiveLayer,
  assetSizeCr: p.assetSizeCr,
  depositTaking: p.depositTaking,
  listing: p.listing,
  headcount: p.headcount,
  states: p.establishmentStates,
  fyStartMonth: p.financialYearStartMonth,
  category,
});

export async function companyFacts(db: Queryable, companyId: string): Promise<{ profile: ComplianceProfile; facts: ProfileFacts }> {
  const profile = await getProfile(db, companyId);
  return { profile, facts: factsOf(profile, await companyCategory(db, companyId)) };
}
