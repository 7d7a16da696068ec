// API payload types of the auth feature, used by the api and the front ends.
// LoginRequest, LoginResponse, MeResponse and PublicUser live in api.ts; RegisterRequest in companies.ts.
import type { LoginResponse } from './api';

/** POST /api/auth/register answers like a sign-in (success, user, token, redirectTo '/admin'). */
export type RegisterResponse = LoginResponse;

export interface LogoutResponse {
  success: true;
  message: string;
}

/** The sign-in and registration texts the api answers with (the screens show them letter for letter). */
export const AUTH_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  invalidCredentials: 'Invalid email or password',
  suspended: 'Your account has been suspended. Please contact your administrator.',
  emailTaken: 'An account with this email already exists',
} as const;
