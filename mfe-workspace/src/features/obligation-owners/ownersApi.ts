import { apiRequest } from 'shared-auth';
import type { BulkOwnersRequest, BulkOwnersResponse, CalendarObligation, PublicUser } from 'shared-contracts';
import { loadTeam } from 'shared-ui';
import { loadCalendarView } from '../../common/api';

export interface OwnersData {
  obligations: CalendarObligation[];
  makers: PublicUser[];
  checkers: PublicUser[];
}

/** The obligations that apply (with their owner and checker) and the people who can own or check them. */
export async function loadOwnersData(signal?: AbortSignal): Promise<OwnersData> {
  const [calendar, makers, checkers] = await Promise.all([
    loadCalendarView('', signal),
    loadTeam({ roles: ['maker'] }, signal),
    loadTeam({ roles: ['checker'] }, signal),
  ]);
  return { obligations: calendar.obligations, makers, checkers };
}

/** PUT /api/obligations/owners: many obligations at once, all or nothing (at most 200 a request). */
export const saveOwners = (owners: BulkOwnersRequest['owners']) => apiRequest<BulkOwnersResponse>('/api/obligations/owners', { method: 'PUT', body: { owners } });

/** The value met most often (ties: the first met), or null. */
export function mostCommon(values: Array<string | null | undefined>): string | null {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | null = null;
  for (const [v, n] of counts) if (best === null || n > counts.get(best)!) best = v;
  return best;
}
