import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { HttpError } from '../errors';
import { wrongBodyType } from './request-gate';

/** A path as a message may quote it: without the query, at most 100 characters. */
const quotePath = (url: string) => {
  const path = url.split('?')[0]!;
  return path.length > 100 ? `${path.slice(0, 100)}…` : path;
};

/**
 * Errors the router finds before any route runs: a malformed URL (400) and a path segment over
 * the 200-character limit (414). Neither message echoes the URL back.
 */
export const frameworkErrorHandler: FastifyServerOptions['frameworkErrors'] = (err, _req, reply) => {
  const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = tooLong ? 414 : 400;
  const message = tooLong ? 'A part of the path is too long (at most 200 characters)' : 'The URL is not valid';
  void (reply as FastifyReply)
    .code(status)
    .header('cache-control', 'no-store')
    .send({ status, user_message: message, errors: {} });
};

const TOO_SLOW = 'The request took too long to arrive';

/** What the HTTP parser refuses, as status and message. */
function clientErrorOf(err: NodeJS.ErrnoException): [number, string] {
  switch (err.code) {
    case 'HPE_HEADER_OVERFLOW':
      return [431, 'The request headers are too large (at most 16 KB)'];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'ERR_HTTP_REQUEST_HEADERS_TIMEOUT':
      return [408, TOO_SLOW];
    case 'HPE_INVALID_METHOD':
      return [400, 'Unknown request method'];
    default:
      return [400, 'Malformed request'];
  }
}

/**
 * An answer in the error envelope written straight to a socket, when no request object can carry
 * it (the parser refused the request, or it stalled); the connection is closed after it.
 */
export function writeEnvelopeToSocket(socket: Socket, status: number, message: string): void {
  if (!socket.writable) return;
  const body = JSON.stringify({ status, user_message: message, errors: {} });
  socket.write(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
}

/**
 * Errors of Node's HTTP parser (an unknown method, headers over 16 KB, bad framing, headers or a
 * body that take too long): answered on the raw socket, in the error envelope, and the connection
 * is closed (it cannot be trusted to carry another request).
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = clientErrorOf(err);
  this.log.debug({ err }, 'client error');
  writeEnvelopeToSocket(socket, status, message);
  socket.destroy(err);
}

/**
 * A connection on which nothing arrived for the connection timeout. A request that stalled
 * half-way (its body stopped) is answered 408 before the connection closes; an idle one just closes.
 */
export function idleConnectionHandler(socket: Socket): void {
  const pending = (socket as Socket & { _httpMessage?: { headersSent: boolean } })._httpMessage;
  if (pending && !pending.headersSent) writeEnvelopeToSocket(socket, 408, TOO_SLOW);
  socket.destroy();
}

/** `/a/:id/b` → a regular expression for concrete paths; undefined for catch-all routes. */
function pathPattern(url: string): RegExp | undefined {
  if (url === '*' || url === '/*') return undefined;
  const source = url
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

/** The methods the app serves on a concrete path (HEAD with GET), from the routes it registered. */
function allowedMethods(app: FastifyInstance): (path: string) => string[] {
  let table: { pattern: RegExp; method: string }[] | undefined;
  return (path) => {
    table ??= app.registeredRoutes.flatMap(({ method, url }) => {
      const pattern = pathPattern(url);
      return pattern && method !== 'OPTIONS' ? [{ pattern, method }] : [];
    });
    const methods = new Set(table.filter((r) => r.pattern.test(path)).map((r) => r.method));
    return [...methods].sort();
  };
}

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

  app.setNotFoundHandler(notRoutedHandler(app));
}

/** A known path called with a method it lacks is 405 with Allow; an unknown path is 404. */
export function notRoutedHandler(app: FastifyInstance): (req: FastifyRequest, reply: FastifyReply) => FastifyReply {
  const methodsOf = allowedMethods(app);
  return (req, reply) => {
    const path = req.url.split('?')[0]!;
    const allowed = methodsOf(path);
    if (allowed.length > 0) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({
          status: 405,
          user_message: `${req.method} is not allowed here; use ${allowed.join(' or ')}`,
          errors: {},
        });
    }
    return reply
      .code(404)
      .send({ status: 404, user_message: `No route for ${req.method} ${quotePath(path)}`, errors: {} });
  };
}

/**
 * JSON bodies, where an empty body counts as none; and no body at all under any other type, so a
 * body-less call (mark all read, withdraw) is taken whatever Content-Type it states, or none.
 * A non-empty body of another type is refused with 415 (the request gate names the type it wants).
 */
export function registerBodyParsers(app: FastifyInstance): void {
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
  // Nothing of the API takes text; form bodies are parsed only for the mock's own HTML forms.
  // Any other type is read only to see that it is empty.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (req, body, done) => {
    if ((body as Buffer).length === 0) return done(null, undefined);
    const accepts = req.routeOptions.config.accepts;
    done(accepts ? wrongBodyType(accepts) : new HttpError(415, 'Unsupported content type'), undefined);
  });
}
