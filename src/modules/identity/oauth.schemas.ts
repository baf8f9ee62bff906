import { Type } from 'typebox';
import { Body, IntegerId } from '../../platform/http/schema.ts';

export const OAuthBody = Body(
  {
    provider: Type.String({ minLength: 1, maxLength: 100, description: 'A name from OIDC_PROVIDERS' }),
    access_token: Type.String({
      minLength: 1,
      maxLength: 16_384,
      description: "An access token the provider issued with the scopes 'openid email'",
    }),
  },
  { title: 'OAuthBody' },
);

export const OAuthQuery = Type.Object({
  org_id: Type.Optional({
    ...IntegerId,
    description:
      'Join this organization (new accounts, and accounts not yet members) when its signup is open',
  }),
});

/** What a browser needs to start the authorization code flow with a provider [CONTRACT 9]; nothing secret. */
export const OidcProviderRead = Type.Object(
  {
    name: Type.String({ description: 'The name to send as `provider` to POST /auth/oauth' }),
    issuer: Type.String({
      description: 'The issuer; its discovery document is at /.well-known/openid-configuration',
    }),
    client_id: Type.String({
      description: "The service's client id at this provider (a public client, PKCE)",
    }),
  },
  { title: 'OidcProviderRead' },
);

export const OidcProviderList = Type.Array(OidcProviderRead, { title: 'OidcProviderList' });
