import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../errors';

/** Every failure answers `{ status, user_message, errors }`; bad input never becomes a 5xx. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) return reply.code(err.status).send(err.toBody());

    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string[]> = {};
      for (const v of err.validation) {
        const key =
          v.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.') ||
          (err.validationContext ?? 'request');
        (errors[key] ??= []).push(v.message ?? 'Invalid value');
      }
      const first = Object.entries(errors)[0];
      const message = first ? `${first[0]}: ${first[1][0]}` : 'The given data was invalid';
      return reply.code(422).send({ status: 422, user_message: message, errors });
    }

    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
      return reply.code(500).send({ status: 500, user_message: 'Internal server error', errors: {} });
    }

    const status =
      typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) req.log.error({ err }, 'unhandled error');
    const message =
      status === 500
        ? 'Internal server error'
        : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Unsupported content type'
          : err.message;
    return reply.code(status).send({ status, user_message: message, errors: {} });
  });

  app.setNotFoundHandler((req, reply) => {
    reply
      .code(404)
      .send({ status: 404, user_message: `No route for ${req.method} ${req.url.split('?')[0]}`, errors: {} });
  });
}

/** JSON bodies, where an empty body counts as none (clients send a JSON content type on every call). */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = (body as string).trim();
    if (text === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError(400, 'The request body is not valid JSON'), undefined);
    }
  });
}
