import { apiRequest } from 'shared-auth';
import type { DeviceSessionsResponse, EndSessionsResponse } from 'shared-contracts';

export const fetchSessions = () => apiRequest<DeviceSessionsResponse>('/api/auth/sessions');

export const endSession = (id: string, password: string) =>
  apiRequest<EndSessionsResponse>(`/api/auth/sessions/${encodeURIComponent(id)}/end`, { method: 'POST', body: { password } });

export const endOtherSessions = (password: string) => apiRequest<EndSessionsResponse>('/api/auth/sessions/end-others', { method: 'POST', body: { password } });
