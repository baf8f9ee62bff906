import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  ATTEMPTS_KEPT_PER_ENDPOINT,
  DEFAULT_RETRY_POLICY,
  RESPONSE_BODY_LIMIT,
  backoffAfter,
  scaledPolicy,
  type RetryPolicy,
} from './retry-policy.ts';

describe('DEFAULT_RETRY_POLICY [SPEC 6.2, 8; CONTRACT 7]', () => {
  const policy = DEFAULT_RETRY_POLICY;

  it('makes 3 attempts per delivery', () => {
    assert.equal(policy.maxAttempts, 3);
  });

  it('waits 1 s after the first failed attempt and 4 s after the second', () => {
    assert.equal(backoffAfter(policy, 1), 1000);
    assert.equal(backoffAfter(policy, 2), 4000);
    // The two waits three attempts use, in order.
    assert.deepEqual(
      Array.from({ length: policy.maxAttempts - 1 }, (_, i) => backoffAfter(policy, i + 1)),
      [1000, 4000],
    );
  });

  it("keeps SPEC's 16 s as the next step, which three attempts never reach", () => {
    assert.deepEqual(policy.backoffMs, [1000, 4000, 16000]);
    assert.equal(backoffAfter(policy, 3), 16000);
  });

  it('limits each attempt to 10 s', () => {
    assert.equal(policy.attemptTimeoutMs, 10_000);
  });

  it('holds a lease longer than the longest attempt', () => {
    assert.ok(policy.leaseMs > policy.attemptTimeoutMs, `lease ${policy.leaseMs} ms`);
  });

  it('polls more often than once per shortest wait', () => {
    assert.ok(policy.pollIntervalMs > 0);
    assert.ok(policy.pollIntervalMs < policy.backoffMs[0]!);
  });

  it('keeps the first 500 bytes of a response and 200 attempts per endpoint [SPEC 6.2.5, 8]', () => {
    assert.equal(RESPONSE_BODY_LIMIT, 500);
    assert.equal(ATTEMPTS_KEPT_PER_ENDPOINT, 200);
  });
});

describe('backoffAfter', () => {
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, maxAttempts: 6, backoffMs: [10, 20, 30] };

  it('takes the step of the failed attempt (1-based)', () => {
    assert.equal(backoffAfter(policy, 1), 10);
    assert.equal(backoffAfter(policy, 2), 20);
    assert.equal(backoffAfter(policy, 3), 30);
  });

  it('repeats the last step beyond the list', () => {
    assert.equal(backoffAfter(policy, 4), 30);
    assert.equal(backoffAfter(policy, 100), 30);
    assert.equal(backoffAfter(DEFAULT_RETRY_POLICY, 7), 16000);
  });

  it('is 0 when there are no steps', () => {
    assert.equal(backoffAfter({ ...policy, backoffMs: [] }, 1), 0);
  });
});

describe('scaledPolicy', () => {
  it('is the identity at scale 1', () => {
    assert.deepEqual(scaledPolicy(1), DEFAULT_RETRY_POLICY);
    const custom: RetryPolicy = {
      maxAttempts: 5,
      backoffMs: [7, 11],
      attemptTimeoutMs: 13,
      leaseMs: 17,
      pollIntervalMs: 19,
    };
    assert.deepEqual(scaledPolicy(1, custom), custom);
  });

  it('scales waits, timeout and lease by 0.01 and keeps 3 attempts', () => {
    const scaled = scaledPolicy(0.01);
    assert.equal(scaled.maxAttempts, 3);
    assert.deepEqual(scaled.backoffMs, [10, 40, 160]);
    assert.equal(scaled.attemptTimeoutMs, 100);
    assert.equal(scaled.leaseMs, DEFAULT_RETRY_POLICY.leaseMs / 100);
    assert.ok(scaled.leaseMs > scaled.attemptTimeoutMs);
    assert.equal(backoffAfter(scaled, 1), 10);
    assert.equal(backoffAfter(scaled, 2), 40);
    assert.ok(scaled.pollIntervalMs <= DEFAULT_RETRY_POLICY.pollIntervalMs);
    assert.ok(scaled.pollIntervalMs >= 1);
  });

  it('does not change the base policy', () => {
    const before = structuredClone(DEFAULT_RETRY_POLICY);
    scaledPolicy(0.01);
    scaledPolicy(50);
    assert.deepEqual(DEFAULT_RETRY_POLICY, before);
  });

  it('scales any base by any allowed factor, never changing the number of attempts', () => {
    const base = fc.record({
      maxAttempts: fc.integer({ min: 1, max: 10 }),
      backoffMs: fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 5 }),
      attemptTimeoutMs: fc.integer({ min: 1, max: 100_000 }),
      leaseMs: fc.integer({ min: 1, max: 300_000 }),
      pollIntervalMs: fc.integer({ min: 1, max: 10_000 }),
    });
    // WEBHOOK_TIME_SCALE accepts 0.001 to 100.
    const scale = fc.double({ min: 0.001, max: 100, noNaN: true });
    fc.assert(
      fc.property(base, scale, (policy, factor) => {
        const scaled = scaledPolicy(factor, policy);
        const expected = (ms: number) => Math.max(1, Math.round(ms * factor));
        assert.equal(scaled.maxAttempts, policy.maxAttempts);
        assert.deepEqual(scaled.backoffMs, policy.backoffMs.map(expected));
        assert.equal(scaled.attemptTimeoutMs, expected(policy.attemptTimeoutMs));
        // The lease scales too, but never below twice the attempt it covers.
        assert.equal(scaled.leaseMs, Math.max(expected(policy.leaseMs), 2 * scaled.attemptTimeoutMs));
        assert.ok(scaled.leaseMs > scaled.attemptTimeoutMs);
        assert.ok(scaled.pollIntervalMs >= 1 && scaled.pollIntervalMs <= policy.pollIntervalMs);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the default lease longer than the attempt timeout at every scale from 0.001 to 100', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 100, noNaN: true }), (factor) => {
        const scaled = scaledPolicy(factor);
        assert.ok(scaled.leaseMs > scaled.attemptTimeoutMs, `scale ${factor}`);
        assert.equal(scaled.maxAttempts, 3);
      }),
      { numRuns: 300 },
    );
  });
});
