export { parseCidrList, checkAddress, type Cidr } from './delivery/address-policy.ts';
export { DELIVERY_CHANNEL } from './delivery/outbox.repository.ts';
export { DEFAULT_RETRY_POLICY, scaledPolicy, type RetryPolicy } from './delivery/retry-policy.ts';
export {
  SafeWebhookClient,
  type SafeClientOptions,
  type Resolver,
  type SafeGetOutcome,
  type SafeGetRequest,
} from './delivery/safe-client.ts';
export { sign, verify, generateSecret, SECRET_PREFIX } from './delivery/signature.ts';
export { DeliveryWorker, WEBHOOK_SECRETS_PURPOSE } from './delivery/worker.ts';
export { USER_AGENT } from './delivery/attempt-sender.ts';
export { CATALOGUE, EVENT_NAMES, type EventData, type EventName } from './events/catalogue.ts';
export { EventPublisher, serializeEnvelope, envelopeTimestamp } from './events/publisher.ts';
export { WebhooksService } from './webhooks.service.ts';
export { registerWebhookRoutes } from './webhooks.routes.ts';
