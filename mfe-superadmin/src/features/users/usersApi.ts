import { apiRequest } from 'shared-auth';
import type { CreatePlatformUserRequest, PlatformUserResponse, UpdatePlatformUserRequest } from 'shared-contracts';

export const createUser = (body: CreatePlatformUserRequest) =>
  apiRequest<PlatformUserResponse>('/api/super-admin/users', { method: 'POST', body });

export const updateUser = (id: string, body: UpdatePlatformUserRequest) =>
  apiRequest<PlatformUserResponse>(`/api/super-admin/users/${id}`, { method: 'PATCH', body });

export const setUserSuspended = (id: string, suspended: boolean) =>
  apiRequest<PlatformUserResponse>(`/api/super-admin/users/${id}/${suspended ? 'suspend' : 'reactivate'}`, { method: 'POST', body: {} });
