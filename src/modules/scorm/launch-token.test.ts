/** Launch tokens [CONTRACT 12]: bound to one activity, one person and four hours, under the secret key. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ManualClock, SECOND } from '../../platform/clock.ts';
import type { Principal } from '../access/index.ts';
import { LAUNCH_TOKEN_TTL_MS, ScormLaunchTokens } from './launch-token.ts';

const KEY = 'a-secret-key-long-enough-for-the-tests-0123456789';
const ACTIVITY = 'activity_6a1f0c1e-5d0e-4c53-9a53-0f0e6a7c2b11';
const user = (id: number, swapped = false): Principal => ({
  kind: 'user',
  via: 'cookie',
  user: { id, userUuid: `user_${id}`, email: `u${id}@example.com`, username: `u${id}` },
  ...(swapped && { swappedFrom: { orgId: 3, tokenUuid: 'apitoken_0a1b-2c', role: 'learner' as const } }),
});

describe('ScormLaunchTokens', () => {
  it('verifies its own token for its activity until four hours have passed', () => {
    const clock = new ManualClock();
    const tokens = new ScormLaunchTokens(KEY, clock);
    const { token, expiresAt } = tokens.mint(user(7), ACTIVITY);
    assert.match(token, /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'URL-safe, one path segment');
    assert.equal(expiresAt.getTime(), clock.now().getTime() + LAUNCH_TOKEN_TTL_MS);
    assert.deepEqual(tokens.verify(token, ACTIVITY), { userId: 7, expiresAt });
    clock.advance(LAUNCH_TOKEN_TTL_MS - SECOND);
    assert.equal(tokens.verify(token, ACTIVITY)?.userId, 7);
    clock.advance(SECOND);
    assert.equal(tokens.verify(token, ACTIVITY), undefined);
  });

  it('refuses another activity, another key, a changed payload or MAC, and garbage', () => {
    const clock = new ManualClock();
    const tokens = new ScormLaunchTokens(KEY, clock);
    const { token } = tokens.mint(7, ACTIVITY);
    const [payload, mac] = token.split('.') as [string, string];
    assert.equal(tokens.verify(token, ACTIVITY.replace('11', '12')), undefined);
    assert.equal(new ScormLaunchTokens(`${KEY}x`, clock).verify(token, ACTIVITY), undefined);
    const raised = Buffer.from(JSON.stringify({ u: 1, e: 4_000_000_000 })).toString('base64url');
    for (const bad of [
      `${raised}.${mac}`,
      `${payload}.${mac.slice(1)}`,
      `${payload}.${mac}.x`,
      '',
      '.',
      'a.b',
    ]) {
      assert.equal(tokens.verify(bad, ACTIVITY), undefined, bad);
    }
  });

  it('carries a swapped session’s confinement, and has no person to launch for with an API token', () => {
    const tokens = new ScormLaunchTokens(KEY, new ManualClock());
    const { token } = tokens.mint(user(7, true), ACTIVITY);
    assert.equal(tokens.verify(token, ACTIVITY)?.swapActor, 'apitoken_0a1b-2c@3/learner');
    assert.throws(() => tokens.mint({ kind: 'anonymous' }, ACTIVITY));
  });
});
