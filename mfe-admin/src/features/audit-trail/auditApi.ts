import { apiRequest } from 'shared-auth';
import type { AuditChainVerification, AuditFilterOptions, AuditListResponse } from 'shared-contracts';

export interface AuditQuery {
  userId: string;
  entity: string;
  from: string;
  to: string;
  page: number;
}

export const PAGE_SIZE = 25;

/** The query string of a filtered page; empty filters are left out. */
export function auditSearch(query: AuditQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (query.userId) params.set('userId', query.userId);
  if (query.entity) params.set('entity', query.entity);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}

export const auditApi = {
  page: (query: AuditQuery, signal?: AbortSignal) =>
    apiRequest<AuditListResponse>(`/api/audit?${auditSearch(query, { page: String(query.page), pageSize: String(PAGE_SIZE) })}`, { signal }),
  filters: (signal?: AbortSignal) => apiRequest<AuditFilterOptions>('/api/audit/filters', { signal }),
  verify: () => apiRequest<{ success: true } & AuditChainVerification>('/api/audit/verify'),
};
