/** What leaves the API about webhook endpoints and their log. The secret appears only where it is minted. */
import { Type, type Static } from 'typebox';
import { toApiDate } from '../../platform/clock.ts';
import { ApiDate, ClosedString } from '../../platform/http/schema.ts';
import { EVENT_NAMES } from './events/catalogue.ts';
import type { AttemptRow } from './delivery/outbox.repository.ts';
import type { EndpointRow } from './webhooks.repository.ts';

export const WebhookRead = Type.Object(
  {
    webhook_uuid: Type.String(),
    org_id: Type.Integer(),
    url: Type.String(),
    description: Type.String(),
    events: Type.Array(ClosedString(EVENT_NAMES)),
    is_active: Type.Boolean(),
    created_by_user_id: Type.Integer(),
    creation_date: ApiDate,
    update_date: ApiDate,
  },
  { title: 'WebhookRead' },
);
export type WebhookRead = Static<typeof WebhookRead>;

export const WebhookWithSecret = Type.Intersect(
  [
    WebhookRead,
    Type.Object({
      secret: Type.String({
        description: 'whsec_…: the signing secret, shown in this response only (rotate it to get a new one)',
      }),
    }),
  ],
  { title: 'WebhookWithSecret' },
);
export type WebhookWithSecret = Static<typeof WebhookWithSecret>;

/** One delivery attempt [CONTRACT 7]; `manual` marks a redelivery asked for through the API. */
export const DeliveryAttemptRead = Type.Object(
  {
    id: Type.Integer(),
    delivery_id: Type.String(),
    event: ClosedString(EVENT_NAMES),
    attempt: Type.Integer({ description: '1-based attempt number of this delivery' }),
    manual: Type.Boolean(),
    success: Type.Boolean(),
    response_status: Type.Union([Type.Integer(), Type.Null()]),
    response_body: Type.Union([Type.String(), Type.Null()], {
      description: 'The first 500 bytes of the answer, decoded leniently',
    }),
    error_message: Type.Union([Type.String(), Type.Null()]),
    duration_ms: Type.Integer(),
    created_at: ApiDate,
  },
  { title: 'DeliveryAttempt' },
);
export type DeliveryAttemptRead = Static<typeof DeliveryAttemptRead>;

export const DeliveryQueued = Type.Object(
  {
    delivery_id: Type.String(),
    event: ClosedString(EVENT_NAMES),
    status: Type.Literal('pending'),
  },
  { title: 'DeliveryQueued', description: 'Queued: the attempt appears in the delivery log once made' },
);
export type DeliveryQueued = Static<typeof DeliveryQueued>;

export function presentEndpoint(row: EndpointRow): WebhookRead {
  return {
    webhook_uuid: row.webhook_uuid,
    org_id: row.org_id,
    url: row.url,
    description: row.description,
    events: JSON.parse(row.events) as string[],
    is_active: row.is_active,
    created_by_user_id: row.created_by_user_id,
    creation_date: toApiDate(row.creation_date),
    update_date: toApiDate(row.update_date),
  };
}

export function presentAttempt(row: AttemptRow): DeliveryAttemptRead {
  return {
    id: row.id,
    delivery_id: row.delivery_id,
    event: row.event,
    attempt: row.attempt,
    manual: row.manual,
    success: row.success,
    response_status: row.response_status,
    response_body: row.response_body,
    error_message: row.error_message,
    duration_ms: row.duration_ms,
    created_at: toApiDate(row.created_at),
  };
}
