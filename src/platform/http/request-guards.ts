/**
 * Checks every request meets before its body is read or its handler runs, so what the framework would let
 * through to a handler (or answer in its own shape) is answered here in the error shape [CONTRACT 2]:
 *
 * - the body's media type must be one the route takes: its `schema.consumes`, else JSON. Anything else is a
 *   415 before a byte of the body is read (a JSON body to an upload, text/plain or a form to a JSON route);
 *   a request without a body is never refused for the type it names. A `Content-Encoding` other than
 *   `identity` is a 415 too: bodies are not decompressed, so a compressed one would only fail later as bad JSON.
 * - a Transfer-Encoding other than `chunked` alone is a 400.
 * - a path value holding U+0000 names nothing: 404, on SQLite and PostgreSQL alike (PostgreSQL would refuse
 *   the lookup itself) [CONTRACT 10].
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequestError, NotFoundError, UnsupportedMediaTypeError } from './errors.ts';

/** `type/subtype` of a Content-Type header, lowercased, without parameters. */
export function mediaType(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const type = header.split(';', 1)[0]!.trim().toLowerCase();
  return type === '' ? undefined : type;
}

/** Whether the request announces a body: a non-zero Content-Length or any Transfer-Encoding. */
export function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

export function registerRequestGuards(app: FastifyInstance): void {
  // Fastify parses text/plain into a string by default, which a JSON route then reports as a wrong type
  // (422); no route takes text, so it is refused by type instead.
  app.removeContentTypeParser('text/plain');
  // Any type without a parser: an empty body is no body (clients label empty POSTs `text/plain`); one with
  // bytes never gets here, the preParsing check below has refused it.
  app.addContentTypeParser('*', (request, _payload, done) => {
    if (hasBody(request)) done(unsupported(request, ['application/json']), undefined);
    else done(null, undefined);
  });

  app.addHook('preParsing', (request, _reply, payload, done) => {
    // Node refuses a final coding other than chunked, but takes `gzip, chunked` and hands over the bytes
    // still coded: no coding but chunked is understood here (RFC 9112 6.1), so it is refused, not misread.
    const transfer = request.headers['transfer-encoding']?.trim().toLowerCase();
    if (transfer !== undefined && transfer !== 'chunked') {
      done(
        new BadRequestError(`Unsupported Transfer-Encoding: ${transfer}; send chunked or a Content-Length`),
      );
      return;
    }
    // GET and HEAD bodies are never parsed; an unknown path answers 404 whatever it was sent.
    if (request.is404 || !hasBody(request) || request.method === 'GET' || request.method === 'HEAD') {
      done(null, payload);
      return;
    }
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    if (encoding !== undefined && encoding !== '' && encoding !== 'identity') {
      done(new UnsupportedMediaTypeError(`Unsupported content encoding: ${encoding}; send the body as is`));
      return;
    }
    const accepted = (request.routeOptions.schema?.consumes as string[] | undefined) ?? ['application/json'];
    const type = mediaType(request.headers['content-type']);
    if (type === undefined || !accepted.includes(type)) {
      done(unsupported(request, accepted));
      return;
    }
    done(null, payload);
  });

  app.addHook('preHandler', (request, _reply, done) => {
    const params = request.params as Record<string, unknown> | undefined;
    const nul = Object.values(params ?? {}).some((v) => typeof v === 'string' && v.includes('\u0000'));
    done(nul ? new NotFoundError() : undefined);
  });
}

function unsupported(request: FastifyRequest, accepted: string[]): UnsupportedMediaTypeError {
  return new UnsupportedMediaTypeError(
    `Unsupported content type: ${request.headers['content-type'] ?? 'none'}; expected ${accepted.join(' or ')}`,
  );
}
