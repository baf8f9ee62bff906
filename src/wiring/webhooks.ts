/**
 * Webhook delivery: the event outbox every module publishes to, the SSRF-safe client, the sealed secrets and the
 * delivery worker, which an in-process publish wakes at once.
 */
import type { Logger } from 'pino';
import type { BuildOptions } from '../build-options.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db.ts';
import {
  DeliveryWorker,
  EventPublisher,
  SafeWebhookClient,
  WEBHOOK_SECRETS_PURPOSE,
  DELIVERY_CHANNEL,
  parseCidrList,
  scaledPolicy,
} from '../modules/webhooks/index.ts';
import { findOrgPlan } from '../modules/organizations/index.ts';
import type { Clock } from '../platform/clock.ts';
import { listen } from '../platform/db/notifications.ts';
import { SecretBox } from '../platform/secret-box.ts';

export function buildWebhookDelivery(w: {
  config: Config;
  options: BuildOptions;
  db: Db;
  /** Resolves once every commit so far is on disk (the database's group commit). */
  durable: () => Promise<void>;
  clock: Clock;
  logger: Logger;
  secretKey: string;
}) {
  const { config, options, db, durable, clock, logger, secretKey } = w;
  const mode = config.deploymentMode;
  const database = config.database;
  const policy = options.retryPolicy ?? {
    ...scaledPolicy(config.webhookTimeScale),
    pollIntervalMs: config.webhookPollIntervalMs,
  };
  if (config.webhookAllowedCidrs.length > 0) {
    logger.warn(
      `WEBHOOK_ALLOWED_CIDRS lets webhooks reach ${config.webhookAllowedCidrs.join(', ')}: only for receivers inside your own network`,
    );
  }
  const webhookClient = new SafeWebhookClient({
    allowList: parseCidrList(config.webhookAllowedCidrs.join(',')),
    connectTimeoutMs: policy.attemptTimeoutMs,
    ...options.webhookNetwork,
  });
  const webhookSecrets = new SecretBox(secretKey, WEBHOOK_SECRETS_PURPOSE);
  const deliveryWorker = new DeliveryWorker({
    db,
    durable,
    client: webhookClient,
    secrets: webhookSecrets,
    clock,
    logger,
    policy,
    concurrency: config.webhookConcurrency,
    perEndpoint: config.webhookEndpointConcurrency,
    commitDelayMs: config.webhookCommitDelayMs,
    // On PostgreSQL every worker, in any process, hears of committed deliveries at once.
    ...(database.kind === 'postgres' && {
      listen: (onNotify: () => void) => listen(database.url, DELIVERY_CHANNEL, onNotify, logger),
    }),
  });
  const events = new EventPublisher({
    orgPlan: findOrgPlan,
    clock,
    logger,
    deploymentMode: mode,
    policy,
    wakeWorkers: () => deliveryWorker.wake(),
  });

  return { policy, events, webhookClient, webhookSecrets, deliveryWorker };
}
