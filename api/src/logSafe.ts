import type { FastifyRequest } from 'fastify';

/**
 * What the log may say of a request's address: its route pattern (ids as ":id"), else the path without its query.
 * Query strings carry e-mail addresses and search text: personal data that has no place in the log.
 */
export const loggedPath = (request: FastifyRequest): string => request.routeOptions?.url ?? request.url.split('?')[0] ?? '';

/** An e-mail address as the log may name it: first letter and domain ("a***@example.com"). */
export const maskedEmail = (email: string): string => email.replace(/^([^@])[^@]*@/, '$1***@');
