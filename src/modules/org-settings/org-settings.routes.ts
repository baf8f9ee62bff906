/** Organization settings [CONTRACT 11]: the config, and its AI, payments and family switches. */
import { errors } from '../../platform/http/schema.ts';
import type { App } from '../../platform/http/types.ts';
import { OrgConfigRead } from './org-settings.presenter.ts';
import { AiConfigBody, FeaturesConfigBody, OrgIdParams, PaymentsConfigBody } from './org-settings.schemas.ts';
import type { OrgSettingsService } from './org-settings.service.ts';

const tags = ['organizations'];

/** What these routes use. */
export interface OrgSettingsRouteDeps {
  orgSettings: OrgSettingsService;
}

export function registerOrgSettingsRoutes(app: App, s: OrgSettingsRouteDeps): void {
  app.get(
    '/orgs/:org_id/config',
    {
      schema: {
        tags,
        operationId: 'getOrganizationConfig',
        summary: "The organization's settings (admins and maintainers; API tokens refused)",
        params: OrgIdParams,
        response: { 200: OrgConfigRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.orgSettings.getConfig(request.principal, request.params.org_id),
  );

  app.put(
    '/orgs/:org_id/config/ai',
    {
      schema: {
        tags,
        operationId: 'updateOrganizationAiConfig',
        summary: 'Switch AI generation and the copilot (admins; org_ai_config_changed when a value changes)',
        params: OrgIdParams,
        body: AiConfigBody,
        response: { 200: OrgConfigRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.orgSettings.setAi(request.principal, request.params.org_id, request.body),
  );

  app.put(
    '/orgs/:org_id/config/payments',
    {
      schema: {
        tags,
        operationId: 'updateOrganizationPaymentsConfig',
        summary: 'Switch payments (admins; org_payments_config_changed when the value changes)',
        params: OrgIdParams,
        body: PaymentsConfigBody,
        response: { 200: OrgConfigRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.orgSettings.setPayments(request.principal, request.params.org_id, request.body),
  );

  app.put(
    '/orgs/:org_id/config/features',
    {
      schema: {
        tags,
        operationId: 'updateOrganizationFeatures',
        summary: 'Switch families off or on (admins; partial)',
        params: OrgIdParams,
        body: FeaturesConfigBody,
        response: { 200: OrgConfigRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.orgSettings.setFeatures(request.principal, request.params.org_id, request.body),
  );
}
