/**
 * The receiver check against the service's own signing (src/modules/webhooks/delivery/signature.ts): a delivery
 * the service signs verifies, and any change to the bytes, the secret, the header or (with a tolerance) the age
 * is refused. The deduper recognises repeats and stays within its bound.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generateSecret, sign } from '../../../src/modules/webhooks/delivery/signature.ts';
import { DeliveryDeduper, verifyWebhook, webhookSignature } from '../src/webhooks.ts';

const secret = generateSecret();
const rawBody = JSON.stringify({
  event: 'course_created',
  delivery_id: 'dlv_0123456789abcdef0123456789abcdef',
  timestamp: '2026-03-02T09:00:00Z',
  org_id: 7,
  data: { course_uuid: 'course_1', name: 'Algebra — été' },
});
const headers = (signature: string, delivery = 'dlv_0123456789abcdef0123456789abcdef') => ({
  'content-type': 'application/json',
  'x-webhook-event': 'course_created',
  'x-webhook-delivery': delivery,
  'x-webhook-signature': signature,
});

describe('verifyWebhook', () => {
  it('signs exactly as the service does', () => {
    assert.equal(webhookSignature(secret, rawBody), sign(secret, rawBody));
    assert.equal(webhookSignature(secret, Buffer.from(rawBody)), sign(secret, Buffer.from(rawBody)));
  });

  it('accepts a delivery the service signed, from a string, bytes or fetch Headers', () => {
    const signature = sign(secret, rawBody);
    for (const body of [rawBody, Buffer.from(rawBody, 'utf8'), new TextEncoder().encode(rawBody)]) {
      const result = verifyWebhook({ secret, rawBody: body, headers: headers(signature) });
      assert.deepEqual(result, {
        ok: true,
        delivery: {
          event: 'course_created',
          delivery_id: 'dlv_0123456789abcdef0123456789abcdef',
          timestamp: '2026-03-02T09:00:00Z',
          org_id: 7,
          data: { course_uuid: 'course_1', name: 'Algebra — été' },
        },
      });
    }
    const fetchHeaders = new Headers(headers(signature));
    assert.equal(verifyWebhook({ secret, rawBody, headers: fetchHeaders }).ok, true);
    // Header names in any case, as some frameworks keep them.
    assert.equal(verifyWebhook({ secret, rawBody, headers: { 'X-Webhook-Signature': signature } }).ok, true);
  });

  it('refuses a tampered body, even one that parses to the same JSON', () => {
    const signature = sign(secret, rawBody);
    const tampered = rawBody.replace('"org_id":7', '"org_id":8');
    assert.deepEqual(verifyWebhook({ secret, rawBody: tampered, headers: headers(signature) }), {
      ok: false,
      reason: 'bad_signature',
    });
    const reformatted = JSON.stringify(JSON.parse(rawBody), null, 2);
    assert.equal(verifyWebhook({ secret, rawBody: reformatted, headers: headers(signature) }).ok, false);
  });

  it('refuses another secret, a missing or malformed signature', () => {
    const signature = sign(secret, rawBody);
    assert.deepEqual(verifyWebhook({ secret: generateSecret(), rawBody, headers: headers(signature) }), {
      ok: false,
      reason: 'bad_signature',
    });
    // The secret is the whole string: without its prefix it is another key.
    assert.equal(
      verifyWebhook({ secret: secret.slice('whsec_'.length), rawBody, headers: headers(signature) }).ok,
      false,
    );
    assert.deepEqual(verifyWebhook({ secret, rawBody, headers: {} }), {
      ok: false,
      reason: 'missing_signature',
    });
    for (const wrong of [
      signature.toUpperCase(),
      signature.slice(0, -1),
      signature.slice('sha256='.length),
    ]) {
      assert.deepEqual(verifyWebhook({ secret, rawBody, headers: headers(wrong) }), {
        ok: false,
        reason: 'bad_signature',
      });
    }
  });

  it('refuses a header naming another delivery than the signed body', () => {
    const result = verifyWebhook({
      secret,
      rawBody,
      headers: headers(sign(secret, rawBody), 'dlv_ffffffffffffffffffffffffffffffff'),
    });
    assert.deepEqual(result, { ok: false, reason: 'delivery_mismatch' });
  });

  it('refuses a signed body that is not an envelope', () => {
    const body = JSON.stringify({ event: 'ping' });
    assert.deepEqual(
      verifyWebhook({ secret, rawBody: body, headers: { 'x-webhook-signature': sign(secret, body) } }),
      {
        ok: false,
        reason: 'malformed_body',
      },
    );
  });

  it('with a tolerance, refuses a delivery too old or too far ahead', () => {
    const input = { secret, rawBody, headers: headers(sign(secret, rawBody)), toleranceSeconds: 300 };
    assert.equal(verifyWebhook({ ...input, now: new Date('2026-03-02T09:04:59Z') }).ok, true);
    assert.equal(verifyWebhook({ ...input, now: new Date('2026-03-02T08:55:00Z') }).ok, true);
    assert.deepEqual(verifyWebhook({ ...input, now: new Date('2026-03-02T09:05:01Z') }), {
      ok: false,
      reason: 'stale_timestamp',
    });
    assert.deepEqual(verifyWebhook({ ...input, now: new Date('2026-03-02T08:54:59Z') }), {
      ok: false,
      reason: 'stale_timestamp',
    });
    // Without a tolerance the age is the receiver's business (redeliveries keep their timestamp).
    const { toleranceSeconds: _off, ...untimed } = input;
    assert.equal(verifyWebhook({ ...untimed, now: new Date('2027-01-01T00:00:00Z') }).ok, true);
  });
});

describe('DeliveryDeduper', () => {
  it('sees each delivery id once; a failed handling can be forgotten and retried', () => {
    const dedupe = new DeliveryDeduper();
    assert.equal(dedupe.firstTime('dlv_a'), true);
    assert.equal(dedupe.firstTime('dlv_a'), false);
    assert.equal(dedupe.firstTime('dlv_b'), true);
    dedupe.forget('dlv_a');
    assert.equal(dedupe.has('dlv_a'), false);
    assert.equal(dedupe.firstTime('dlv_a'), true);
  });

  it('keeps at most its capacity, forgetting the least recently seen first', () => {
    const dedupe = new DeliveryDeduper(3);
    for (const id of ['dlv_1', 'dlv_2', 'dlv_3']) dedupe.remember(id);
    dedupe.remember('dlv_1'); // seen again: now the newest
    dedupe.remember('dlv_4');
    assert.equal(dedupe.size, 3);
    assert.equal(dedupe.has('dlv_2'), false);
    assert.deepEqual(
      ['dlv_1', 'dlv_3', 'dlv_4'].map((id) => dedupe.has(id)),
      [true, true, true],
    );
    for (let i = 0; i < 1000; i += 1) dedupe.firstTime(`dlv_x${i}`);
    assert.equal(dedupe.size, 3);
    assert.throws(() => new DeliveryDeduper(0), RangeError);
  });
});
