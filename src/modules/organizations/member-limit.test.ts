/**
 * The member limit has one place: `OrganizationsService.addMember`. Held by reading the sources: the membership
 * insert is called from there alone, so a new path that adds members cannot skip the limit. And the limits of
 * the plans, as CONTRACT 11 gives them.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { PLAN_MEMBER_LIMITS, planMemberLimit } from '../plans/index.ts';

const SRC = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sources(full);
    return full.endsWith('.ts') && !full.endsWith('.test.ts') ? [full] : [];
  });
}

describe('member limit: one place', () => {
  it('memberships are inserted by the repository alone, called by addMember alone', () => {
    const inserts: string[] = [];
    const calls: string[] = [];
    for (const file of sources(SRC)) {
      const text = readFileSync(file, 'utf8');
      const name = path.relative(SRC, file);
      if (/insertInto\('memberships'\)/.test(text)) inserts.push(name);
      for (const m of text.matchAll(/\.insertMembership\(/g)) calls.push(`${name}@${m.index}`);
    }
    assert.deepEqual(inserts, [path.join('modules', 'organizations', 'organizations.repository.ts')]);
    assert.equal(calls.length, 1, calls.join(', '));
    const service = readFileSync(path.join(SRC, 'modules/organizations/organizations.service.ts'), 'utf8');
    const addMember = service.slice(service.indexOf('async addMember('));
    const body = addMember.slice(0, addMember.indexOf('\n  }\n'));
    assert.match(body, /this\.repo\.insertMembership\(/, 'the one call is inside addMember');
    assert.match(body, /member_limit_reached/);
  });

  it('plans carry the limits of CONTRACT 11 in saas mode, none self-hosted', () => {
    assert.deepEqual(PLAN_MEMBER_LIMITS, { free: 50, standard: 500, pro: 5000, enterprise: null });
    for (const [plan, limit] of [
      ['free', 50],
      ['standard', 500],
      ['pro', 5000],
      ['enterprise', null],
    ] as const) {
      assert.equal(planMemberLimit('saas', plan), limit, plan);
      assert.equal(planMemberLimit('selfhosted', plan), null, plan);
    }
  });
});
