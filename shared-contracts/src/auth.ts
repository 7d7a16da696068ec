// API payload types of the auth feature, used by the api and the front ends.
// The payloads (LoginRequest, LoginResponse, ...) are in authPayloads.ts, PublicUser in users.ts, RegisterRequest in companies.ts.

/** The sign-in and registration texts the api answers with (the screens show them letter for letter). */
export const AUTH_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  invalidCredentials: 'Invalid email or password',
  suspended: 'Your account has been suspended. Please contact your administrator.',
  emailTaken: 'An account with this email already exists',
} as const;
