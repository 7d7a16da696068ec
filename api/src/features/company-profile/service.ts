import {
  complianceFactsOf,
  effectiveLayerOf,
  validateComplianceProfile,
  type CalendarChange,
  type ComplianceProfile,
  type ComplianceProfileInput,
} from 'shared-contracts';
import type { Database, Queryable } from '../../db/database';
import { badRequest, notFound } from '../../httpError';
import { recordAudit } from '../audit/auditService';
import { loadProfile, saveProfile, type FullProfileInput, type LoadedProfile } from './repository';

/**
 * What a profile change does to the company's calendar. The calendar supplies it when the routes are registered
 * (features/index.ts): the calendar reads the profile, so this folder does not import the calendar back.
 */
export type CalendarEffect = (tx: Queryable, companyId: string, before: ComplianceProfile, after: ComplianceProfile) => Promise<CalendarChange[]>;

export function toProfile(loaded: LoadedProfile): ComplianceProfile {
  const { layer, note } = effectiveLayerOf(loaded.input);
  return { ...loaded.input, confirmed: loaded.confirmed, effectiveLayer: layer, layerNote: note, updatedAt: loaded.updatedAt, updatedBy: loaded.updatedBy };
}

export async function getProfile(db: Queryable, companyId: string): Promise<ComplianceProfile> {
  const loaded = await loadProfile(db, companyId);
  if (!loaded) throw notFound('Company not found');
  return toProfile(loaded);
}

/** Validates (first message answers 400, nothing saved), saves, and records before/after in the audit trail. */
export async function updateProfile(
  db: Database,
  actor: { userId: string; role: string; companyId: string },
  body: ComplianceProfileInput,
  ip: string | null,
  calendarEffect: CalendarEffect,
): Promise<{ before: ComplianceProfile; after: ComplianceProfile; calendarChanges: CalendarChange[] }> {
  const errors = validateComplianceProfile(body);
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first);
  return db.transaction(async (tx) => {
    const before = await getProfile(tx, actor.companyId);
    // A fact the form did not send keeps its saved value.
    const clean: FullProfileInput = {
      ...complianceFactsOf(before),
      ...body,
      establishmentStates: [...body.establishmentStates].sort(),
    };
    if (clean.gstStates) clean.gstStates = [...clean.gstStates].sort();
    if (clean.directors) clean.directors = clean.directors.map((d) => ({ name: d.name.trim(), din: d.din, lastKycYear: d.lastKycYear }));
    await saveProfile(tx, actor.companyId, clean, actor.userId);
    const after = await getProfile(tx, actor.companyId);
    const changes = await calendarEffect(tx, actor.companyId, before, after);
    await recordAudit(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      actorRole: actor.role,
      action: 'company.compliance_profile_updated',
      targetType: 'company',
      targetId: actor.companyId,
      before: before.confirmed ? strip(before) : null,
      after: { ...strip(after), calendarChanges: changes.map((c) => `${c.change} ${c.obligationId}`) },
      ip,
    });
    return { before, after, calendarChanges: changes };
  });
}

const strip = (p: ComplianceProfile) => ({
  nbfcLayer: p.nbfcLayer,
  assetSizeCr: p.assetSizeCr,
  depositTaking: p.depositTaking,
  listing: p.listing,
  headcount: p.headcount,
  establishmentStates: p.establishmentStates,
  financialYearStartMonth: p.financialYearStartMonth,
  ...complianceFactsOf(p),
});
