/**
 * The error family every layer throws. `error-handler.ts` turns each into the one body shape of
 * CONTRACT 2: `{detail, code}` with the status the subclass names.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = new.target.name;
  }
}

/** 400: a rule of the service is broken (submitting twice, an id of another course, …). */
export class BadRequestError extends AppError {
  constructor(detail: string, code = 'bad_request') {
    super(400, code, detail);
  }
}

/** 401: no credentials, or credentials that are not (or no longer) valid. */
export class UnauthorizedError extends AppError {
  constructor(detail = 'Authentication required', code = 'unauthorized') {
    super(401, code, detail, { 'www-authenticate': 'Bearer' });
  }
}

/** 403: authenticated, but not allowed (other organization, missing right or role, plan, session-only). */
export class ForbiddenError extends AppError {
  constructor(detail = 'You are not allowed to do this', code = 'forbidden') {
    super(403, code, detail);
  }
}

/** 404: the resource does not exist within the caller's reach. */
export class NotFoundError extends AppError {
  constructor(detail = 'Not found', code = 'not_found') {
    super(404, code, detail);
  }
}

/** 409: conflicts with the current state (a taken email or slug, …). */
export class ConflictError extends AppError {
  constructor(detail: string, code = 'conflict') {
    super(409, code, detail);
  }
}

/** 413: an upload is larger than its limit [CONTRACT 2, 5]. */
export class PayloadTooLargeError extends AppError {
  constructor(detail: string) {
    super(413, 'payload_too_large', detail);
  }
}

/**
 * 415: the request is not of a content type the endpoint takes, or an uploaded file's bytes are not of a type
 * it accepts (`Video : Wrong video format`) [CONTRACT 2].
 */
export class UnsupportedMediaTypeError extends AppError {
  constructor(detail: string) {
    super(415, 'unsupported_media_type', detail);
  }
}

/**
 * 416: a `Range` that no byte of the file satisfies; `Content-Range: bytes *\/<size>` tells the client the size
 * (RFC 9110 15.5.17).
 */
export class RangeNotSatisfiableError extends AppError {
  constructor(size: number) {
    super(
      416,
      'range_not_satisfiable',
      `No byte of the requested range lies within the file (${size} bytes)`,
      {
        'content-range': `bytes */${size}`,
        'accept-ranges': 'bytes',
      },
    );
  }
}

/** 423: the account is locked for a while after repeated failed logins. */
export class LockedError extends AppError {
  constructor(detail: string, retryAfterSeconds: number) {
    super(423, 'account_locked', detail, {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}

/** 429: rate limited; always carries `Retry-After` [CONTRACT 2]. */
export class RateLimitedError extends AppError {
  constructor(detail: string, retryAfterSeconds: number) {
    super(429, 'rate_limited', detail, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

/** 502: a server the service relies on for the answer (the AI server, …) failed to give one. */
export class BadGatewayError extends AppError {
  constructor(detail: string, code = 'bad_gateway') {
    super(502, code, detail);
  }
}

/** 503: a configured dependency (the database, …) is down. */
export class UnavailableError extends AppError {
  constructor(detail: string, code = 'unavailable') {
    super(503, code, detail);
  }
}

/** One entry of a 422 body: where, what, and a stable type word. */
export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

/**
 * 422 raised by code (rather than by a route schema): same body as a schema failure. `code` stays
 * `validation_error` except where a client must tell a kind apart without reading `detail` (`too_deep`).
 */
export class ValidationError extends AppError {
  constructor(
    readonly issues: ValidationIssue[],
    code = 'validation_error',
  ) {
    super(422, code, issues.map((i) => i.msg).join('; '));
  }
}
