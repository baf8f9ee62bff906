/**
 * Packs [CONTRACT 11]: the internal routes an operator's billing system calls with the platform key, and the
 * admins' read of their organization's packs.
 */
import { errors } from '../../platform/http/schema.ts';
import type { App } from '../../platform/http/types.ts';
import { OrgPacksRead, PackRead } from './packs.presenter.ts';
import { ActivatePackBody, OrgIdParams, SubscriptionBody } from './packs.schemas.ts';
import type { PacksService } from './packs.service.ts';
import { requirePlatformKey } from './platform-key.ts';

/** What these routes use. */
export interface PackRouteDeps {
  packs: PacksService;
  /** `PLATFORM_API_KEY`; unset: the internal routes answer 404. */
  platformApiKey: string | undefined;
}

const INTERNAL = ['internal'];
/** The internal routes read no user credentials: the platform key is their only one. */
const internal = (onRequest: ReturnType<typeof requirePlatformKey>) =>
  ({ config: { skipAuth: true }, onRequest }) as const;
const PLATFORM_KEY_SECURITY = [{ platformKey: [] }];

export function registerPackRoutes(app: App, s: PackRouteDeps): void {
  const guard = requirePlatformKey(s.platformApiKey);

  app.post(
    '/internal/packs/:org_id/activate',
    {
      ...internal(guard),
      schema: {
        tags: INTERNAL,
        operationId: 'activatePack',
        summary:
          'Billing system: activate the pack of a subscription (idempotent; pack_activated on every move to active)',
        security: PLATFORM_KEY_SECURITY,
        params: OrgIdParams,
        body: ActivatePackBody,
        response: { 200: PackRead, ...errors(401, 404, 409, 422) },
      },
    },
    (request) => s.packs.activate(request.params.org_id, request.body),
  );

  app.post(
    '/internal/packs/:org_id/mark-canceling',
    {
      ...internal(guard),
      schema: {
        tags: INTERNAL,
        operationId: 'markPackCanceling',
        summary:
          'Billing system: the subscription ends at the end of its period (the pack stays active; no event)',
        security: PLATFORM_KEY_SECURITY,
        params: OrgIdParams,
        body: SubscriptionBody,
        response: { 200: PackRead, ...errors(401, 404, 409, 422) },
      },
    },
    (request) => s.packs.markCanceling(request.params.org_id, request.body.platform_subscription_id),
  );

  app.post(
    '/internal/packs/:org_id/deactivate',
    {
      ...internal(guard),
      schema: {
        tags: INTERNAL,
        operationId: 'deactivatePack',
        summary:
          'Billing system: cancel the pack of a subscription (idempotent; pack_deactivated when it was active)',
        security: PLATFORM_KEY_SECURITY,
        params: OrgIdParams,
        body: SubscriptionBody,
        response: { 200: PackRead, ...errors(401, 404, 409, 422) },
      },
    },
    (request) => s.packs.deactivate(request.params.org_id, request.body.platform_subscription_id),
  );

  app.get(
    '/orgs/:org_id/packs',
    {
      schema: {
        tags: ['organizations'],
        operationId: 'getOrganizationPacks',
        summary: "The organization's active packs, the catalogue and the totals (admins; API tokens refused)",
        params: OrgIdParams,
        response: { 200: OrgPacksRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.packs.getOrgPacks(request.principal, request.params.org_id),
  );
}
