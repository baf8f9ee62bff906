/**
 * Every timing of webhook delivery, in one place [SPEC 6.2, 8; CONTRACT 7].
 *
 * Three attempts, waiting 1 s then 4 s; a 10 s limit per attempt. SPEC lists 16 s as the next backoff step,
 * which three attempts never reach. A lease outlives the longest attempt with room to spare, so a live worker
 * never loses its claim, and a dead worker's claim frees itself soon after.
 */
import { SECOND } from '../../../platform/clock.ts';

export interface RetryPolicy {
  /** Attempts per delivery, the first included. */
  maxAttempts: number;
  /** Wait before attempt n+2, after attempt n+1 failed. */
  backoffMs: readonly number[];
  /** Limit on one attempt: connect, send, answer and the first 500 bytes of its body. */
  attemptTimeoutMs: number;
  /** How long a claim holds before another worker may take the delivery. */
  leaseMs: number;
  /** How often an idle worker looks for due deliveries. */
  pollIntervalMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 3,
  backoffMs: [1 * SECOND, 4 * SECOND, 16 * SECOND],
  attemptTimeoutMs: 10 * SECOND,
  leaseMs: 30 * SECOND,
  pollIntervalMs: 250,
};

/** Stored response bodies keep their first 500 bytes [SPEC 8]. */
export const RESPONSE_BODY_LIMIT = 500;
/** Attempts kept per endpoint [SPEC 6.2.5]. */
export const ATTEMPTS_KEPT_PER_ENDPOINT = 200;

/** The wait after failed attempt number `attempt` (1-based). */
export function backoffAfter(policy: RetryPolicy, attempt: number): number {
  const steps = policy.backoffMs;
  return steps[Math.min(attempt - 1, steps.length - 1)] ?? 0;
}

/**
 * The same policy with every duration multiplied by `scale` (WEBHOOK_TIME_SCALE): lets a staging setup or a
 * test watch the whole retry sequence in milliseconds instead of seconds. Attempt counts never change.
 */
export function scaledPolicy(scale: number, base: RetryPolicy = DEFAULT_RETRY_POLICY): RetryPolicy {
  if (scale === 1) return base;
  const at = (ms: number) => Math.max(1, Math.round(ms * scale));
  const attemptTimeoutMs = at(base.attemptTimeoutMs);
  return {
    maxAttempts: base.maxAttempts,
    backoffMs: base.backoffMs.map(at),
    attemptTimeoutMs,
    // However small the scale, a lease outlives the attempt it covers.
    leaseMs: Math.max(at(base.leaseMs), 2 * attemptTimeoutMs),
    pollIntervalMs: Math.min(base.pollIntervalMs, at(base.pollIntervalMs)),
  };
}
