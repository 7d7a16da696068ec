import { apiRequest } from 'shared-auth';
import type { UpdateDetailResponse, UpdateFilter, UpdatesListResponse } from 'shared-contracts';

export const PAGE_SIZE = 6;

export function fetchUpdates(filter: UpdateFilter, archived: boolean, page: number) {
  const query = new URLSearchParams({ type: filter, page: String(page), pageSize: String(PAGE_SIZE) });
  if (archived) query.set('archived', 'true');
  return apiRequest<UpdatesListResponse>(`/api/updates?${query}`);
}

export const fetchUpdate = (id: string) => apiRequest<UpdateDetailResponse>(`/api/updates/${id}`).then((r) => r.update);
export const archiveUpdate = (id: string) => apiRequest(`/api/updates/${id}/archive`, { method: 'POST' });
export const restoreUpdate = (id: string) => apiRequest(`/api/updates/${id}/archive`, { method: 'DELETE' });
