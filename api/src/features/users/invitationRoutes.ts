import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  INVITATION_FILE_MAX_BYTES,
  INVITATION_MESSAGES,
  InvitationAcceptRequestSchema,
  InvitationImportRequestSchema,
  InvitationImportResponseSchema,
  InvitationLookupResponseSchema,
  InvitationPreviewResponseSchema,
  InvitationTokenRequestSchema,
  InviteUserRequestSchema,
  InviteUserResponseSchema,
  MessageResponseSchema,
  SignInAnswerSchema,
  USER_MESSAGES,
  UUID_PATTERN,
  type InvitationAcceptRequest,
  type InvitationImportRequest,
  type InvitationTokenRequest,
  type InviteUserRequest,
} from 'shared-contracts';
import { HttpError } from '../../httpError';
import { deliverSignIn, login } from '../auth/sign-in/signIn';
import { clientMeta as meta } from '../auth/sessions/sessionService';
import { companyOf } from '../../requestCompany';
import { MULTIPART_MALFORMED, MULTIPART_WITH_BOUNDARY } from '../uploads/multipartGuard';
import { readInvitationFile } from './invitationFile';
import { acceptInvitation, importInvitations, inviteUser, lookupInvitation, previewInvitations, resendInvitation } from './invitations';

const adminOf = (request: FastifyRequest) => ({ ...request.auth!, companyId: companyOf(request) });

/** Counted per signed-in admin (after the session check), as the create-user form's limit. */
const perAdmin = (name: string, max: number) => ({
  rateLimit: { max, timeWindow: '1 hour', hook: 'preHandler' as const, keyGenerator: (request: FastifyRequest) => `${name}:${request.auth?.userId ?? request.ip}` },
});

/** The one uploaded file of a multipart form (field "file"), in memory: at most 1 MiB. */
async function readUpload(request: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw new HttpError(400, INVITATION_MESSAGES.fileMissing);
  if (!MULTIPART_WITH_BOUNDARY.test(request.headers['content-type'] ?? '')) throw new HttpError(400, MULTIPART_MALFORMED);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw new HttpError(400, INVITATION_MESSAGES.fileMissing);
    const bytes = await part.toBuffer();
    return { fileName: part.filename ?? '', bytes };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string; statusCode?: number }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'The file is larger than 1 MB');
    // Everything else was thrown while splitting the client's body in memory: its mistake, not the server's.
    throw new HttpError(400, 'The upload could not be read. Please try again.');
  }
}

/** Invitations by e-mail (docs/decisions/0049-people-and-the-command-centre-screen.md): one, or many from a file (preview, then all or nothing), and the invited user's link. */
export const invitationRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: { fileSize: INVITATION_FILE_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 }, throwFileSizeLimit: true });
  const adminOnly = app.requireAuth(['admin']);

  app.post<{ Body: InviteUserRequest }>(
    '/api/admin/users/invitations',
    {
      preHandler: adminOnly,
      schema: { body: InviteUserRequestSchema, response: { 201: InviteUserResponseSchema } },
      // The same allowance as the create-user form: enough to onboard a team, too few to probe addresses.
      config: perAdmin('user-invite', app.config.userCreateLimitPerHour),
    },
    async (request, reply) => reply.status(201).send(await inviteUser(app, adminOf(request), request.body, request.ip)),
  );

  app.post(
    '/api/admin/users/invitations/preview',
    { preHandler: adminOnly, schema: { response: { 200: InvitationPreviewResponseSchema } }, config: perAdmin('user-import-preview', 60) },
    async (request) => {
      const upload = await readUpload(request);
      return previewInvitations(app, adminOf(request), await readInvitationFile(upload.fileName, upload.bytes), request.ip);
    },
  );

  app.post<{ Body: InvitationImportRequest }>(
    '/api/admin/users/invitations/import',
    {
      preHandler: adminOnly,
      schema: { body: InvitationImportRequestSchema, response: { 201: InvitationImportResponseSchema } },
      // One import is one action; at most 200 rows each (the schema) and a few imports an hour stop abuse.
      config: perAdmin('user-import', app.config.userImportLimitPerHour),
    },
    // A refusal answers the preview's shape (each row's errors): InvitationPreviewResponseSchema.
    async (request, reply) => {
      const result = await importInvitations(app, adminOf(request), request.body.rows, request.ip);
      if (result.refused) return reply.status(400).send(result.refused);
      return reply.status(201).send(result.answer);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/admin/users/:id/invitation',
    { preHandler: adminOnly, schema: { response: { 200: MessageResponseSchema } }, config: perAdmin('user-invite-resend', app.config.userCreateLimitPerHour) },
    async (request) => {
      if (!UUID_PATTERN.test(request.params.id)) throw new HttpError(404, USER_MESSAGES.notFound);
      return resendInvitation(app, adminOf(request), request.params.id, request.ip);
    },
  );

  // Public: the e-mailed link may be opened in any browser. The token travels in the body only (never a URL).
  const linkLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
  app.post<{ Body: InvitationTokenRequest }>(
    '/api/auth/invitation/lookup',
    { schema: { body: InvitationTokenRequestSchema, response: { 200: InvitationLookupResponseSchema } }, config: linkLimit },
    async (request) => lookupInvitation(app, request.body.token),
  );
  // Accepting signs the person in with the password just chosen, through the one sign-in: a step that remains
  // (two-step verification to set up, by the company's rule) is answered as the sign-in's challenge.
  app.post<{ Body: InvitationAcceptRequest }>(
    '/api/auth/invitation/accept',
    { schema: { body: InvitationAcceptRequestSchema, response: { 200: SignInAnswerSchema } }, config: linkLimit },
    async (request, reply) => {
      const accepted = await acceptInvitation(app, request.body.token, request.body.newPassword, request.ip);
      return deliverSignIn(request, reply, await login(app, accepted.email, request.body.newPassword, meta(request)));
    },
  );
};
