import type { SelfAuditContentResponse, SelfAuditItem, SelfAuditSavedResponse, SelfAuditTab } from 'shared-contracts';
import { percentOf } from '../assessment-common/progress';

export const TABS: { key: SelfAuditTab; label: string }[] = [
  { key: 'returns', label: 'Returns' },
  { key: 'committees', label: 'Committees' },
  { key: 'policies', label: 'Policies' },
];

/** An item's answer as the screen holds it: the answer's own fields. */
export type AuditAnswer = Pick<SelfAuditSavedResponse, 'status' | 'remarks'>;
export type AuditAnswers = Record<string, AuditAnswer>;

/** One list on the left: a category of returns or committees, or a policy type. */
export interface ChecklistGroup {
  name: string;
  items: SelfAuditItem[];
}

export function groupsOf(tabs: SelfAuditContentResponse['tabs'], tab: SelfAuditTab): ChecklistGroup[] {
  if (tab === 'policies') return tabs.policies.map((g) => ({ name: g.group, items: g.items }));
  return tabs[tab].map((c) => ({ name: c.category, items: c.items }));
}

export interface FlatItem extends SelfAuditItem {
  tab: SelfAuditTab;
  group: string;
}

/** Every item of the entity type, in page order. */
export function allItems(tabs: SelfAuditContentResponse['tabs']): FlatItem[] {
  return TABS.flatMap(({ key }) => groupsOf(tabs, key).flatMap((g) => g.items.map((item) => ({ ...item, tab: key, group: g.name }))));
}

export const answeredIn = (items: { questionId: string }[], answers: AuditAnswers) => items.filter((i) => answers[i.questionId]?.status).length;

export function percentIn(items: { questionId: string }[], answers: AuditAnswers): number {
  return percentOf(answeredIn(items, answers), items.length);
}
