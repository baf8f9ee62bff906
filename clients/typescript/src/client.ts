/**
 * The typed client: openapi-fetch over the generated `paths`, so every call is checked against the service's
 * OpenAPI document by path and method (`client.GET('/api/v1/courses/{course_uuid}', …)`). Credentials are a
 * bearer token (a user's access JWT or an API token, `svc_…`), or, in a browser, the session cookies the login
 * sets (`credentials: 'include'`). Nothing here needs Node: fetch, Request, Headers and FormData are the
 * platform's.
 */
import createClient, { type Client, type ClientOptions, type Middleware } from 'openapi-fetch';
import type { paths } from './schema.d.ts';

/** Any media type, as openapi-fetch names the content it picks responses from. */
export type MediaType = `${string}/${string}`;

/** The openapi-fetch client over the service's paths, plus the bearer token it sends. */
export type LmsClient = Client<paths, MediaType> & {
  /** Sends `Authorization: Bearer <token>` from now on; `undefined` stops sending it. */
  setToken(token: string | undefined): void;
  /** The token sent now, if any. */
  getToken(): string | undefined;
};

export interface LmsClientOptions {
  /** Where the service is, without `/api/v1` (the paths carry it): `https://lms.example.com`. */
  baseUrl: string;
  /** A user's access JWT or an API token (`svc_…`), sent as a bearer token. */
  token?: string;
  /**
   * Cookie credentials for browsers: `include` sends the session cookies `login` set (also cross-origin);
   * the default is the platform's (`same-origin`).
   */
  credentials?: 'include' | 'same-origin' | 'omit';
  /** Headers sent with every request. */
  headers?: Record<string, string>;
  /** Another fetch (a test double, a proxy-aware one). */
  fetch?: ClientOptions['fetch'];
}

export function createLmsClient(options: LmsClientOptions): LmsClient {
  let token = options.token;
  const client = createClient<paths, MediaType>({
    baseUrl: options.baseUrl,
    ...(options.credentials !== undefined && { credentials: options.credentials }),
    ...(options.headers !== undefined && { headers: options.headers }),
    ...(options.fetch !== undefined && { fetch: options.fetch }),
  });
  const bearer: Middleware = {
    onRequest({ request }) {
      // A call that names its own Authorization (a refresh token, another user's session) keeps it.
      if (token !== undefined && !request.headers.has('authorization')) {
        request.headers.set('authorization', `Bearer ${token}`);
      }
      return request;
    },
  };
  client.use(bearer);
  return Object.assign(client, {
    setToken(next: string | undefined) {
      token = next;
    },
    getToken() {
      return token;
    },
  });
}

/** Every error body of the service [CONTRACT 2]: `detail` is a list of issues for a 422. */
export interface ErrorBody {
  detail: string | { loc: (string | number)[]; msg: string; type: string }[];
  code: string;
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const detail: unknown = Reflect.get(value, 'detail');
  return (
    typeof Reflect.get(value, 'code') === 'string' && (typeof detail === 'string' || Array.isArray(detail))
  );
}

/** A non-2xx answer, with the service's `code` and `detail` when the body was the error shape. */
export class LmsError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly detail: ErrorBody['detail'] | undefined;
  readonly body: unknown;

  constructor(response: Response, body: unknown) {
    const known = isErrorBody(body) ? body : undefined;
    const detail =
      known === undefined ? '' : typeof known.detail === 'string' ? known.detail : 'invalid request';
    super(
      `${response.status} ${known?.code ?? response.statusText}${detail === '' ? '' : `: ${detail}`} (${response.url})`,
    );
    this.name = 'LmsError';
    this.status = response.status;
    this.code = known?.code;
    this.detail = known?.detail;
    this.body = body;
  }
}

/** What an openapi-fetch call resolves to: data on success, the error body otherwise. */
export type Result<Data, Failure> =
  { data: Data; error?: never; response: Response } | { data?: never; error: Failure; response: Response };

/** The success side of a result. */
export type Success<R> = Extract<R, { data: unknown }>;

/** A 2xx answer (a 204's error is `undefined` too, so the status decides, not the error alone). */
export function succeeded<R extends Result<unknown, unknown>>(result: R): result is Success<R> {
  return result.error === undefined && result.response.ok;
}

/** The data of a successful answer; throws an `LmsError` for any other. */
export function unwrap<R extends Result<unknown, unknown>>(result: R): Success<R>['data'] {
  if (succeeded(result)) return result.data;
  throw new LmsError(result.response, result.error);
}
