/**
 * The one place that chooses an error's status and body [CONTRACT 2]. Everything thrown anywhere ends here.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ValidationError, type ValidationIssue } from './errors.ts';
import { isUnstorableText, nulIssue } from './nul-text.ts';

interface AjvLikeError {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const LOCATION: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/** Maps Ajv's errors to the 422 entries of CONTRACT 2: `{loc, msg, type}`. */
export function toValidationIssues(errors: AjvLikeError[], context: string): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    const loc: (string | number)[] = [LOCATION[context] ?? context];
    for (const part of error.instancePath.split('/').slice(1)) {
      const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
      loc.push(/^\d+$/.test(key) ? Number(key) : key);
    }
    let type = error.keyword;
    let msg = error.message ?? 'is invalid';
    if (error.keyword === 'required') {
      loc.push(String(error.params.missingProperty));
      type = 'missing';
      msg = 'Field required';
    } else if (error.keyword === 'additionalProperties') {
      loc.push(String(error.params.additionalProperty));
      type = 'extra_forbidden';
      msg = 'Unknown field';
    } else if (error.keyword === 'enum' || error.keyword === 'const') {
      type = 'enum';
      const allowed = (error.params.allowedValues ?? [error.params.allowedValue]) as unknown[];
      msg = `Input should be ${allowed.map((v) => JSON.stringify(v)).join(', ')}`;
    } else if (error.keyword === 'anyOf' || error.keyword === 'oneOf') {
      // Unions of literals are how TypeBox writes enums; their branches' own errors add nothing.
      type = 'enum';
      msg = 'Input is not one of the allowed values';
    } else if (error.keyword === 'type') {
      msg = `Input should be of type ${String(error.params.type)}`;
    }
    const key = `${loc.join('.')}|${type}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push({ loc, msg, type });
  }
  return dropUnionNoise(issues);
}

/** An enum written as a union yields one error per branch plus the union's own; keep the union's. */
function dropUnionNoise(issues: ValidationIssue[]): ValidationIssue[] {
  const unionLocs = new Set(issues.filter((i) => i.type === 'enum').map((i) => i.loc.join('.')));
  return issues.filter(
    (i) => i.type === 'enum' || !unionLocs.has(i.loc.join('.')) || !['const', 'type'].includes(i.type),
  );
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // A body refused before it was read to the end (an upload over its limit or of the wrong type) would
    // stall a kept-alive connection: its unread bytes stand before the next request. Close it instead.
    if (request.raw.complete === false) reply.header('connection', 'close');
    if (error instanceof ValidationError) {
      return reply.status(422).send({ detail: error.issues, code: error.code });
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.detail);
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ detail: error.detail, code: error.code });
    }
    if (error.validation) {
      const issues = toValidationIssues(error.validation, error.validationContext ?? 'body');
      return reply.status(422).send({ detail: issues, code: 'validation_error' });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(422).send({
          detail: [{ loc: ['body'], msg: 'Body is not valid JSON', type: 'json_invalid' }],
          code: 'validation_error',
        });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.status(415).send({
          detail: `Unsupported content type: ${request.headers['content-type'] ?? 'none'}`,
          code: 'unsupported_media_type',
        });
      // With @fastify/multipart's limits, for a route that reads parts itself rather than through readMultipart.
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_PARTS_LIMIT':
      case 'FST_FILES_LIMIT':
      case 'FST_FIELDS_LIMIT':
        return reply.status(413).send({ detail: 'Request body is too large', code: 'payload_too_large' });
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return reply.status(415).send({
          detail: `Unsupported content type: ${request.headers['content-type'] ?? 'none'}`,
          code: 'unsupported_media_type',
        });
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return reply
          .status(400)
          .send({ detail: 'Content-Length does not match the body', code: 'bad_request' });
      case 'FST_ERR_BAD_URL':
        return reply.status(404).send({ detail: 'Not found', code: 'not_found' });
    }
    if (isUnstorableText(error)) {
      return reply.status(422).send({ detail: [nulIssue(request)], code: 'validation_error' });
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      // A client error raised by Fastify or a plugin that has no mapping above: keep its status, use our shape.
      return reply.status(error.statusCode).send({ detail: error.message, code: 'bad_request' });
    }
    // Unexpected: log everything, leak nothing [CONTRACT 2].
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ detail: 'Internal server error', code: 'internal_error', request_id: request.id });
  });

  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send({
      detail: `No route for ${request.method} ${request.url.split('?')[0] ?? ''}`,
      code: 'not_found',
    });
  });
}
