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
