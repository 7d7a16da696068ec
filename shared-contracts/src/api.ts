import type { PublicUser } from './users';

/** Every error answer of the api. */
export interface ApiError {
  success: false;
  message: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

/** The session itself travels only in the HttpOnly cookie (Set-Cookie), never in a body. */
export interface LoginResponse {
  success: true;
  user: PublicUser;
  redirectTo?: string;
}

/** GET /api/auth/session: who this browser is signed in as, if anyone (always 200). */
export interface SessionResponse {
  success: true;
  user: PublicUser | null;
}

/** One live session of the signed-in user (GET /api/auth/sessions). */
export interface DeviceSession {
  id: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  /** The session this request came with. */
  current: boolean;
}

export interface DeviceSessionsResponse {
  success: true;
  sessions: DeviceSession[];
  /** Minutes without use after which a session ends. */
  idleMinutes: number;
}

/** POST /api/auth/sessions/{id}/end and /api/auth/sessions/end-others: the password again. */
export interface EndSessionsRequest {
  password: string;
}

export interface EndSessionsResponse {
  success: true;
  message: string;
  ended: number;
}

export interface MeResponse {
  success: true;
  user: PublicUser;
}
