import { apiRequest } from 'shared-auth';
import type { MessageResponse, RiskInput, RiskListResponse, RiskResponse } from 'shared-contracts';

export const fetchRisks = () => apiRequest<RiskListResponse>('/api/risks');
export const createRisk = (body: RiskInput) => apiRequest<RiskResponse>('/api/risks', { method: 'POST', body });
export const updateRisk = (id: string, body: RiskInput) => apiRequest<RiskResponse>(`/api/risks/${id}`, { method: 'PUT', body });
export const deleteRisk = (id: string) => apiRequest<MessageResponse>(`/api/risks/${id}`, { method: 'DELETE' });
