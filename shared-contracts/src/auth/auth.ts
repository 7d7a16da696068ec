// API payload types of the auth feature, used by the api and the front ends.
// The payloads (LoginRequest, LoginResponse, ...) are in authPayloads.ts, PublicUser in users.ts, RegisterRequest in companies.ts.

/** The sign-in and registration texts the api answers with (the screens show them letter for letter). */
export const AUTH_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  invalidCredentials: 'Invalid email or password',
  suspended: 'Your account has been suspended. Please contact your administrator.',
  /**
   * Every registration refused for its e-mail address (docs/decisions/0058-registration-of-an-address-in-use-expiry.md): it never says the address has an account; its
   * owner is mailed instead.
   */
  registrationRefused: 'We could not complete this registration. If this e-mail address already has an account, we have sent it a message.',
} as const;
