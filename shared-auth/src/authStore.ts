import { createStore } from 'zustand/vanilla';
import type { LoginResponse, PublicUser, RegisterRequest, SessionResponse, SignInAnswer, SignInChallengeResponse } from 'shared-contracts';
import { isSignInChallenge, landingPathForRole, normalizeRole } from 'shared-contracts';
import { apiRequest, setUnauthorizedHandler } from './apiClient';
import { forgetLegacySession } from './storage';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

/** What every screen tells the user when the server has ended the session (the one text; docs/specifications.md, B §5 and §8). */
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.';

/** POST /api/auth/register body (firstName, lastName, email, password, companyData). */
export type RegisterPayload = RegisterRequest;

export interface AuthState {
  user: PublicUser | null;
  status: AuthStatus;
  /**
   * True from the moment a call answered 401 while signed in (idle or absolute timeout, signed out
   * on another device) until the shell has told the user and offered the sign-in again.
   */
  sessionExpired: boolean;
  /** The shell has told the user about the ended session. */
  acknowledgeExpiry: () => void;
  /** On start: ask the server who is signed in (the session is an HttpOnly cookie). */
  checkSession: () => Promise<void>;
  /**
   * Returns the path to go to, or the next step when the password was right but a step remains
   * (forced password change, MFA code, MFA enrolment); throws the api's error text.
   */
  login: (email: string, password: string) => Promise<string | SignInChallengeResponse>;
  /**
   * Holds the user a completed sign-in step answered (the server has already set the session cookie);
   * returns the path to go to.
   */
  completeSignIn: (answer: LoginResponse) => string;
  register: (payload: RegisterPayload) => Promise<string>;
  logout: () => Promise<void>;
  /** Replace the held user (after a profile change). */
  setUser: (user: PublicUser) => void;
  /** Drop the session locally; 'expired': the server refused it (idle, timed out, ended from another device). */
  clear: (reason?: 'expired') => void;
}

function withRole(user: PublicUser): PublicUser {
  return { ...user, role: normalizeRole(user.role) };
}

/** Bumped by every sign-in and sign-out: an answer to an older session check is then ignored. */
let generation = 0;

/** The only place the auth store is created: shared-auth is a federation singleton. */
export const authStore = createStore<AuthState>()((set, get) => ({
  user: null,
  status: 'loading',
  sessionExpired: false,

  async checkSession() {
    forgetLegacySession();
    const started = ++generation;
    set({ status: 'loading' });
    try {
      const { user } = await apiRequest<SessionResponse>('/api/auth/session');
      if (started !== generation) return;
      set(user ? { user: withRole(user), status: 'signed-in' } : { user: null, status: 'signed-out' });
    } catch {
      if (started !== generation) return;
      set({ user: null, status: 'signed-out' });
    }
  },

  async login(email, password) {
    const answer = await apiRequest<SignInAnswer>('/api/auth/login', { method: 'POST', body: { email, password } });
    // A pending step holds no session: nothing changes until the step is completed.
    if (isSignInChallenge(answer)) return answer;
    return get().completeSignIn(answer);
  },

  completeSignIn(answer) {
    generation++;
    const user = withRole(answer.user);
    set({ user, status: 'signed-in', sessionExpired: false });
    return answer.redirectTo || landingPathForRole(user.role);
  },

  async register(payload) {
    const answer = await apiRequest<LoginResponse>('/api/auth/register', { method: 'POST', body: payload });
    generation++;
    set({ user: withRole(answer.user), status: 'signed-in' });
    return '/admin';
  },

  async logout() {
    generation++;
    try {
      await apiRequest('/api/auth/logout', { method: 'POST' });
    } catch (error) {
      // The answer is ignored; errors are only logged.
      console.error('Logout failed', error);
    }
    set({ user: null, status: 'signed-out' });
  },

  setUser(user) {
    set({ user: withRole(user) });
  },

  clear(reason) {
    generation++;
    set({ user: null, status: 'signed-out', sessionExpired: reason === 'expired' });
  },

  acknowledgeExpiry() {
    set({ sessionExpired: false });
  },
}));

// The one 401 handler: a 401 on any call while signed in means the server ended the session. Every
// screen then shows the signed-out state, and the shell (SessionExpiryNotice) says so and offers the sign-in.
setUnauthorizedHandler(() => {
  if (authStore.getState().status !== 'signed-in') return;
  authStore.getState().clear('expired');
});
