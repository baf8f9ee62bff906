/**
 * Captures the webhook deliveries an organization's changes cause, for tests of the operations that emit
 * events: one endpoint subscribed to the given events on a real HTTPS receiver, drained on demand, each
 * delivery's signature verified with the endpoint's secret and its `data` validated against the catalogue
 * schema served by the events endpoint (JSON Schema 2020-12, Ajv).
 *
 * Needs an app from `buildWebhookTestApp` (loopback allowed, the test resolver, fast timings).
 */
import assert from 'node:assert/strict';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { TestApp } from './build-test-app.ts';
import { bearer, uniq, type TestOrg } from './factories.ts';
import type { HttpsReceiver } from './https-receiver.ts';
import { createEndpoint, envelopeOf, hasValidSignature, type EnvelopeOf } from './webhook-helpers.ts';

export interface EventCapture {
  /**
   * Runs the delivery worker until the queue is empty and returns every envelope received since the last
   * call, in arrival order; fails the test on a bad signature or a payload outside its catalogue schema.
   */
  take(): Promise<EnvelopeOf<Record<string, unknown>>[]>;
  /** `take()`, then asserts exactly one delivery of `event` arrived and returns its `data`. */
  takeOne(event: string): Promise<Record<string, unknown>>;
}

const validators = new Map<string, ValidateFunction>();

async function validatorFor(t: TestApp, o: TestOrg, event: string): Promise<ValidateFunction> {
  const cached = validators.get(event);
  if (cached !== undefined) return cached;
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/orgs/${o.org.id}/webhooks/events`,
    headers: bearer(o.admin.jwt),
  });
  assert.equal(response.statusCode, 200, response.body);
  const doc = response.json<{ events: Record<string, { data_schema: object }> }>();
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  for (const [name, entry] of Object.entries(doc.events))
    validators.set(name, ajv.compile(entry.data_schema));
  const validate = validators.get(event);
  assert.ok(validate, `event ${event} is not in the catalogue`);
  return validate;
}

/** Subscribes a fresh endpoint of `o` to `events` on `receiver` (created with the org admin's JWT). */
export async function captureEvents(
  t: TestApp,
  o: TestOrg,
  receiver: HttpsReceiver,
  events: string[],
): Promise<EventCapture> {
  const path = `/capture-${uniq()}`;
  const endpoint = await createEndpoint(t, o, receiver.url(path, 'receiver.test'), events);
  let seen = 0;
  const take: EventCapture['take'] = async () => {
    await t.services.deliveryWorker.drain();
    const requests = receiver.requests.filter((r) => r.path === path);
    const fresh = requests.slice(seen);
    seen = requests.length;
    const envelopes = [];
    for (const request of fresh) {
      assert.equal(
        await hasValidSignature(endpoint.secret, request),
        true,
        'signed with the endpoint secret',
      );
      const envelope = envelopeOf<Record<string, unknown>>(request);
      assert.equal(envelope.org_id, o.org.id);
      const validate = await validatorFor(t, o, envelope.event);
      assert.ok(
        validate(envelope.data),
        `${envelope.event} data outside its schema: ${JSON.stringify(validate.errors)}\n${JSON.stringify(envelope.data)}`,
      );
      envelopes.push(envelope);
    }
    return envelopes;
  };
  return {
    take,
    async takeOne(event) {
      const envelopes = await take();
      const matching = envelopes.filter((e) => e.event === event);
      assert.equal(
        matching.length,
        1,
        `expected one ${event}, got: ${JSON.stringify(envelopes.map((e) => e.event))}`,
      );
      return matching[0]!.data;
    },
  };
}

/** Deliveries grouped by event (arrival order is not guaranteed [SPEC 6.2.4]): event → the `data` of each. */
export function byEvent(
  envelopes: readonly EnvelopeOf<Record<string, unknown>>[],
): Record<string, Record<string, unknown>[]> {
  const grouped: Record<string, Record<string, unknown>[]> = {};
  for (const envelope of envelopes) (grouped[envelope.event] ??= []).push(envelope.data);
  return grouped;
}
