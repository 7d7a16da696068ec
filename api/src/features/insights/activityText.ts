import { auditActionWords } from 'shared-contracts';

/** One audit event told for people on the overview: 'Asha Admin assigned a task'. */
export function describeActivity(action: string, actorName: string | null): string {
  return `${actorName ?? 'System'} ${auditActionWords(action)}`;
}
