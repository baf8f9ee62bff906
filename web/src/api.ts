/**
 * The one way the web app talks to the service: the generated typed client over the same origin, with the
 * session cookies the login sets (HttpOnly: the app never sees a token). An access cookie that has expired is
 * renewed once through `GET /auth/refresh` (the refresh cookie rides on that path only) and the call retried.
 */
import { createLmsClient, LmsError, unwrap } from '@lms/client';

export { LmsError, unwrap };

let refreshing: Promise<boolean> | undefined;

/** One refresh at a time: calls that fail together wait for the same renewal. */
function refreshSession(): Promise<boolean> {
  refreshing ??= fetch('/api/v1/auth/refresh', { credentials: 'same-origin' })
    .then((response) => response.ok)
    .catch(() => false)
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

async function fetchWithRefresh(request: Request): Promise<Response> {
  const again = request.clone();
  const response = await fetch(request);
  if (response.status !== 401 || new URL(request.url).pathname.startsWith('/api/v1/auth/')) return response;
  return (await refreshSession()) ? fetch(again) : response;
}

export const api = createLmsClient({
  baseUrl: window.location.origin,
  credentials: 'same-origin',
  fetch: fetchWithRefresh,
});

/** Awaits a typed call and returns its data, or throws an `LmsError` carrying the service's `detail`. */
export async function call<D>(
  pending: Promise<{ data?: D; error?: unknown; response: Response }>,
): Promise<D> {
  const result = await pending;
  if (result.response.ok && result.error === undefined) return result.data as D;
  throw new LmsError(result.response, result.error);
}

/** What a person should read about a failure: the service's `detail` (each issue of a 422), else the message. */
export function describeError(error: unknown): string {
  if (error instanceof LmsError) {
    if (typeof error.detail === 'string' && error.detail !== '') return error.detail;
    if (Array.isArray(error.detail))
      return error.detail
        .map((issue) => `${issue.loc.slice(1).join('.') || 'request'}: ${issue.msg}`)
        .join('; ');
    if (error.status === 0 || error.status >= 500)
      return 'The service is not answering. Try again in a moment.';
    return error.message;
  }
  if (error instanceof TypeError)
    return 'The service could not be reached. Check your connection and try again.';
  return error instanceof Error ? error.message : String(error);
}

/** Sends a form with files to an upload route (multipart); the answer's JSON, or an `LmsError`. */
export async function sendForm<T>(method: 'POST' | 'PUT', path: string, form: FormData): Promise<T> {
  const response = await fetchWithRefresh(
    new Request(new URL(path, window.location.origin), { method, body: form, credentials: 'same-origin' }),
  );
  const body: unknown = response.headers.get('content-type')?.includes('json')
    ? await response.json()
    : undefined;
  if (!response.ok) throw new LmsError(response, body);
  return body as T;
}
