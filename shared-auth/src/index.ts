export { authStore, SESSION_EXPIRED_MESSAGE } from './authStore';
export type { AuthState, AuthStatus, RegisterPayload } from './authStore';
export { AuthProvider, useAuth, useAuthSelector } from './AuthProvider';
export { apiRequest, ApiRequestError, API_BASE, queryString } from './apiClient';
export type { ApiRequestOptions } from './apiClient';
export { forgetLegacySession } from './storage';
export { authModalStore, useAuthModal } from './authModalStore';
export type { AuthModalMode, AuthModalState } from './authModalStore';
export { downloadFile, saveCsv, saveFile } from './download';
