import { createStore } from 'zustand/vanilla';
import type { LoginResponse, MeResponse, PublicUser, RegisterRequest, SignInAnswer, SignInChallengeResponse } from 'shared-contracts';
import { isSignInChallenge, landingPathForRole, normalizeRole } from 'shared-contracts';
import { apiRequest } from './apiClient';
import { clearStoredSession, readStoredSession, writeStoredSession } from './storage';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

/** POST /api/auth/register body (firstName, lastName, email, password, companyData). */
export type RegisterPayload = RegisterRequest;

export interface AuthState {
  user: PublicUser | null;
  token: string | null;
  status: AuthStatus;
  /** Spec 000 section 4: verify a stored session with the server; clear it on any failure. */
  checkSession: () => Promise<void>;
  /**
   * Returns the path to go to, or the next step when the password was right but a step remains
   * (forced password change, MFA code, MFA enrolment); throws the api's error text.
   */
  login: (email: string, password: string) => Promise<string | SignInChallengeResponse>;
  /** Holds the session a completed sign-in step answered; returns the path to go to. */
  completeSignIn: (answer: LoginResponse) => string;
  register: (payload: RegisterPayload) => Promise<string>;
  logout: () => Promise<void>;
  /** Replace the held user (after a profile change). */
  setUser: (user: PublicUser) => void;
  /** Drop the session locally (an expired token seen by any screen). */
  clear: () => void;
}

function withRole(user: PublicUser): PublicUser {
  return { ...user, role: normalizeRole(user.role) };
}

/** The only place the auth store is created: shared-auth is a federation singleton. */
export const authStore = createStore<AuthState>()((set, get) => ({
  user: null,
  token: null,
  status: 'loading',

  async checkSession() {
    const stored = readStoredSession();
    if (!stored) {
      set({ user: null, token: null, status: 'signed-out' });
      return;
    }
    set({ token: stored.token, user: withRole(stored.user), status: 'loading' });
    try {
      const me = await apiRequest<MeResponse>('/api/auth/me', { token: stored.token });
      // Signed out (or in as someone else) elsewhere while the check was on its way: keep that.
      if (readStoredSession()?.token !== stored.token) {
        set({ user: null, token: null, status: 'signed-out' });
        return;
      }
      const user = withRole(me.user);
      writeStoredSession(stored.token, user);
      set({ user, token: stored.token, status: 'signed-in' });
    } catch {
      clearStoredSession();
      set({ user: null, token: null, status: 'signed-out' });
    }
  },

  async login(email, password) {
    const answer = await apiRequest<SignInAnswer>('/api/auth/login', {
      method: 'POST',
      body: { email, password },
      token: null,
    });
    if (isSignInChallenge(answer)) return answer;
    return get().completeSignIn(answer);
  },

  completeSignIn(answer) {
    const user = withRole(answer.user);
    writeStoredSession(answer.token, user);
    set({ user, token: answer.token, status: 'signed-in' });
    return answer.redirectTo || landingPathForRole(user.role);
  },

  async register(payload) {
    const answer = await apiRequest<LoginResponse>('/api/auth/register', {
      method: 'POST',
      body: payload,
      token: null,
    });
    const user = withRole(answer.user);
    writeStoredSession(answer.token, user);
    set({ user, token: answer.token, status: 'signed-in' });
    return '/admin';
  },

  async logout() {
    const token = get().token;
    try {
      if (token) await apiRequest('/api/auth/logout', { method: 'POST', token });
    } catch (error) {
      // Spec: the answer is ignored; errors are only logged.
      console.error('Logout failed', error);
    }
    clearStoredSession();
    set({ user: null, token: null, status: 'signed-out' });
  },

  setUser(user) {
    const token = get().token;
    if (token) writeStoredSession(token, user);
    set({ user: withRole(user) });
  },

  clear() {
    clearStoredSession();
    set({ user: null, token: null, status: 'signed-out' });
  },
}));
