import type { FastifyReply, FastifyRequest } from 'fastify';

/** multipart/form-data with a boundary parameter: without one the body cannot be split into parts. */
export const MULTIPART_WITH_BOUNDARY = /^multipart\/form-data\s*;(.*;)?\s*boundary=("[^"]+"|[^;\s]+)/i;

export const MULTIPART_MALFORMED = 'The upload is not a valid multipart form (its boundary is missing)';

/**
 * On every route: a body that says it is multipart but cannot be split (no boundary, or another multipart kind)
 * is the client's mistake, answered 400 before any route or parser sees it.
 */
export async function refuseMalformedMultipart(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const type = request.headers['content-type'];
  if (typeof type !== 'string' || !/^\s*multipart\//i.test(type) || MULTIPART_WITH_BOUNDARY.test(type.trim())) return undefined;
  return reply.status(400).send({ success: false, message: MULTIPART_MALFORMED });
}
