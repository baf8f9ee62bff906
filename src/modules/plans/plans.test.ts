import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ForbiddenError } from '../../platform/http/errors.ts';
import { PLANS, isPlan, planAtLeast, requirePlan, type Plan } from './plans.ts';

// CONTRACT 3 lists the plans from lowest to highest.
const ORDER: Plan[] = ['free', 'standard', 'pro', 'enterprise'];

function isPlanRequired(feature: string, plan: string, minimum: Plan) {
  return (error: unknown): boolean => {
    assert.ok(error instanceof ForbiddenError, `expected a ForbiddenError, got ${String(error)}`);
    assert.equal(error.statusCode, 403);
    assert.equal(error.code, 'plan_required');
    assert.ok(error.detail.includes(feature), error.detail);
    assert.ok(error.detail.includes(minimum), error.detail);
    assert.ok(error.detail.includes(`on ${plan}`), error.detail);
    return true;
  };
}

describe('plans', () => {
  it('lists the four plans of the contract, lowest first', () => {
    assert.deepEqual([...PLANS], ORDER);
  });

  it('recognises exactly the plan names', () => {
    for (const plan of ORDER) assert.equal(isPlan(plan), true, plan);
    for (const other of ['', 'Pro', 'PRO', 'premium', 'free ', 'enterprise+']) {
      assert.equal(isPlan(other), false, JSON.stringify(other));
    }
  });

  describe('planAtLeast', () => {
    it('orders free < standard < pro < enterprise', () => {
      for (const [i, plan] of ORDER.entries()) {
        for (const [j, minimum] of ORDER.entries()) {
          assert.equal(planAtLeast(plan, minimum), i >= j, `${plan} at least ${minimum}`);
        }
      }
    });

    it('ranks an unknown plan below every plan', () => {
      for (const minimum of ORDER) {
        assert.equal(planAtLeast('premium', minimum), false, minimum);
        assert.equal(planAtLeast('', minimum), false, minimum);
      }
    });
  });

  describe('requirePlan', () => {
    it('never refuses in selfhosted mode, whatever the plan', () => {
      for (const plan of [...ORDER, 'unknown']) {
        for (const minimum of ORDER) {
          assert.doesNotThrow(
            () => requirePlan('selfhosted', plan, minimum, 'Webhooks'),
            `${plan}/${minimum}`,
          );
        }
      }
    });

    it('in saas mode allows the minimum plan and every plan above it', () => {
      assert.doesNotThrow(() => requirePlan('saas', 'pro', 'pro', 'API tokens'));
      assert.doesNotThrow(() => requirePlan('saas', 'enterprise', 'pro', 'API tokens'));
      assert.doesNotThrow(() => requirePlan('saas', 'free', 'free', 'Courses'));
      assert.doesNotThrow(() => requirePlan('saas', 'standard', 'standard', 'Certificates'));
    });

    it('in saas mode refuses a plan below the minimum with 403 plan_required', () => {
      assert.throws(
        () => requirePlan('saas', 'free', 'pro', 'API tokens'),
        isPlanRequired('API tokens', 'free', 'pro'),
      );
      assert.throws(
        () => requirePlan('saas', 'standard', 'pro', 'Webhooks'),
        isPlanRequired('Webhooks', 'standard', 'pro'),
      );
      assert.throws(
        () => requirePlan('saas', 'pro', 'enterprise', 'Single sign-on'),
        isPlanRequired('Single sign-on', 'pro', 'enterprise'),
      );
    });

    it('in saas mode refuses an unknown plan', () => {
      assert.throws(
        () => requirePlan('saas', 'premium', 'standard', 'Webhooks'),
        isPlanRequired('Webhooks', 'premium', 'standard'),
      );
    });
  });
});
