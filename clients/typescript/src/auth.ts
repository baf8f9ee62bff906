/** Password login [CONTRACT 4]: the form-encoded `POST /auth/login`, which the JSON default would not send. */
import type { LmsClient } from './client.ts';

export interface LoginOptions {
  /** Send the new access token with every later call of this client (default true). */
  useToken?: boolean;
}

/**
 * Signs in with an email and a password. The answer is `{ user, tokens: { access_token, refresh_token, expiry } }`
 * and the service also sets the session cookies (`access_token_cookie`, `refresh_token_cookie`), which a browser
 * client created with `credentials: 'include'` keeps. Unless `useToken` is false, the client sends the access
 * token as a bearer token from now on.
 */
export async function login(client: LmsClient, email: string, password: string, options: LoginOptions = {}) {
  const result = await client.POST('/api/v1/auth/login', {
    body: { username: email, password },
    bodySerializer: (body) => new URLSearchParams(body).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (result.data !== undefined && options.useToken !== false)
    client.setToken(result.data.tokens.access_token);
  return result;
}
