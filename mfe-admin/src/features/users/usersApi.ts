import { ApiRequestError, apiRequest } from 'shared-auth';
import {
  passwordLengthError,
  type CreateUserResponse,
  type DeleteUserResponse,
  type OperatorActionResponse,
  type TeamRole,
  type UserListResponse,
} from 'shared-contracts';

export interface CreateUserInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export const usersApi = {
  list: (role: TeamRole, signal?: AbortSignal) => apiRequest<UserListResponse>(`/api/admin/users?role=${role}`, { signal }),
  create: (role: TeamRole, input: CreateUserInput) => apiRequest<CreateUserResponse>('/api/admin/users', { method: 'POST', body: { ...input, role } }),
  remove: (id: string) => apiRequest<DeleteUserResponse>(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  /** A lost authenticator: the server removes it, signs the user out and e-mails them (docs/decisions/0029-closing-e-mail-verification-operator-mfa-reset.md). */
  resetMfa: (id: string) => apiRequest<OperatorActionResponse>(`/api/admin/users/${encodeURIComponent(id)}/mfa-reset`, { method: 'POST' }),
  /** Ends every session of the user at once (ASVS 7.4.5). */
  endSessions: (id: string) => apiRequest<OperatorActionResponse>(`/api/admin/users/${encodeURIComponent(id)}/end-sessions`, { method: 'POST' }),
};

/**
 * All four fields are required; the password length rule is docs/decisions/0014-sign-in-and-credentials.md (8 for makers and
 * checkers; the server also refuses common passwords). Returns the message or null.
 */
export function validateNewUser(input: CreateUserInput): string | null {
  if (!input.firstName.trim() || !input.lastName.trim() || !input.email.trim() || !input.password) return 'Please fill in all fields';
  return passwordLengthError(input.password, 'maker');
}

/** The server's own message when it answered one, else null. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  const body = error.body as { message?: unknown; error?: unknown } | null;
  if (body && typeof body.message === 'string' && body.message) return body.message;
  if (body && typeof body.error === 'string' && body.error) return body.error;
  return null;
}

export const roleLabel = (role: TeamRole) => (role === 'maker' ? 'Maker' : 'Checker');
