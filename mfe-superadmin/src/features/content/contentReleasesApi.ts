import { apiRequest } from 'shared-auth';
import type { ContentReleaseResponse, UploadContentReleaseRequest } from 'shared-contracts';

const BASE = '/api/super-admin/content-releases';

export const uploadRelease = (body: UploadContentReleaseRequest) => apiRequest<ContentReleaseResponse>(BASE, { method: 'POST', body });

export const approveRelease = (id: string) => apiRequest<ContentReleaseResponse>(`${BASE}/${id}/approve`, { method: 'POST', body: {} });

export const publishRelease = (id: string, effectiveDate: string) =>
  apiRequest<ContentReleaseResponse>(`${BASE}/${id}/publish`, { method: 'POST', body: { effectiveDate } });

export const rollBackRelease = (id: string) => apiRequest<ContentReleaseResponse>(`${BASE}/${id}/rollback`, { method: 'POST', body: {} });
