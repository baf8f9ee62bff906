/**
 * OpenID Connect sign-in in the browser [CONTRACT 4, 10]: the authorization code flow with PKCE (S256) against
 * the provider's discovery document, as a public client. The state and code verifier wait in sessionStorage
 * (this tab only) for the return to `/signin/oidc`, which checks the state, trades the code for an access
 * token at the provider and hands that token to `POST /auth/oauth`, which sets the session cookies.
 */
import type { components } from '@lms/client';

export type Provider = components['schemas']['OidcProviderRead'];

const FLOW_KEY = 'lms.oidc.flow';

/** What the return leg needs, kept between leaving for the provider and coming back. */
interface PendingFlow {
  provider: string;
  clientId: string;
  tokenEndpoint: string;
  state: string;
  verifier: string;
  next: string;
  orgId?: number;
}

export function redirectUri(): string {
  return `${window.location.origin}/signin/oidc`;
}

function base64url(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function randomText(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
}

async function discover(issuer: string): Promise<Discovery> {
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The sign-in provider did not answer (${response.status}).`);
  const doc = (await response.json()) as Partial<Discovery>;
  if (typeof doc.authorization_endpoint !== 'string' || typeof doc.token_endpoint !== 'string')
    throw new Error('The sign-in provider does not describe its endpoints.');
  return { authorization_endpoint: doc.authorization_endpoint, token_endpoint: doc.token_endpoint };
}

/** Leaves for the provider's sign-in page; `orgId` joins a new account to that organization on return. */
export async function startOidcSignIn(provider: Provider, next: string, orgId?: number): Promise<void> {
  // crypto.subtle exists only on https (and loopback) pages, which the code challenge needs.
  if (globalThis.crypto?.subtle === undefined)
    throw new Error('Signing in with a provider needs the secure (https) address of this site.');
  const discovery = await discover(provider.issuer);
  const verifier = randomText();
  const state = randomText();
  const challenge = base64url(
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))),
  );
  const flow: PendingFlow = {
    provider: provider.name,
    clientId: provider.client_id,
    tokenEndpoint: discovery.token_endpoint,
    state,
    verifier,
    next,
    ...(orgId !== undefined && { orgId }),
  };
  window.sessionStorage.setItem(FLOW_KEY, JSON.stringify(flow));
  const authorize = new URL(discovery.authorization_endpoint);
  authorize.search = new URLSearchParams({
    response_type: 'code',
    client_id: provider.client_id,
    redirect_uri: redirectUri(),
    scope: 'openid email profile',
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  window.location.assign(authorize.href);
}

/**
 * The return leg: checks the provider's answer against the pending flow (used once, whatever happens) and
 * trades the code for an access token. Throws a sentence for the person when anything is off.
 */
export async function finishOidcSignIn(
  query: URLSearchParams,
): Promise<{ provider: string; accessToken: string; next: string; orgId?: number }> {
  const stored = window.sessionStorage.getItem(FLOW_KEY);
  window.sessionStorage.removeItem(FLOW_KEY);
  if (stored === null)
    throw new Error('This sign-in was not started here, or was already used. Start again.');
  const flow = JSON.parse(stored) as PendingFlow;
  const failure = query.get('error');
  if (failure !== null)
    throw new Error(`The provider refused the sign-in: ${query.get('error_description') ?? failure}.`);
  const code = query.get('code');
  if (code === null || query.get('state') !== flow.state)
    throw new Error('The answer from the provider does not match this sign-in. Start again.');
  const response = await fetch(flow.tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri(),
      client_id: flow.clientId,
      code_verifier: flow.verifier,
    }),
  });
  const body = (await response.json().catch(() => ({}))) as {
    access_token?: string;
    error_description?: string;
  };
  if (!response.ok || typeof body.access_token !== 'string')
    throw new Error(
      `The provider did not issue a token${body.error_description ? `: ${body.error_description}` : ''}.`,
    );
  return {
    provider: flow.provider,
    accessToken: body.access_token,
    next: flow.next,
    ...(flow.orgId !== undefined && { orgId: flow.orgId }),
  };
}
