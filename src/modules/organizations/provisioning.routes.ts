/** Provisioning: an organization creates a member's account [CONTRACT 9, 10]. */
import { errors } from '../../platform/http/schema.ts';
import type { App } from '../../platform/http/types.ts';
import type { ProvisioningService } from './provisioning.service.ts';
import { UserRead } from '../identity/index.ts';
import { OrgSlugParams, ProvisionBody } from './provisioning.schemas.ts';

/** What these routes use. */
export interface ProvisioningRouteDeps {
  provisioning: ProvisioningService;
}

export function registerProvisioningRoutes(app: App, s: ProvisioningRouteDeps): void {
  app.post(
    '/admin/:org_slug/users',
    {
      schema: {
        tags: ['organizations'],
        operationId: 'provisionMember',
        summary:
          'Create a verified member account (users:create); without a password it cannot sign in with one',
        params: OrgSlugParams,
        body: ProvisionBody,
        response: { 200: UserRead, ...errors(401, 403, 404, 409, 422) },
      },
    },
    (request) => s.provisioning.provision(request.principal, request.params.org_slug, request.body),
  );
}
