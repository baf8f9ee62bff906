/**
 * Webhook management [SPEC 4.5]. SPEC gives two path forms for the same operations, `/{org_id}/webhooks…`
 * and `/orgs/{org_id}/webhooks…`; both are registered from this one table of handlers.
 */
import { Type } from 'typebox';
import { errors } from '../../platform/http/schema.ts';
import type { App } from '../../platform/http/types.ts';
import type { WebhooksService } from './webhooks.service.ts';
import { DeliveryAttemptRead, DeliveryQueued, WebhookRead, WebhookWithSecret } from './webhooks.presenter.ts';
import {
  CreateWebhookBody,
  DeliveriesQuery,
  DeliveryParams,
  OrgParams,
  UpdateWebhookBody,
  WebhookParams,
} from './webhooks.schemas.ts';

const CatalogueResponse = Type.Object(
  {
    events: Type.Record(
      Type.String(),
      Type.Object({
        category: Type.String(),
        description: Type.String(),
        data_schema: Type.Object({}, { additionalProperties: true, description: 'JSON Schema 2020-12' }),
      }),
    ),
  },
  { title: 'EventCatalogue' },
);

export const WEBHOOK_PATH_FORMS = ['/orgs/:org_id/webhooks', '/:org_id/webhooks'] as const;

/** What these routes use. */
export interface WebhookRouteDeps {
  webhooks: WebhooksService;
}

export function registerWebhookRoutes(app: App, s: WebhookRouteDeps): void {
  for (const base of WEBHOOK_PATH_FORMS) {
    const tags = ['webhooks'];
    const alias = base === '/:org_id/webhooks' ? ' (short path form)' : '';
    // The short path form's operations are the same ones under names of their own: ids are unique.
    const operationId = (name: string) => (alias === '' ? name : `${name}ShortForm`);

    app.get(
      `${base}/events`,
      {
        schema: {
          tags,
          operationId: operationId('listWebhookEvents'),
          summary: `The event catalogue: names, categories, descriptions and data schemas${alias}`,
          params: OrgParams,
          response: { 200: CatalogueResponse, ...errors(401, 403, 404, 422) },
        },
      },
      (request) => s.webhooks.catalogue(request.principal, request.params.org_id),
    );

    app.post(
      base,
      {
        schema: {
          tags,
          operationId: operationId('createWebhook'),
          summary: `Register an endpoint; its signing secret is in this response only${alias}`,
          params: OrgParams,
          body: CreateWebhookBody,
          response: { 200: WebhookWithSecret, ...errors(400, 401, 403, 404, 422, 429) },
        },
      },
      (request) => s.webhooks.create(request.principal, request.params.org_id, request.body),
    );

    app.get(
      base,
      {
        schema: {
          tags,
          operationId: operationId('listWebhooks'),
          summary: `The organization's endpoints${alias}`,
          params: OrgParams,
          response: { 200: Type.Array(WebhookRead), ...errors(401, 403, 404, 422) },
        },
      },
      (request) => s.webhooks.list(request.principal, request.params.org_id),
    );

    app.get(
      `${base}/:webhook_uuid`,
      {
        schema: {
          tags,
          operationId: operationId('getWebhook'),
          summary: `One endpoint${alias}`,
          params: WebhookParams,
          response: { 200: WebhookRead, ...errors(401, 403, 404, 422) },
        },
      },
      (request) => s.webhooks.get(request.principal, request.params.org_id, request.params.webhook_uuid),
    );

    app.put(
      `${base}/:webhook_uuid`,
      {
        schema: {
          tags,
          operationId: operationId('updateWebhook'),
          summary: `Change url, events, description or is_active; omitted fields stay${alias}`,
          params: WebhookParams,
          body: UpdateWebhookBody,
          response: { 200: WebhookRead, ...errors(400, 401, 403, 404, 422) },
        },
      },
      (request) =>
        s.webhooks.update(
          request.principal,
          request.params.org_id,
          request.params.webhook_uuid,
          request.body,
        ),
    );

    app.delete(
      `${base}/:webhook_uuid`,
      {
        schema: {
          tags,
          operationId: operationId('deleteWebhook'),
          summary: `Delete an endpoint with its pending deliveries and its log${alias}`,
          params: WebhookParams,
          response: { 204: Type.Null(), ...errors(401, 403, 404, 422) },
        },
      },
      async (request, reply) => {
        await s.webhooks.delete(request.principal, request.params.org_id, request.params.webhook_uuid);
        return reply.status(204).send(null);
      },
    );

    app.post(
      `${base}/:webhook_uuid/regenerate-secret`,
      {
        schema: {
          tags,
          operationId: operationId('regenerateWebhookSecret'),
          summary: `Replace the signing secret; the old one stops signing at once${alias}`,
          params: WebhookParams,
          response: { 200: WebhookWithSecret, ...errors(401, 403, 404, 422) },
        },
      },
      (request) =>
        s.webhooks.regenerateSecret(request.principal, request.params.org_id, request.params.webhook_uuid),
    );

    app.post(
      `${base}/:webhook_uuid/test`,
      {
        schema: {
          tags,
          operationId: operationId('testWebhook'),
          summary: `Queue a ping delivery to this endpoint${alias}`,
          params: WebhookParams,
          response: { 200: DeliveryQueued, ...errors(401, 403, 404, 409, 422, 429) },
        },
      },
      (request) => s.webhooks.test(request.principal, request.params.org_id, request.params.webhook_uuid),
    );

    app.get(
      `${base}/:webhook_uuid/deliveries`,
      {
        schema: {
          tags,
          operationId: operationId('listWebhookDeliveries'),
          summary: `The most recent delivery attempts, newest first (limit 1–200, default 50)${alias}`,
          params: WebhookParams,
          querystring: DeliveriesQuery,
          response: { 200: Type.Array(DeliveryAttemptRead), ...errors(401, 403, 404, 422) },
        },
      },
      (request) =>
        s.webhooks.deliveries(
          request.principal,
          request.params.org_id,
          request.params.webhook_uuid,
          request.query.limit ?? 50,
        ),
    );

    app.post(
      `${base}/:webhook_uuid/deliveries/:delivery_id/redeliver`,
      {
        schema: {
          tags,
          operationId: operationId('redeliverWebhookDelivery'),
          summary: `Send a finished delivery again: same delivery id, same bytes, logged as manual${alias}`,
          params: DeliveryParams,
          response: { 200: DeliveryQueued, ...errors(401, 403, 404, 409, 422) },
        },
      },
      (request) =>
        s.webhooks.redeliver(
          request.principal,
          request.params.org_id,
          request.params.webhook_uuid,
          request.params.delivery_id,
        ),
    );
  }
}
