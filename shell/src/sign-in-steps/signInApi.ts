import { apiRequest } from 'shared-auth';
import type { MfaSetupResponse, SignInAnswer, SignInCompleteResponse } from 'shared-contracts';

/** The calls of the steps after a correct password (no session yet: the challenge token is the key). */
export const signInApi = {
  changePassword: (challengeToken: string, newPassword: string) =>
    apiRequest<SignInAnswer>('/api/auth/login/password-change', { method: 'POST', body: { challengeToken, newPassword } }),
  verifyCode: (challengeToken: string, code: string) => apiRequest<SignInCompleteResponse>('/api/auth/login/mfa', { method: 'POST', body: { challengeToken, code } }),
  startEnrolment: (challengeToken: string) => apiRequest<MfaSetupResponse>('/api/auth/login/mfa-enrol/start', { method: 'POST', body: { challengeToken } }),
  confirmEnrolment: (challengeToken: string, code: string) =>
    apiRequest<SignInCompleteResponse>('/api/auth/login/mfa-enrol/confirm', { method: 'POST', body: { challengeToken, code } }),
  requestReset: (email: string) => apiRequest<{ success: true; message: string }>('/api/auth/password-reset/request', { method: 'POST', body: { email } }),
  confirmReset: (token: string, newPassword: string) =>
    apiRequest<{ success: true; message: string }>('/api/auth/password-reset/confirm', { method: 'POST', body: { token, newPassword } }),
};
