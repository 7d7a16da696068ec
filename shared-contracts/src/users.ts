// API payload types of the users feature, used by the api and the front ends.
import type { PublicUser } from './api';
import type { TeamRole } from './roles';
import type { Task } from './tasks';

/** POST /api/admin/users (spec 000 section 3: the create-user payload). */
export interface CreateUserRequest {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: TeamRole;
}

/** A maker or checker as the admin's user management lists it. */
export interface TeamUser extends PublicUser {
  createdAt: string;
  /** In the team list: whether the user has an authenticator enrolled (the admin may reset it). */
  mfaEnabled?: boolean;
}

/** GET /api/admin/users?role= — `data` repeats `users` (the specification reads either). */
export interface UserListResponse {
  success: true;
  users: TeamUser[];
  data: TeamUser[];
  /** With `?limit=`: the cursor of the next page (`?cursor=`), null on the last page. */
  nextCursor: string | null;
}

export interface CreateUserResponse {
  success: true;
  message: string;
  user: TeamUser;
}

export interface DeleteUserResponse {
  success: true;
  message: string;
}

export const USER_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  /** Issue 15 raised spec 000's 6 to 8 (12 for admins): see docs/decisions.md. */
  passwordTooShort: 'Password must be at least 8 characters long',
  emailTaken: 'An account with this email already exists',
  cannotDeleteSelf: 'You cannot delete your own account',
  notFound: 'User not found',
} as const;

/** GET /api/admin/search?q= */
export interface AdminSearchResponse {
  success: true;
  users: TeamUser[];
  tasks: Task[];
}
