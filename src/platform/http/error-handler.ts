/**
 * The one place that chooses an error's status and body [CONTRACT 2]. Everything thrown anywhere ends here.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ValidationError, type ValidationIssue } from './errors.ts';

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

/** What an error answers: status, the body of CONTRACT 2 and any headers it needs. */
export interface ErrorAnswer {
  status: number;
  body: { detail: string | ValidationIssue[]; code: string; request_id?: string };
  headers?: Record<string, string>;
}

const UNSUPPORTED = (request: FastifyRequest): ErrorAnswer => ({
  status: 415,
  body: {
    detail: `Unsupported content type: ${request.headers['content-type'] ?? 'none'}`,
    code: 'unsupported_media_type',
  },
});

/** The one mapping from anything thrown (or raised by Fastify and its plugins) to an answer. */
export function errorAnswer(error: FastifyError, request: FastifyRequest): ErrorAnswer {
  if (error instanceof ValidationError)
    return { status: 422, body: { detail: error.issues, code: error.code } };
  if (error instanceof AppError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, error.detail);
    return {
      status: error.statusCode,
      body: { detail: error.detail, code: error.code },
      headers: error.headers,
    };
  }
  if (error.validation) {
    const issues = toValidationIssues(error.validation, error.validationContext ?? 'body');
    return { status: 422, body: { detail: issues, code: 'validation_error' } };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        status: 422,
        body: {
          detail: [{ loc: ['body'], msg: 'Body is not valid JSON', type: 'json_invalid' }],
          code: 'validation_error',
        },
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return UNSUPPORTED(request);
    // With @fastify/multipart's limits, for a route that reads parts itself rather than through readMultipart.
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return { status: 413, body: { detail: 'Request body is too large', code: 'payload_too_large' } };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, body: { detail: 'Content-Length does not match the body', code: 'bad_request' } };
    // Before routing: a path that is not valid percent-encoded UTF-8, or a segment longer than the router
    // takes (maxParamLength), names nothing; a malformed identifier is a 404 whatever its length [CONTRACT 10].
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 404, body: { detail: 'Not found', code: 'not_found' } };
  }
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    // A client error raised by Fastify or a plugin that has no mapping above: keep its status, use our shape.
    return { status: error.statusCode, body: { detail: error.message, code: 'bad_request' } };
  }
  // Unexpected: log everything, leak nothing [CONTRACT 2].
  request.log.error({ err: error }, 'unhandled error');
  return {
    status: 500,
    body: { detail: 'Internal server error', code: 'internal_error', request_id: request.id },
  };
}

function send(reply: FastifyReply, answer: ErrorAnswer): FastifyReply {
  return reply
    .status(answer.status)
    .headers(answer.headers ?? {})
    .send(answer.body);
}

/**
 * Fastify's `frameworkErrors`: errors raised before routing (a malformed percent-encoding, an over-long path
 * segment). Their reply runs no route hooks, so the request id header is set here.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  void send(reply.header('x-request-id', request.id), errorAnswer(error, request));
}

/** The methods a path may have; probed in this order to name them in a 405's `Allow`. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export function registerErrorHandling(
  app: FastifyInstance,
  options: {
    /** Answers a browser's GET for a page of the web app (web-app.ts); false leaves the request to the 404. */
    servePage?: (request: FastifyRequest, reply: FastifyReply) => boolean;
  } = {},
): void {
  // An answer given before the body was read to its end keeps its connection open while the rest of the body
  // is read and thrown away (early-answers.ts): closing at once would cost a client still sending the answer.
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
    send(reply, errorAnswer(error, request)),
  );

  app.setNotFoundHandler((request, reply) => {
    if (options.servePage?.(request, reply) === true) return reply;
    const path = request.url.split('?')[0] ?? '';
    // A path that exists with other methods is a 405 naming them, not a 404.
    const allowed = METHODS.filter((method) => app.findRoute({ method, url: path }) !== null);
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send({
          detail: `${request.method} is not allowed on ${path}; allowed: ${allowed.join(', ')}`,
          code: 'method_not_allowed',
        });
    }
    return reply.status(404).send({ detail: `No route for ${request.method} ${path}`, code: 'not_found' });
  });
}
