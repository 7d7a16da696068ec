import { apiRequest } from 'shared-auth';
import type { CompanyDetailResponse, CreateCompanyRequest, CreateCompanyResponse } from 'shared-contracts';

export const createCompany = (body: CreateCompanyRequest) => apiRequest<CreateCompanyResponse>('/api/super-admin/companies', { method: 'POST', body });

export const setCompanySuspended = (id: string, suspended: boolean) =>
  apiRequest<CompanyDetailResponse>(`/api/super-admin/companies/${id}/${suspended ? 'suspend' : 'reactivate'}`, {
    method: 'POST',
    body: {},
  });
