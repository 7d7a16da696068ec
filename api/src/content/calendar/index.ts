import type { Obligation } from './types';
import { rbiObligations } from './rbi';
import { mcaObligations } from './mca';
import { labourObligations, professionalTaxObligations } from './labour';
import { taxObligations } from './tax';

export * from './types';

/**
 * The statutory calendar's library: each obligation has a stable id and a version; a change of rule
 * bumps the version, never reuses an id for another obligation. Checked against the law in force on
 * 23 Nov 2026 (see docs/decisions.md, "Statutory calendar").
 */
export const calendarLibrary = {
  id: 'statutory-calendar',
  version: '2026.11.1',
  effectiveDate: '2026-11-23',
  obligations: [...rbiObligations, ...mcaObligations, ...labourObligations, ...professionalTaxObligations, ...taxObligations] as readonly Obligation[],
};
