/**
 * The session lives in an HttpOnly cookie the page's scripts cannot read (ASVS v5.0 3.3.4): nothing
 * about it is kept in localStorage. These are the keys earlier versions used (docs/specifications.md, A §3);
 * they are removed on start so no old token stays behind in the browser.
 */
export const LEGACY_TOKEN_KEY = 'auth_token';
export const LEGACY_USER_KEY = 'user';

export function forgetLegacySession(): void {
  try {
    localStorage.removeItem(LEGACY_TOKEN_KEY);
    localStorage.removeItem(LEGACY_USER_KEY);
  } catch {
    // Storage can be disabled; there is nothing to forget then.
  }
}
