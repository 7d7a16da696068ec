import type { PublicUser } from 'shared-contracts';

/** Spec 000 section 3: the client storage keys. */
export const TOKEN_KEY = 'auth_token';
export const USER_KEY = 'user';

export function readStoredSession(): { token: string; user: PublicUser } | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const raw = localStorage.getItem(USER_KEY);
    if (!token || !raw) return null;
    return { token, user: JSON.parse(raw) as PublicUser };
  } catch {
    return null;
  }
}

export function writeStoredSession(token: string, user: PublicUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearStoredSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}
