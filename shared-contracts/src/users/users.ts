// API payloads of the users domain (the admin's team, the super-admin's user management, the public
// user every answer names): one TypeBox schema each, the TypeScript types derived from them.
import { Type, type Static } from '@sinclair/typebox';
import { DisplayName, Nullable, StringEnum, Text, Uuid } from '../common/schemaFormats';
import { ROLES, TEAM_ROLES } from '../common/roles';
import { TaskSchema } from '../tasks/tasks';

export const ACCOUNT_STATUSES = ['active', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
/** Roles the super-admin may give a company user. */
export const COMPANY_ROLES = ['admin', 'maker', 'checker'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** A user as answers name it (never the password hash). */
export const PublicUserSchema = Type.Object({
  id: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  role: StringEnum(ROLES),
  status: StringEnum(ACCOUNT_STATUSES),
  companyId: Nullable(Type.String()),
  companyName: Type.Optional(Nullable(Type.String())),
  /** True while the session is limited to setting up two-step verification (a new admin's first session). */
  mfaEnrolmentRequired: Type.Optional(Type.Boolean()),
});
export type PublicUser = Static<typeof PublicUserSchema>;

/** POST /api/admin/users: the admin's create-user form. */
export const CreateUserRequestSchema = Type.Object(
  {
    firstName: DisplayName(100, { required: true }),
    lastName: DisplayName(100, { required: true }),
    email: Text(254, { format: 'email' }),
    password: Text(1000),
    role: StringEnum(TEAM_ROLES, { maxLength: 20 }),
  },
  { additionalProperties: false },
);
export type CreateUserRequest = Static<typeof CreateUserRequestSchema>;

/** A maker or checker as the admin's user management lists it. */
export const TeamUserSchema = Type.Composite([
  PublicUserSchema,
  Type.Object({
    createdAt: Type.String(),
    /** In the team list: whether the user has an authenticator enrolled (the admin may reset it). */
    mfaEnabled: Type.Optional(Type.Boolean()),
    /** In the team list: invited by e-mail and not yet set their password (docs/decisions/0049-people-and-the-command-centre-screen.md). */
    invitationPending: Type.Optional(Type.Boolean()),
  }),
]);
export type TeamUser = Static<typeof TeamUserSchema>;

/** GET /api/admin/users?role=&limit=&cursor= */
export const UserListQuerySchema = Type.Object(
  { role: Type.Optional(StringEnum(TEAM_ROLES, { maxLength: 20 })), limit: Type.Optional(Text(16)), cursor: Type.Optional(Text(300)) },
  { additionalProperties: false },
);
export type UserListQuery = Static<typeof UserListQuerySchema>;

/** GET /api/admin/users — `data` repeats `users` (the specification reads either). */
export const UserListResponseSchema = Type.Object({
  success: Type.Literal(true),
  users: Type.Array(TeamUserSchema),
  data: Type.Array(TeamUserSchema),
  /** With `?limit=`: the cursor of the next page (`?cursor=`), null on the last page. */
  nextCursor: Nullable(Type.String()),
});
export type UserListResponse = Static<typeof UserListResponseSchema>;

export const CreateUserResponseSchema = Type.Object({ success: Type.Literal(true), message: Type.String(), user: TeamUserSchema });
export type CreateUserResponse = Static<typeof CreateUserResponseSchema>;

export const DeleteUserResponseSchema = Type.Object({ success: Type.Literal(true), message: Type.String() });
export type DeleteUserResponse = Static<typeof DeleteUserResponseSchema>;

export const USER_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  /** 8 characters (12 for admins; the first specification said 6): see docs/decisions/0005-admin-console-and-maker-checker-workspace-mfe.md. */
  passwordTooShort: 'Password must be at least 8 characters long',
  emailTaken: 'An account with this email already exists',
  cannotDeleteSelf: 'You cannot delete your own account',
  notFound: 'User not found',
} as const;

/** GET /api/admin/search?q= */
export const AdminSearchQuerySchema = Type.Object({ q: Type.Optional(Text(100)) }, { additionalProperties: false });
export const AdminSearchResponseSchema = Type.Object({ success: Type.Literal(true), users: Type.Array(TeamUserSchema), tasks: Type.Array(TaskSchema) });
export type AdminSearchResponse = Static<typeof AdminSearchResponseSchema>;

/** A company user as the super-admin's User Management lists it (any company). */
export const PlatformUserRowSchema = Type.Composite([
  Type.Omit(PublicUserSchema, ['companyName']),
  Type.Object({
    companyName: Nullable(Type.String()),
    createdAt: Type.String(),
    /** In the user list: whether an authenticator is enrolled (the operator may reset it). */
    mfaEnabled: Type.Optional(Type.Boolean()),
  }),
]);
export type PlatformUserRow = Static<typeof PlatformUserRowSchema>;

/** The page fields of the console's paged lists. */
export const PagedSchema = Type.Object({ total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() });
export type Paged = Static<typeof PagedSchema>;

/** GET /api/super-admin/users?search&role&companyId&status&page&pageSize */
export const PlatformUsersResponseSchema = Type.Composite([PagedSchema, Type.Object({ success: Type.Literal(true), users: Type.Array(PlatformUserRowSchema) })]);
export type PlatformUsersResponse = Static<typeof PlatformUsersResponseSchema>;

/** POST /api/super-admin/users: every field required and typed by the schema itself. */
export const CreatePlatformUserRequestSchema = Type.Object(
  {
    firstName: DisplayName(100),
    lastName: DisplayName(100),
    email: Text(254),
    password: Text(128),
    role: StringEnum(COMPANY_ROLES),
    companyId: Uuid(),
  },
  { additionalProperties: false },
);
export type CreatePlatformUserRequest = Static<typeof CreatePlatformUserRequestSchema>;

/** PATCH /api/super-admin/users/{id}: at least one field. */
export const UpdatePlatformUserRequestSchema = Type.Partial(
  Type.Object({ firstName: DisplayName(100), lastName: DisplayName(100), email: Text(254), role: StringEnum(COMPANY_ROLES) }, { additionalProperties: false }),
  { additionalProperties: false, minProperties: 1 },
);
export type UpdatePlatformUserRequest = Static<typeof UpdatePlatformUserRequestSchema>;

export const PlatformUserResponseSchema = Type.Object({ success: Type.Literal(true), user: PlatformUserRowSchema });
export type PlatformUserResponse = Static<typeof PlatformUserResponseSchema>;
