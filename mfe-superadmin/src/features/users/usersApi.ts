import { apiRequest } from 'shared-auth';
import type { CreatePlatformUserRequest, OperatorActionResponse, PlatformUserResponse, UpdatePlatformUserRequest } from 'shared-contracts';

export const createUser = (body: CreatePlatformUserRequest) => apiRequest<PlatformUserResponse>('/api/super-admin/users', { method: 'POST', body });

export const updateUser = (id: string, body: UpdatePlatformUserRequest) => apiRequest<PlatformUserResponse>(`/api/super-admin/users/${id}`, { method: 'PATCH', body });

export const setUserSuspended = (id: string, suspended: boolean) =>
  apiRequest<PlatformUserResponse>(`/api/super-admin/users/${id}/${suspended ? 'suspend' : 'reactivate'}`, { method: 'POST', body: {} });

/** A lost authenticator: removed, the user signed out everywhere and told by e-mail (docs/decisions/0029-closing-e-mail-verification-operator-mfa-reset.md). */
export const resetUserMfa = (id: string) => apiRequest<OperatorActionResponse>(`/api/super-admin/users/${id}/mfa-reset`, { method: 'POST', body: {} });

/** Ends every session of the user at once (ASVS 7.4.5). */
export const endUserSessions = (id: string) => apiRequest<OperatorActionResponse>(`/api/super-admin/users/${id}/end-sessions`, { method: 'POST', body: {} });
