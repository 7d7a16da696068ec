// API payloads of invitations by e-mail (docs/decisions/0049-people-and-the-command-centre-screen.md): beside the specified create-user form, the admin
// invites a maker or checker (one, or many from a CSV/XLSX file) and each sets their own password
// from a single-use link.
import { Type, type Static } from '@sinclair/typebox';
import { DisplayName, StringEnum, Text } from '../common/schemaFormats';
import { TEAM_ROLES } from '../common/roles';
import { TeamUserSchema } from './users';

/** Rows one import may hold: a whole team at once, not a mailing list. */
export const INVITATION_IMPORT_MAX_ROWS = 200;
/** Days an invitation link stays usable. */
export const INVITATION_DAYS = 7;
/** The largest file a bulk invitation may upload (CSV or XLSX). */
export const INVITATION_FILE_MAX_BYTES = 1024 * 1024;

/** POST /api/admin/users/invitations: one invitation. */
export const InviteUserRequestSchema = Type.Object(
  {
    firstName: DisplayName(100, { required: true }),
    lastName: DisplayName(100, { required: true }),
    email: Text(254, { format: 'email' }),
    role: StringEnum(TEAM_ROLES, { maxLength: 20 }),
  },
  { additionalProperties: false },
);
export type InviteUserRequest = Static<typeof InviteUserRequestSchema>;

export const InviteUserResponseSchema = Type.Object({ success: Type.Literal(true), message: Type.String(), user: TeamUserSchema });
export type InviteUserResponse = Static<typeof InviteUserResponseSchema>;

/** One row of a bulk invitation as read from the file (texts as written; checked by the server). */
export const InvitationRowSchema = Type.Object({ firstName: Text(100), lastName: Text(100), email: Text(254), role: Text(20) }, { additionalProperties: false });
export type InvitationRow = Static<typeof InvitationRowSchema>;

/** A row of the preview: its line in the file and every reason it cannot be invited (none: it can). */
export const InvitationPreviewRowSchema = Type.Composite([InvitationRowSchema, Type.Object({ line: Type.Integer(), errors: Type.Array(Type.String()) })]);
export type InvitationPreviewRow = Static<typeof InvitationPreviewRowSchema>;

/** POST /api/admin/users/invitations/preview (multipart, one file) and a refused import's answer. */
export const InvitationPreviewResponseSchema = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  rows: Type.Array(InvitationPreviewRowSchema),
  /** Rows with at least one error; the import runs only when this is 0. */
  errorCount: Type.Integer(),
});
export type InvitationPreviewResponse = Static<typeof InvitationPreviewResponseSchema>;

/** POST /api/admin/users/invitations/import: the previewed rows, all invited or none. */
export const InvitationImportRequestSchema = Type.Object(
  { rows: Type.Array(InvitationRowSchema, { minItems: 1, maxItems: INVITATION_IMPORT_MAX_ROWS }) },
  { additionalProperties: false },
);
export type InvitationImportRequest = Static<typeof InvitationImportRequestSchema>;

export const InvitationImportResponseSchema = Type.Object({ success: Type.Literal(true), message: Type.String(), users: Type.Array(TeamUserSchema) });
export type InvitationImportResponse = Static<typeof InvitationImportResponseSchema>;

/** POST /api/auth/invitation/lookup and /accept: the link's token travels in the body only. */
export const InvitationTokenRequestSchema = Type.Object({ token: Text(200) }, { additionalProperties: false });
export type InvitationTokenRequest = Static<typeof InvitationTokenRequestSchema>;

export const InvitationLookupResponseSchema = Type.Object({
  success: Type.Literal(true),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  role: StringEnum(TEAM_ROLES),
  companyName: Type.String(),
});
export type InvitationLookupResponse = Static<typeof InvitationLookupResponseSchema>;

export const InvitationAcceptRequestSchema = Type.Object({ token: Text(200), newPassword: Text(1000) }, { additionalProperties: false });
export type InvitationAcceptRequest = Static<typeof InvitationAcceptRequestSchema>;

export const INVITATION_MESSAGES = {
  invalid: 'This invitation link is not valid or has expired. Ask your administrator for a new invitation.',
  accepted: 'Your password is set. Please sign in with your e-mail address and new password.',
  /** Said when accepting led straight into a sign-in step (two-step verification to set up). */
  acceptedSigningIn: 'Your password is set. One more step and you are signed in.',
  fileMissing: 'Choose a CSV or XLSX file to upload',
  fileType: 'The file must be a CSV or XLSX file',
  fileEmpty: 'The file has no rows to invite',
  fileHeader: 'The first row must name the columns: First name, Last name, Email, Role (or Name, Email, Role)',
  tooManyRows: `One import may hold at most ${INVITATION_IMPORT_MAX_ROWS} rows`,
  hasErrors: 'Nothing was imported: correct the rows with errors and upload the file again',
} as const;
