/**
 * The receiving end of the service's webhooks [SPEC 6; CONTRACT 7]. Each delivery is a POST whose raw body is
 * `{event, delivery_id, timestamp, org_id, data}`, signed in `X-Webhook-Signature` as `sha256=` + the lowercase
 * hex HMAC-SHA256 of those exact bytes, keyed by the UTF-8 bytes of the whole secret (`whsec_…` included).
 * Verify the bytes as received, before parsing: re-serialised JSON would not match. Deliveries arrive at least
 * once, so the same `delivery_id` can come again; `DeliveryDeduper` turns repeats into no-ops.
 *
 * This is the one part of the client that needs Node (node:crypto), hence its own entry point.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-webhook-signature';
export const DELIVERY_HEADER = 'x-webhook-delivery';
export const EVENT_HEADER = 'x-webhook-event';

/** The envelope of every delivery [SPEC 6.1]. */
export interface WebhookDelivery {
  event: string;
  /** `dlv_` + 32 lowercase hex; the same on every attempt of one delivery. */
  delivery_id: string;
  /** `YYYY-MM-DDTHH:MM:SSZ`: when the event happened; kept by retries and redeliveries. */
  timestamp: string;
  org_id: number;
  data: Record<string, unknown>;
}

/** A fetch `Headers`, or Node's `request.headers`. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyWebhookInput {
  /** The endpoint's signing secret as the service showed it (`whsec_…`). */
  secret: string;
  /** The request body exactly as received. */
  rawBody: string | Uint8Array;
  headers: WebhookHeaders;
  /**
   * Refuse deliveries whose `timestamp` is further than this from now (either way). Off by default: a retry
   * and a manual redelivery keep the original timestamp, so a tolerance also refuses redeliveries older than it.
   */
  toleranceSeconds?: number;
  /** The receiver's clock (default the current time). */
  now?: Date;
}

export type WebhookRejection =
  'missing_signature' | 'bad_signature' | 'malformed_body' | 'delivery_mismatch' | 'stale_timestamp';

export type WebhookVerification =
  { ok: true; delivery: WebhookDelivery } | { ok: false; reason: WebhookRejection };

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

/** `sha256=` + lowercase hex HMAC-SHA256 of the bytes, keyed by the secret string. */
export function webhookSignature(secret: string, rawBody: string | Uint8Array): string {
  return `sha256=${createHmac('sha256', Buffer.from(secret, 'utf8')).update(rawBody).digest('hex')}`;
}

function signatureMatches(secret: string, rawBody: string | Uint8Array, given: string): boolean {
  const expected = Buffer.from(webhookSignature(secret, rawBody), 'utf8');
  const received = Buffer.from(given.trim(), 'utf8');
  // The length of a sha256 signature is public; only equal lengths reach the constant-time comparison.
  return expected.length === received.length && timingSafeEqual(expected, received);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseDelivery(rawBody: string | Uint8Array): WebhookDelivery | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody).toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isRecord(parsed)) return undefined;
  const { event, delivery_id, timestamp, org_id, data } = parsed;
  if (
    typeof event !== 'string' ||
    typeof delivery_id !== 'string' ||
    typeof timestamp !== 'string' ||
    typeof org_id !== 'number' ||
    !isRecord(data)
  ) {
    return undefined;
  }
  return { event, delivery_id, timestamp, org_id, data };
}

/**
 * Checks a delivery: the signature over the raw bytes (constant time), then the envelope, that the
 * `X-Webhook-Delivery` header names the signed `delivery_id`, and the timestamp when a tolerance is given.
 * Answer 401 on `ok: false`; on `ok: true` the delivery is the parsed, trusted envelope.
 */
export function verifyWebhook(input: VerifyWebhookInput): WebhookVerification {
  const signature = header(input.headers, SIGNATURE_HEADER);
  if (signature === undefined || signature === '') return { ok: false, reason: 'missing_signature' };
  if (!signatureMatches(input.secret, input.rawBody, signature))
    return { ok: false, reason: 'bad_signature' };
  const delivery = parseDelivery(input.rawBody);
  if (delivery === undefined) return { ok: false, reason: 'malformed_body' };
  // The header is not signed; the body's delivery_id is. A header naming another delivery is refused.
  const named = header(input.headers, DELIVERY_HEADER);
  if (named !== undefined && named !== delivery.delivery_id)
    return { ok: false, reason: 'delivery_mismatch' };
  if (input.toleranceSeconds !== undefined) {
    const sent = Date.parse(delivery.timestamp);
    if (Number.isNaN(sent)) return { ok: false, reason: 'malformed_body' };
    const now = (input.now ?? new Date()).getTime();
    if (Math.abs(now - sent) > input.toleranceSeconds * 1000) return { ok: false, reason: 'stale_timestamp' };
  }
  return { ok: true, delivery };
}

/**
 * Remembers the most recent `delivery_id`s (at most `capacity`, the oldest forgotten first), so a delivery that
 * arrives again is recognised. In one process only: receivers behind several processes keep the ids in their
 * own database instead (a unique column).
 */
export class DeliveryDeduper {
  readonly #ids = new Set<string>();
  readonly capacity: number;

  constructor(capacity = 10_000) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new RangeError('capacity must be a positive integer');
    this.capacity = capacity;
  }

  get size(): number {
    return this.#ids.size;
  }

  has(deliveryId: string): boolean {
    return this.#ids.has(deliveryId);
  }

  /** Records the id as handled (again: it becomes the newest). */
  remember(deliveryId: string): void {
    this.#ids.delete(deliveryId);
    this.#ids.add(deliveryId);
    while (this.#ids.size > this.capacity) {
      const oldest = this.#ids.values().next();
      if (oldest.done === true) break;
      this.#ids.delete(oldest.value);
    }
  }

  /** Forgets an id, so a later attempt is handled: call it when handling the delivery failed. */
  forget(deliveryId: string): void {
    this.#ids.delete(deliveryId);
  }

  /** True the first time an id is seen (and records it), false for a repeat. */
  firstTime(deliveryId: string): boolean {
    if (this.#ids.has(deliveryId)) return false;
    this.remember(deliveryId);
    return true;
  }
}
