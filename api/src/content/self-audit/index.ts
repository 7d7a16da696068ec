import { SELF_AUDIT_ENTITY_TYPES, type SelfAuditEntityType, type SelfAuditItem, type SelfAuditTab } from 'shared-contracts';
import type { ChecklistEntry, LibraryInfo, SelfAuditChecklist } from '../types';
import { committees as c, policies as p, returns as r } from './entries';

type Groups = [name: string, entries: ChecklistEntry[]][];

/** Item ids are `${tab}-${group}-${index}` (spec 001 section 3), index counted from 0. */
const itemsOf = (tab: SelfAuditTab, group: string, entries: ChecklistEntry[]): SelfAuditItem[] =>
  entries.map((entry, index) => ({
    questionId: `${tab}-${group}-${index}`,
    item: entry.item,
    reference: entry.reference,
    ...(entry.guidance ? { guidance: entry.guidance } : {}),
  }));

function checklist(returns: Groups, committees: Groups, policies: Groups): SelfAuditChecklist {
  return {
    returns: returns.map(([category, entries]) => ({ category, items: itemsOf('returns', category, entries) })),
    committees: committees.map(([category, entries]) => ({ category, items: itemsOf('committees', category, entries) })),
    policies: policies.map(([group, entries]) => ({ group, items: itemsOf('policies', group, entries) })),
  };
}

const conductPolicies: ChecklistEntry[] = [p.fpc, p.grievance, p.interestRate, p.penalCharges, p.recovery];
const itPolicies: ChecklistEntry[] = [p.itPolicy, p.bcp, p.isAudit, p.itOutsourcing, p.outsourcing];

export const selfAuditChecklists: Record<SelfAuditEntityType, SelfAuditChecklist> = {
  'NBFC Below 500CR': checklist(
    [
      ['Quarterly Returns', [r.dnbs02, r.dnbs04a, r.dnbs13]],
      ['Monthly Returns', [r.dnbs04b]],
      ['Annual Returns and Certificates', [r.dnbs10]],
      ['AML Reporting', [r.ctrStr, r.ckycr]],
    ],
    [
      ['Board Committees', [c.audit, c.nrc, c.rmc]],
      ['Management Committees', [c.alco, c.itSteering]],
      ['Other Mechanisms', [c.whistle, c.iccPosh]],
    ],
    [
      ['Customer Conduct', conductPolicies],
      ['Credit and KYC', [p.credit, p.kyc, p.directorsLoans, p.ecl]],
      ['IT and Outsourcing', [p.itPolicy, p.bcp, p.outsourcing]],
      ['Digital Lending', [p.digitalLending]],
    ],
  ),
  'NBFC Above 500CR': checklist(
    [
      ['Quarterly Returns', [r.dnbs02, r.dnbs04a, r.dnbs13]],
      ['Monthly and Weekly Returns', [r.dnbs04b, r.dnbs08, r.dnbs09]],
      ['Annual Returns and Certificates', [r.dnbs10, r.formA]],
      ['Event-based Reports', [r.fmr1]],
      ['AML Reporting', [r.ctrStr, r.ckycr]],
    ],
    [
      ['Board Committees', [c.audit, c.nrc, c.rmc, c.itsc, c.scbmf]],
      ['Management Committees', [c.alco, c.itSteering]],
      ['Other Mechanisms', [c.whistle, c.iccPosh, c.csr]],
    ],
    [
      ['Customer Conduct', conductPolicies],
      ['Credit and KYC', [p.credit, p.kyc, p.directorsLoans, p.ecl, p.investment]],
      ['Risk Management', [p.liquidity, p.fraudPolicy, p.fitProper]],
      ['IT and Outsourcing', itPolicies],
      ['Digital Lending', [p.digitalLending]],
    ],
  ),
  'Middle Layer NBFC': checklist(
    [
      ['Quarterly Returns', [r.dnbs01, r.dnbs03, r.dnbs04a, r.dnbs13]],
      ['Monthly and Weekly Returns', [r.dnbs04b, r.dnbs08, r.dnbs09]],
      ['Annual Returns and Certificates', [r.dnbs10, r.formA]],
      ['Event-based Reports', [r.fmr1]],
      ['AML Reporting', [r.ctrStr, r.ckycr]],
    ],
    [
      ['Board Committees', [c.audit, c.nrc, c.rmc, c.itsc, c.scbmf, c.stakeholders]],
      ['Management Committees', [c.alco, c.itSteering]],
      ['Other Mechanisms', [c.whistle, c.iccPosh, c.csr]],
    ],
    [
      ['Customer Conduct', conductPolicies],
      ['Credit and KYC', [p.credit, p.kyc, p.directorsLoans, p.ecl, p.investment]],
      ['Governance and Capital', [p.compliance, p.compensation, p.icaap, p.fitProper]],
      ['Risk Management', [p.liquidity, p.fraudPolicy]],
      ['IT and Outsourcing', itPolicies],
      ['Digital Lending', [p.digitalLending]],
    ],
  ),
  'Core Investment Company': checklist(
    [
      ['Quarterly Returns', [r.dnbs11, r.dnbs12, r.dnbs13]],
      ['Annual Returns and Certificates', [r.dnbs10, r.formA]],
      ['Event-based Reports', [r.fmr1]],
    ],
    [
      ['Board Committees', [c.audit, c.nrc, c.rmc, c.grmc]],
      ['Management Committees', [c.alco, c.itSteering]],
      ['Other Mechanisms', [c.whistle, c.csr]],
    ],
    [
      ['Group Investments', [p.groupInvestment, p.investment, p.groupRisk]],
      ['Governance', [p.fitProper, p.compensation]],
      ['Risk Management', [p.liquidity, p.fraudPolicy, p.kyc]],
      ['IT and Outsourcing', [p.itPolicy, p.bcp, p.outsourcing]],
    ],
  ),
};

export const selfAuditLibrary: LibraryInfo = {
  id: 'self-audit-nbfc',
  version: '2025.12.1',
  effectiveDate: '2025-11-28',
  sources: [
    { title: 'Master Direction - RBI (Filing of Supervisory Returns) Directions, 2024', date: '2024-02-27' },
    { title: 'RBI NBFC Master Directions consolidated on 28 Nov 2025', date: '2025-11-28' },
    { title: 'Master Directions on Fraud Risk Management in NBFCs, 2024', date: '2024-07-15' },
    { title: 'Companies Act, 2013' },
  ],
};

export const selfAuditEntityTypes = [...SELF_AUDIT_ENTITY_TYPES];

/** Every item of an entity type's checklist, keyed by questionId. */
export function selfAuditItems(entityType: SelfAuditEntityType): Map<string, SelfAuditItem & { tab: SelfAuditTab; group: string }> {
  const list = selfAuditChecklists[entityType];
  const items = new Map<string, SelfAuditItem & { tab: SelfAuditTab; group: string }>();
  for (const { category, items: entries } of list.returns) for (const item of entries) items.set(item.questionId, { ...item, tab: 'returns', group: category });
  for (const { category, items: entries } of list.committees) for (const item of entries) items.set(item.questionId, { ...item, tab: 'committees', group: category });
  for (const { group, items: entries } of list.policies) for (const item of entries) items.set(item.questionId, { ...item, tab: 'policies', group });
  return items;
}
