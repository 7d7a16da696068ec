import type { Role } from './roles';

/** Every error answer of the api. */
export interface ApiError {
  success: false;
  message: string;
}

export interface PublicUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  status: 'active' | 'suspended';
  companyId: string | null;
  companyName?: string | null;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  success: true;
  user: PublicUser;
  token: string;
  redirectTo?: string;
}

export interface MeResponse {
  success: true;
  user: PublicUser;
}
