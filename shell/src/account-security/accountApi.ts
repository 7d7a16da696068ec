import { apiRequest } from 'shared-auth';
import type { AccountSecurityResponse, MfaSetupRequest, MfaSetupResponse, RecoveryCodesResponse } from 'shared-contracts';

/** The signed-in user's own credentials (every role). */
export const accountApi = {
  security: () => apiRequest<AccountSecurityResponse>('/api/auth/security'),
  changePassword: (currentPassword: string, newPassword: string) =>
    apiRequest<{ success: true; message: string }>('/api/auth/password', { method: 'POST', body: { currentPassword, newPassword } }),
  /** Binding an authenticator (first or replacement) needs the password or a current code. */
  setupMfa: (proof: MfaSetupRequest) => apiRequest<MfaSetupResponse>('/api/auth/mfa/setup', { method: 'POST', body: proof }),
  confirmMfa: (code: string) => apiRequest<RecoveryCodesResponse>('/api/auth/mfa/confirm', { method: 'POST', body: { code } }),
  newRecoveryCodes: (password: string) => apiRequest<RecoveryCodesResponse>('/api/auth/mfa/recovery-codes', { method: 'POST', body: { password } }),
  disableMfa: (password: string) => apiRequest<{ success: true; message: string }>('/api/auth/mfa/disable', { method: 'POST', body: { password } }),
};
