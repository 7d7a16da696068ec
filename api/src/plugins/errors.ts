import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { HttpError } from '../httpError';

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
  return `${where || 'request'} ${first.message ?? 'is invalid'}`.trim();
}

/** Every error is JSON { success: false, message } with the right status; no stack traces. */
export const errorsPlugin = fp(async (app) => {
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
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: 'Something went wrong on our side. Please try again.' });
  });
});
