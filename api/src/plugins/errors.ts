import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { NAME_MESSAGE } from 'shared-contracts';
import { HttpError } from '../httpError';
import { loggedPath } from '../logSafe';

function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return 'Invalid request';
  const where = (first.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
  if (first.keyword === 'additionalProperties') {
    const extra = (first.params as { additionalProperty?: string }).additionalProperty;
    return `Unknown field: ${extra}`;
  }
  if (first.keyword === 'required') {
    const missing = (first.params as { missingProperty?: string }).missingProperty;
    return `Missing field: ${missing}`;
  }
  if (first.keyword === 'format' && (first.params as { format?: string }).format === 'display-name') {
    const field = (where.split('.').pop() ?? 'name')
      .replace(/_/g, ' ')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase();
    return `${field.charAt(0).toUpperCase()}${field.slice(1)} ${NAME_MESSAGE}`;
  }
  return `${where || 'request'} ${first.message ?? 'is invalid'}`.trim();
}

/** PostgreSQL's class 22 (data exception): a value SQL cannot take, e.g. a NUL byte or a malformed uuid. */
const isDataException = (error: FastifyError) => typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code);

const hasNul = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1));
};

/**
 * Errors the router answers before any hook or handler runs (an undecodable path, an over-long id):
 * the same JSON shape as every other error (Fastify's `frameworkErrors` option).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'The address is too long' : 'The address is not valid';
  // No hook runs for these (helmet included): set the headers a JSON error needs here.
  return reply.status(status).headers({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }).send({ success: false, message });
}

/** Every error is JSON { success: false, message } with the right status; no stack traces. */
export const errorsPlugin = fp(async (app) => {
  // PostgreSQL cannot store a NUL character in text: refuse it in any field, query or id up front.
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) {
      throw new HttpError(400, 'The request contains a character that is not allowed (NUL)');
    }
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ success: false, message: error.message });
    }
    if (error.validation) {
      return reply.status(400).send({ success: false, message: validationMessage(error) });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ success: false, message: 'The request is too large' });
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ success: false, message: 'Malformed JSON body' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, message: error.message || 'Invalid request' });
    }
    if (isDataException(error)) {
      // A value the client sent that a rule above the database should have refused: still the client's mistake.
      request.log.warn({ err: error, route: loggedPath(request) }, 'data exception from client input');
      return reply.status(400).send({ success: false, message: 'A value in the request is not valid' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: 'Something went wrong on our side. Please try again.' });
  });
});
