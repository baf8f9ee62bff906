import { Type } from 'typebox';
import { Body, IntegerId } from '../../platform/http/schema.ts';

const Url = Type.String({
  minLength: 1,
  maxLength: 2048,
  description: 'https:// URL of a publicly reachable receiver',
});
const Events = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
  minItems: 1,
  maxItems: 100,
  description: 'Event names from the catalogue (GET …/webhooks/events)',
});

export const CreateWebhookBody = Body(
  {
    url: Url,
    events: Events,
    description: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { title: 'CreateWebhookBody' },
);

export const UpdateWebhookBody = Body(
  {
    url: Type.Optional(Url),
    events: Type.Optional(Events),
    description: Type.Optional(Type.String({ maxLength: 1000 })),
    is_active: Type.Optional(Type.Boolean()),
  },
  { title: 'UpdateWebhookBody' },
);

export const OrgParams = Type.Object({ org_id: IntegerId });
export const WebhookParams = Type.Object({
  org_id: IntegerId,
  webhook_uuid: Type.String({ minLength: 1, maxLength: 64 }),
});
export const DeliveryParams = Type.Object({
  org_id: IntegerId,
  webhook_uuid: Type.String({ minLength: 1, maxLength: 64 }),
  delivery_id: Type.String({ minLength: 1, maxLength: 64 }),
});

/** CONTRACT 7: default 50, 1..200; above 200 is a 422 (the log never holds more). */
export const DeliveriesQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
});
