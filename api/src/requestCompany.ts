import type { FastifyRequest } from 'fastify';
import { HttpError } from './httpError';

// Read by almost every feature, so it lives beside httpError.ts rather than in a feature or plugins/ (folder loops).

/** The company of a company user; refuses the super-admin where a company is needed. */
export function companyOf(request: FastifyRequest): string {
  const companyId = request.auth?.companyId;
  if (!companyId) throw new HttpError(403, 'This action belongs to a company account');
  return companyId;
}
