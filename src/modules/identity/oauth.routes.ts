/** OpenID Connect sign-in [SPEC 4.1, CONTRACT 4]: answers exactly like the password login. */
import { errors } from '../../platform/http/schema.ts';
import type { App } from '../../platform/http/types.ts';
import type { OAuthService } from './oauth.service.ts';
import { setSessionCookies } from './cookies.ts';
import { SessionResponse } from './identity.schemas.ts';
import { OAuthBody, OAuthQuery, OidcProviderList } from './oauth.schemas.ts';
import type { OidcProviderConfig } from '../../config.ts';
import { presentUser } from './identity.presenter.ts';

/** What these routes use. */
export interface OAuthRouteDeps {
  oauth: OAuthService;
  /** OIDC_PROVIDERS, listed for the sign-in page. */
  providers: readonly OidcProviderConfig[];
  /** The service's public address (`https://` makes cookies `Secure`). */
  publicUrl: string;
}

export function registerOAuthRoutes(app: App, s: OAuthRouteDeps): void {
  const secureCookies = s.publicUrl.startsWith('https://');

  // The sign-in page shows a button per configured provider; anyone may ask, as before signing in.
  app.get(
    '/auth/providers',
    {
      config: { public: true, skipAuth: true },
      schema: {
        tags: ['auth'],
        operationId: 'listOidcProviders',
        summary: 'The OpenID Connect providers users may sign in with (no authentication)',
        security: [],
        response: { 200: OidcProviderList, ...errors(415) },
      },
    },
    () => s.providers.map((p) => ({ name: p.name, issuer: p.issuer, client_id: p.clientId })),
  );

  app.post(
    '/auth/oauth',
    {
      config: { public: true, skipAuth: true },
      schema: {
        tags: ['auth'],
        operationId: 'signInWithOidcToken',
        summary: 'Sign in with an access token from a configured OpenID Connect provider',
        querystring: OAuthQuery,
        body: OAuthBody,
        response: { 200: SessionResponse, ...errors(400, 401, 403, 404, 409, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const { user, tokens } = await s.oauth.signIn(request.ip, request.body, request.query.org_id);
      setSessionCookies(reply, tokens, secureCookies);
      return { user: presentUser(user), tokens };
    },
  );
}
