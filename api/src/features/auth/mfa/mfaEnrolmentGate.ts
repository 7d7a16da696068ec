import type { FastifyRequest } from 'fastify';

/**
 * What a session limited to two-step enrolment may reach (docs/decisions/0240-mfa-every-role-limited-first-session.md):
 * setting up the authenticator, the account's own basics (who am I, its security and devices, its e-mail
 * verification, its password) and signing out. Every other signed-in route answers 403.
 */
const ALLOWED_WHILE_ENROLLING = new Set([
  'GET /api/auth/me',
  'GET /api/auth/security',
  'POST /api/auth/mfa/setup',
  'POST /api/auth/mfa/confirm',
  'POST /api/auth/logout',
  'POST /api/auth/password',
  'GET /api/auth/email-verification',
  'POST /api/auth/email-verification/resend',
  'GET /api/auth/sessions',
  'POST /api/auth/sessions/:id/end',
  'POST /api/auth/sessions/end-others',
]);

export const allowedWhileEnrolling = (request: FastifyRequest): boolean =>
  ALLOWED_WHILE_ENROLLING.has(`${request.method === 'HEAD' ? 'GET' : request.method} ${request.routeOptions.url ?? ''}`);
