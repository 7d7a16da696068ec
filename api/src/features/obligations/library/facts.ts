import { complianceFlagsOf, type ComplianceProfile } from 'shared-contracts';
import type { Queryable } from '../../../db/database';
import type { EventFacts, NbfcCategory, ProfileFacts } from '../../../content/calendar';
import { getProfile } from '../../company-profile/service';
import { listEvents } from '../../company-profile/eventsRepository';
import { companyCategory } from '../calendar/repository';

export const factsOf = (p: ComplianceProfile, category: NbfcCategory | null, events: EventFacts[] = []): ProfileFacts => ({
  layer: p.effectiveLayer,
  assetSizeCr: p.assetSizeCr,
  depositTaking: p.depositTaking,
  // Listed debt is a fact of its own: an equity-listed company may list debt too.
  listing: p.listing,
  headcount: p.headcount,
  states: p.establishmentStates,
  fyStartMonth: p.financialYearStartMonth,
  category,
  flags: { ...complianceFlagsOf(p), debtListed: p.debtListed || p.listing === 'debt' },
  gstStates: p.gstStates,
  directors: p.directors,
  events,
});

export async function companyFacts(db: Queryable, companyId: string): Promise<{ profile: ComplianceProfile; facts: ProfileFacts }> {
  const [profile, category, events] = await Promise.all([getProfile(db, companyId), companyCategory(db, companyId), listEvents(db, companyId)]);
  return {
    profile,
    facts: factsOf(
      profile,
      category,
      events.map((e) => ({ kind: e.kind as EventFacts['kind'], date: e.date })),
    ),
  };
}
