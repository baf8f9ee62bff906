/** API token management (admins and maintainers, user session only) and the token swap [CONTRACT 4]. */
import { Type } from 'typebox';
import { IntegerId, errors } from '../../platform/http/schema.ts';
import type { App } from '../../platform/http/types.ts';
import type { ApiTokensService } from './api-tokens.service.ts';
import type { TokenSwapService } from './token-swap.service.ts';
import { ApiTokenCreated, ApiTokenRead } from './api-tokens.presenter.ts';
import { CreateTokenBody, TokenSwapBody, TokenSwapResponse, UpdateTokenBody } from './api-tokens.schemas.ts';

const tags = ['api-tokens'];
const OrgParams = Type.Object({ org_id: IntegerId });
const TokenParams = Type.Object({
  org_id: IntegerId,
  token_uuid: Type.String({ minLength: 1, maxLength: 64 }),
});

/** What these routes use. */
export interface ApiTokenRouteDeps {
  apiTokens: ApiTokensService;
  tokenSwap: TokenSwapService;
}

export function registerApiTokenRoutes(app: App, s: ApiTokenRouteDeps): void {
  app.post(
    '/orgs/:org_id/api-tokens',
    {
      config: { sessionOnly: true },
      schema: {
        tags,
        operationId: 'createApiToken',
        summary: 'Create an API token; the token is in this response only',
        params: OrgParams,
        body: CreateTokenBody,
        response: { 200: ApiTokenCreated, ...errors(400, 401, 403, 404, 422) },
      },
    },
    (request) => s.apiTokens.create(request.principal, request.params.org_id, request.body),
  );

  app.get(
    '/orgs/:org_id/api-tokens',
    {
      config: { sessionOnly: true },
      schema: {
        tags,
        operationId: 'listApiTokens',
        summary: "The organization's API tokens (never the tokens themselves)",
        params: OrgParams,
        response: { 200: Type.Array(ApiTokenRead), ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.apiTokens.list(request.principal, request.params.org_id),
  );

  app.get(
    '/orgs/:org_id/api-tokens/:token_uuid',
    {
      config: { sessionOnly: true },
      schema: {
        tags,
        operationId: 'getApiToken',
        summary: 'One API token',
        params: TokenParams,
        response: { 200: ApiTokenRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.apiTokens.get(request.principal, request.params.org_id, request.params.token_uuid),
  );

  app.put(
    '/orgs/:org_id/api-tokens/:token_uuid',
    {
      config: { sessionOnly: true },
      schema: {
        tags,
        operationId: 'updateApiToken',
        summary: "Change a token's name, description or rights",
        params: TokenParams,
        body: UpdateTokenBody,
        response: { 200: ApiTokenRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) =>
      s.apiTokens.update(request.principal, request.params.org_id, request.params.token_uuid, request.body),
  );

  app.delete(
    '/orgs/:org_id/api-tokens/:token_uuid',
    {
      config: { sessionOnly: true },
      schema: {
        tags,
        operationId: 'revokeApiToken',
        summary: 'Revoke a token (it stops working at once)',
        params: TokenParams,
        response: { 204: Type.Null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await s.apiTokens.revoke(request.principal, request.params.org_id, request.params.token_uuid);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/:org_slug/auth/token',
    {
      schema: {
        tags,
        operationId: 'swapApiTokenForSession',
        summary: 'Token swap: an API token obtains a one-hour JWT for a member of its organization',
        params: Type.Object({ org_slug: Type.String({ minLength: 1, maxLength: 64 }) }),
        body: TokenSwapBody,
        response: { 200: TokenSwapResponse, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.tokenSwap.swap(request.principal, request.params.org_slug, request.body.user_id),
  );
}
