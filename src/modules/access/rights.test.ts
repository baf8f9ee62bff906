import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { ForbiddenError, UnauthorizedError } from '../../platform/http/errors.ts';
import { AccessControl, actingRole, type Actor } from './access-control.ts';
import { createAuthenticator } from './authenticator.ts';
import {
  formatSwapActor,
  parseSwapActor,
  type AuthenticatedToken,
  type Principal,
  type SwapOrigin,
} from './principal.ts';
import {
  ACTIONS,
  BUCKETS,
  ROLES,
  ROLE_UUIDS,
  intersectWithRole,
  isRole,
  normalizeRights,
  rightsBeyondRole,
  rightsHave,
  roleHasRight,
  roleRights,
  roleRightIsOwnOnly,
  roleRightsMissingFrom,
  FIRST_BUCKETS,
  type Action,
  type Bucket,
  type Rights,
  type Role,
} from './rights.ts';

const flags = fc.record(
  {
    action_create: fc.boolean(),
    action_read: fc.boolean(),
    action_update: fc.boolean(),
    action_delete: fc.boolean(),
  },
  { requiredKeys: [] },
);
const rightsArb: fc.Arbitrary<Rights> = fc.record(
  {
    courses: flags,
    assignments: flags,
    usergroups: flags,
    certifications: flags,
    users: flags,
    webhooks: flags,
    collections: flags,
    communities: flags,
    discussions: flags,
    podcasts: flags,
    boards: flags,
    playgrounds: flags,
  },
  { requiredKeys: [] },
);
const roleArb = fc.constantFrom(...ROLES);
const roleOrNullArb = fc.option(roleArb, { nil: null });

/** Every (bucket, action) pair, in the order the functions under test walk them. */
const PAIRS: [Bucket, Action][] = BUCKETS.flatMap((b) => ACTIONS.map((a): [Bucket, Action] => [b, a]));

function granted(rights: Rights): string[] {
  return PAIRS.filter(([b, a]) => rightsHave(rights, b, a)).map(([b, a]) => `${b}:${a}`);
}

/** The grants as the product decision states them (CONTRACT 3), written out independently of rights.ts. */
const EXPECTED_GRANTS: Record<Role, string[]> = {
  admin: PAIRS.map(([b, a]) => `${b}:${a}`),
  maintainer: PAIRS.map(([b, a]) => `${b}:${a}`),
  instructor: [
    'courses:create',
    'courses:read',
    'courses:update',
    'courses:delete',
    'assignments:create',
    'assignments:read',
    'assignments:update',
    'assignments:delete',
    'usergroups:read',
    'certifications:create',
    'certifications:read',
    'certifications:update',
    'certifications:delete',
    'users:read',
    ...['collections'].flatMap(all),
    'communities:read',
    ...['discussions', 'podcasts', 'boards', 'playgrounds'].flatMap(all),
  ],
  learner: [
    'courses:read',
    'assignments:read',
    'certifications:read',
    'collections:read',
    'communities:read',
    ...all('discussions'),
    'podcasts:read',
    'boards:read',
    'playgrounds:read',
  ],
};

function all(bucket: string): string[] {
  return ['create', 'read', 'update', 'delete'].map((action) => `${bucket}:${action}`);
}

/** Rights held only over the holder's own resources (CONTRACT 11), written out independently of rights.ts. */
const EXPECTED_OWN_ONLY: Record<Role, string[]> = {
  admin: [],
  maintainer: [],
  instructor: ['collections', 'discussions', 'podcasts', 'boards', 'playgrounds'].flatMap((b) => [
    `${b}:update`,
    `${b}:delete`,
  ]),
  learner: ['discussions:update', 'discussions:delete'],
};

describe('rights: role grants', () => {
  it('lists the buckets and four actions of the contract', () => {
    assert.deepEqual(
      [...BUCKETS],
      [
        'courses',
        'assignments',
        'usergroups',
        'certifications',
        'users',
        'webhooks',
        'collections',
        'communities',
        'discussions',
        'podcasts',
        'boards',
        'playgrounds',
      ],
    );
    assert.deepEqual(
      [...FIRST_BUCKETS],
      ['courses', 'assignments', 'usergroups', 'certifications', 'users', 'webhooks'],
    );
    assert.deepEqual([...ACTIONS], ['create', 'read', 'update', 'delete']);
    assert.deepEqual([...ROLES], ['admin', 'maintainer', 'instructor', 'learner']);
  });

  for (const role of ROLES) {
    it(`grants ${role} exactly its documented rights`, () => {
      const held = PAIRS.filter(([b, a]) => roleHasRight(role, b, a)).map(([b, a]) => `${b}:${a}`);
      assert.deepEqual(held, EXPECTED_GRANTS[role]);
      assert.deepEqual(granted(roleRights(role)), EXPECTED_GRANTS[role]);
    });
  }

  for (const role of ROLES) {
    it(`limits ${role} to its own resources exactly where the contract says`, () => {
      const ownOnly = PAIRS.filter(([b, a]) => roleRightIsOwnOnly(role, b, a)).map(([b, a]) => `${b}:${a}`);
      assert.deepEqual(ownOnly, EXPECTED_OWN_ONLY[role]);
      // An own-only right is still a right the role holds: the ownership test narrows it, never grants it.
      for (const right of ownOnly) assert.ok(EXPECTED_GRANTS[role].includes(right), right);
    });
  }

  it('gives admin and maintainer every right in every bucket', () => {
    for (const role of ['admin', 'maintainer'] as const) {
      for (const [b, a] of PAIRS) assert.equal(roleHasRight(role, b, a), true, `${role} ${b}:${a}`);
      assert.equal(roleRightsMissingFrom({}, role).length, PAIRS.length);
    }
  });

  it('keeps instructors and learners out of member management and webhooks', () => {
    for (const role of ['instructor', 'learner'] as const) {
      for (const action of ['create', 'update', 'delete'] as const) {
        assert.equal(roleHasRight(role, 'users', action), false, `${role} users:${action}`);
        assert.equal(roleHasRight(role, 'usergroups', action), false, `${role} usergroups:${action}`);
      }
      for (const action of ACTIONS) assert.equal(roleHasRight(role, 'webhooks', action), false);
    }
    assert.equal(roleHasRight('learner', 'users', 'read'), false);
    assert.equal(roleHasRight('learner', 'usergroups', 'read'), false);
  });

  it('orders roles: learner ⊆ instructor ⊆ maintainer = admin', () => {
    assert.deepEqual(rightsBeyondRole(roleRights('learner'), 'instructor'), []);
    assert.deepEqual(rightsBeyondRole(roleRights('instructor'), 'maintainer'), []);
    assert.deepEqual(roleRights('maintainer'), roleRights('admin'));
    assert.ok(rightsBeyondRole(roleRights('instructor'), 'learner').length > 0);
  });

  it('names the fixed role uuids', () => {
    assert.deepEqual(ROLE_UUIDS, {
      admin: 'role_admin',
      maintainer: 'role_maintainer',
      instructor: 'role_instructor',
      learner: 'role_learner',
    });
  });

  it('recognises only the four roles', () => {
    for (const role of ROLES) assert.equal(isRole(role), true);
    for (const other of ['owner', 'Admin', '', 'constructor', '__proto__', 'toString'])
      assert.equal(isRole(other), false, other);
  });
});

describe('rights: reading a rights object', () => {
  it('denies a missing bucket or a missing action', () => {
    assert.equal(rightsHave({}, 'courses', 'read'), false);
    assert.equal(rightsHave({ courses: {} }, 'courses', 'read'), false);
    assert.equal(rightsHave({ courses: { action_create: true } }, 'courses', 'read'), false);
    assert.equal(rightsHave({ courses: { action_read: true } }, 'courses', 'read'), true);
    assert.equal(rightsHave({ courses: { action_read: true } }, 'assignments', 'read'), false);
  });

  it('grants only on the boolean true, not on truthy look-alikes from stored JSON', () => {
    for (const value of [1, 'true', 'yes', {}, [true]]) {
      const rights = JSON.parse(JSON.stringify({ users: { action_read: value } })) as Rights;
      assert.equal(rightsHave(rights, 'users', 'read'), false, JSON.stringify(value));
    }
  });

  it('normalizes to every bucket and every action as booleans', () => {
    const rights = normalizeRights((b, a) => b === 'users' && a === 'delete');
    assert.deepEqual(Object.keys(rights), [...BUCKETS]);
    for (const b of BUCKETS) {
      assert.deepEqual(Object.keys(rights[b]), [
        'action_create',
        'action_read',
        'action_update',
        'action_delete',
      ]);
    }
    assert.deepEqual(granted(rights), ['users:delete']);
  });
});

describe('rights: intersecting a token with its creator', () => {
  it('never grants a right the role lacks nor one the token lacks', () => {
    fc.assert(
      fc.property(rightsArb, roleOrNullArb, (rights, role) => {
        const effective = intersectWithRole(rights, role);
        for (const [b, a] of PAIRS) {
          const expected = role !== null && roleHasRight(role, b, a) && rightsHave(rights, b, a);
          assert.equal(effective[b][`action_${a}`], expected, `${role} ${b}:${a}`);
        }
      }),
    );
  });

  it('grants nothing once the creator has no role in the organization', () => {
    assert.deepEqual(granted(intersectWithRole(roleRights('admin'), null)), []);
    fc.assert(
      fc.property(rightsArb, (rights) => {
        assert.deepEqual(granted(intersectWithRole(rights, null)), []);
      }),
    );
  });

  it('keeps a token of an admin or maintainer exactly as granted', () => {
    fc.assert(
      fc.property(rightsArb, fc.constantFrom<Role>('admin', 'maintainer'), (rights, role) => {
        assert.deepEqual(granted(intersectWithRole(rights, role)), granted(rights));
      }),
    );
  });

  it('is idempotent and always within the role afterwards', () => {
    fc.assert(
      fc.property(rightsArb, roleArb, (rights, role) => {
        const once = intersectWithRole(rights, role);
        assert.deepEqual(intersectWithRole(once, role), once);
        assert.deepEqual(rightsBeyondRole(once, role), []);
      }),
    );
  });

  it('cuts an all-rights token of a demoted instructor down to the instructor grants', () => {
    const all = normalizeRights(() => true);
    assert.deepEqual(granted(intersectWithRole(all, 'instructor')), EXPECTED_GRANTS.instructor);
    assert.deepEqual(granted(intersectWithRole(all, 'learner')), EXPECTED_GRANTS.learner);
  });
});

describe('rights: the ceiling checks', () => {
  it('finds nothing beyond the role exactly when every granted right is within it', () => {
    fc.assert(
      fc.property(rightsArb, roleArb, (rights, role) => {
        const beyond = rightsBeyondRole(rights, role);
        const within = PAIRS.every(([b, a]) => !rightsHave(rights, b, a) || roleHasRight(role, b, a));
        assert.equal(beyond.length === 0, within);
        const expected = PAIRS.filter(([b, a]) => rightsHave(rights, b, a) && !roleHasRight(role, b, a)).map(
          ([b, a]) => `${b}:${a}`,
        );
        assert.deepEqual(beyond, expected);
      }),
    );
  });

  it('never finds anything beyond admin or maintainer', () => {
    fc.assert(
      fc.property(rightsArb, fc.constantFrom<Role>('admin', 'maintainer'), (rights, role) => {
        assert.deepEqual(rightsBeyondRole(rights, role), []);
      }),
    );
  });

  it('names the rights beyond a learner', () => {
    assert.deepEqual(
      rightsBeyondRole(
        { courses: { action_read: true, action_update: true }, webhooks: { action_read: true } },
        'learner',
      ),
      ['courses:update', 'webhooks:read'],
    );
  });

  it('lists what the role holds and the rights lack, and nothing when the rights cover the role', () => {
    fc.assert(
      fc.property(rightsArb, roleArb, (rights, role) => {
        const missing = roleRightsMissingFrom(rights, role);
        const expected = PAIRS.filter(([b, a]) => roleHasRight(role, b, a) && !rightsHave(rights, b, a)).map(
          ([b, a]) => `${b}:${a}`,
        );
        assert.deepEqual(missing, expected);
        assert.deepEqual(roleRightsMissingFrom(roleRights(role), role), []);
      }),
    );
  });

  it('names the one right an instructor swap would lack', () => {
    const rights = normalizeRights((b, a) => !(b === 'assignments' && a === 'delete'));
    assert.deepEqual(roleRightsMissingFrom(rights, 'instructor'), ['assignments:delete']);
    assert.deepEqual(roleRightsMissingFrom(rights, 'learner'), []);
  });
});

function tokenPrincipal(
  orgId: number,
  rights: Rights,
  creatorRole: Role | null,
  knownBuckets: readonly Bucket[] = BUCKETS,
): Principal {
  const token: AuthenticatedToken = {
    knownBuckets,
    id: 7,
    tokenUuid: 'apitoken_x',
    orgId,
    name: 't',
    creatorUserId: 11,
    creatorRole,
    effectiveRights: intersectWithRole(rights, creatorRole),
  };
  return { kind: 'token', token };
}

function userPrincipal(id: number, swappedFrom?: SwapOrigin): Principal {
  return {
    kind: 'user',
    via: 'bearer',
    user: { id, userUuid: `user_${id}`, email: `${id}@example.com`, username: `u${id}` },
    ...(swappedFrom !== undefined && { swappedFrom }),
  };
}

async function rejectsWith(
  promise: Promise<unknown>,
  type: typeof UnauthorizedError | typeof ForbiddenError,
  code: string,
): Promise<void> {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof type, `expected ${type.name}, got ${String(error)}`);
    assert.equal(error.code, code);
    return true;
  });
}

describe('access control decisions', () => {
  // Organization 1: user 1 admin, 2 instructor, 3 learner; user 4 belongs nowhere.
  const roles: Record<string, Role> = { '1:1': 'admin', '1:2': 'instructor', '1:3': 'learner' };
  const access = new AccessControl((orgId, userId) => Promise.resolve(roles[`${orgId}:${userId}`] ?? null));

  it('refuses anonymous callers with 401 everywhere', async () => {
    const anonymous: Principal = { kind: 'anonymous' };
    assert.throws(() => access.requireAuthenticated(anonymous), UnauthorizedError);
    assert.throws(() => access.requireSessionUser(anonymous, 1), UnauthorizedError);
    assert.throws(() => access.requireSessionUser(anonymous, 'account'), UnauthorizedError);
    await rejectsWith(
      access.requireRight(anonymous, 1, 'courses', 'read'),
      UnauthorizedError,
      'unauthorized',
    );
    await rejectsWith(access.requireOrgAccess(anonymous, 1), UnauthorizedError, 'unauthorized');
    await rejectsWith(access.requireRole(anonymous, 1, ['admin']), UnauthorizedError, 'unauthorized');
  });

  it('refuses API tokens where a session is needed', async () => {
    const token = tokenPrincipal(1, roleRights('admin'), 'admin');
    for (const scope of [1, 'account'] as const) {
      assert.throws(
        () => access.requireSessionUser(token, scope),
        (error: unknown) => error instanceof ForbiddenError && error.code === 'session_only',
      );
    }
    await rejectsWith(access.requireRole(token, 1, ['admin']), ForbiddenError, 'session_only');
  });

  it('decides a member by role', async () => {
    const actor = await access.requireRight(userPrincipal(2), 1, 'courses', 'delete');
    assert.deepEqual(actor, { kind: 'user', userId: 2, role: 'instructor' });
    await rejectsWith(
      access.requireRight(userPrincipal(2), 1, 'users', 'update'),
      ForbiddenError,
      'missing_right',
    );
    await rejectsWith(
      access.requireRight(userPrincipal(3), 1, 'users', 'read'),
      ForbiddenError,
      'missing_right',
    );
    await rejectsWith(
      access.requireRight(userPrincipal(4), 1, 'courses', 'read'),
      ForbiddenError,
      'not_member',
    );
    await rejectsWith(
      access.requireRight(userPrincipal(1), 2, 'courses', 'read'),
      ForbiddenError,
      'not_member',
    );
  });

  it('decides a token by its effective rights and its organization', async () => {
    const rights: Rights = { users: { action_read: true, action_update: true } };
    const actor = await access.requireRight(tokenPrincipal(1, rights, 'admin'), 1, 'users', 'update');
    assert.deepEqual(actor, { kind: 'token', tokenId: 7, creatorUserId: 11, creatorRole: 'admin' });
    await rejectsWith(
      access.requireRight(tokenPrincipal(1, rights, 'admin'), 1, 'users', 'delete'),
      ForbiddenError,
      'missing_right',
    );
    await rejectsWith(
      access.requireRight(tokenPrincipal(1, rights, 'instructor'), 1, 'users', 'update'),
      ForbiddenError,
      'missing_right',
    );
    await rejectsWith(
      access.requireRight(tokenPrincipal(1, rights, null), 1, 'users', 'read'),
      ForbiddenError,
      'missing_right',
    );
    await rejectsWith(
      access.requireRight(tokenPrincipal(2, rights, 'admin'), 1, 'users', 'read'),
      ForbiddenError,
      'other_organization',
    );
  });

  it('refuses a token whose creator left, even where no particular right is needed', async () => {
    await rejectsWith(
      access.requireOrgAccess(tokenPrincipal(1, roleRights('admin'), null), 1),
      ForbiddenError,
      'missing_right',
    );
    const actor = await access.requireOrgAccess(tokenPrincipal(1, {}, 'learner'), 1);
    assert.equal(actor.kind, 'token');
  });

  it('confines a swapped session to the organization of its API token', async () => {
    // User 1 is admin of organization 1 and of organization 2 through this second lookup.
    const twoOrgs = new AccessControl((orgId, userId) =>
      Promise.resolve(userId === 1 && (orgId === 1 || orgId === 2) ? 'admin' : null),
    );
    const swapped = userPrincipal(1, { orgId: 1, tokenUuid: 'apitoken_ab', role: 'admin' });
    assert.equal((await twoOrgs.requireRight(swapped, 1, 'users', 'delete')).kind, 'user');
    assert.deepEqual(await twoOrgs.requireRole(swapped, 1, ['admin']), { userId: 1, role: 'admin' });
    await rejectsWith(
      twoOrgs.requireRight(swapped, 2, 'users', 'read'),
      ForbiddenError,
      'other_organization',
    );
    await rejectsWith(twoOrgs.requireOrgAccess(swapped, 2), ForbiddenError, 'other_organization');
    await rejectsWith(twoOrgs.requireRole(swapped, 2, ['admin']), ForbiddenError, 'other_organization');
    assert.equal(
      (await twoOrgs.requireOrgAccess(userPrincipal(1), 2)).kind,
      'user',
      'a plain session is not confined',
    );
  });

  it('checks roles for session users', async () => {
    assert.deepEqual(await access.requireRole(userPrincipal(1), 1, ['admin', 'maintainer']), {
      userId: 1,
      role: 'admin',
    });
    await rejectsWith(
      access.requireRole(userPrincipal(2), 1, ['admin', 'maintainer']),
      ForbiddenError,
      'insufficient_role',
    );
    await rejectsWith(access.requireRole(userPrincipal(4), 1, ['admin']), ForbiddenError, 'not_member');
  });

  it("acts with a user's own role or a token creator's role", () => {
    const user: Actor = { kind: 'user', userId: 1, role: 'learner' };
    const token: Actor = { kind: 'token', tokenId: 1, creatorUserId: 2, creatorRole: 'maintainer' };
    const orphan: Actor = { kind: 'token', tokenId: 1, creatorUserId: 2, creatorRole: null };
    assert.equal(actingRole(user), 'learner');
    assert.equal(actingRole(token), 'maintainer');
    assert.equal(actingRole(orphan), null);
  });
});

describe('own-only rights: AccessControl.requireRightOn', () => {
  const roles: Record<number, Role> = { 1: 'admin', 2: 'maintainer', 3: 'instructor', 4: 'learner' };
  const access = () => new AccessControl((_org, user) => Promise.resolve(roles[user] ?? null));

  async function outcome(principal: Principal, bucket: Bucket, action: Action, owner: number | null) {
    try {
      await access().requireRightOn(principal, 1, bucket, action, owner);
      return 'allowed';
    } catch (error) {
      assert.ok(error instanceof ForbiddenError);
      return error.code;
    }
  }

  it("lets each role edit others' resources only where the right is not own-only", async () => {
    for (const [id, role] of Object.entries(roles)) {
      const me = Number(id);
      for (const [bucket, action] of PAIRS) {
        const held = roleHasRight(role, bucket, action);
        const mine = await outcome(userPrincipal(me), bucket, action, me);
        const theirs = await outcome(userPrincipal(me), bucket, action, 99);
        const gone = await outcome(userPrincipal(me), bucket, action, null);
        const ownOnly = roleRightIsOwnOnly(role, bucket, action);
        assert.equal(mine, held ? 'allowed' : 'missing_right', `${role} own ${bucket}:${action}`);
        const expected = !held ? 'missing_right' : ownOnly ? 'not_owner' : 'allowed';
        assert.equal(theirs, expected, `${role} other ${bucket}:${action}`);
        assert.equal(gone, expected, `${role} orphan ${bucket}:${action}`);
      }
    }
  });

  it("lets a token act on its creator's resources as the creator would", async () => {
    const full = normalizeRights(() => true);
    const token = tokenPrincipal(1, full, 'instructor');
    assert.equal(await outcome(token, 'boards', 'update', 11), 'allowed');
    assert.equal(await outcome(token, 'boards', 'update', 12), 'not_owner');
    assert.equal(await outcome(tokenPrincipal(1, full, 'admin'), 'boards', 'update', 12), 'allowed');
    assert.equal(await access().mayOn(token, 1, 'boards', 'delete', 12), false);
    assert.equal(await access().mayOn(token, 1, 'boards', 'delete', 11), true);
  });
});

describe('swapped sessions: the act claim', () => {
  it('round-trips the origin of a swapped JWT', () => {
    fc.assert(
      fc.property(
        fc.uuid(),
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.constantFrom(...ROLES),
        (uuid, orgId, role) => {
          const origin = { orgId, tokenUuid: `apitoken_${uuid}`, role };
          assert.deepEqual(parseSwapActor(formatSwapActor(origin)), origin);
        },
      ),
    );
  });

  it('reads nothing from a claim in another form', () => {
    for (const act of [
      'apitoken_ab',
      'apitoken_ab@',
      'apitoken_ab@0',
      'apitoken_ab@-1',
      'user_ab@1',
      '@1',
      'apitoken_ab@1@2',
      'apitoken_ab@1',
      'apitoken_ab@1/',
      'apitoken_ab@1/owner',
      'apitoken_ab@1/admin/x',
    ]) {
      assert.equal(parseSwapActor(act), null, act);
    }
  });

  function authenticatorFor(claims: { sub: string; sv: number; act?: unknown }) {
    return createAuthenticator({
      apiTokenPrefix: 'svc_',
      verifyAccessToken: () => Promise.resolve(claims),
      findUserByUuid: (uuid) =>
        Promise.resolve({
          id: 5,
          user_uuid: uuid,
          email: 'a@example.com',
          username: 'a',
          session_version: 1,
        }),
      authenticateApiToken: () => Promise.reject(new Error('not an API token')),
    });
  }

  it('marks a JWT carrying act as a swapped session of that organization', async () => {
    const act = formatSwapActor({ orgId: 9, tokenUuid: 'apitoken_0f', role: 'instructor' });
    const principal = await authenticatorFor({ sub: 'user_x', sv: 1, act }).fromBearer('jwt');
    assert.ok(principal.kind === 'user');
    assert.deepEqual(principal.swappedFrom, { orgId: 9, tokenUuid: 'apitoken_0f', role: 'instructor' });

    const plain = await authenticatorFor({ sub: 'user_x', sv: 1 }).fromBearer('jwt');
    assert.ok(plain.kind === 'user');
    assert.equal(plain.swappedFrom, undefined);
  });

  it('refuses a JWT whose act claim names no origin', async () => {
    // 'apitoken_0f@9' is the form swaps wrote before the role cap: it no longer names an origin.
    for (const act of ['apitoken_0f', 'apitoken_0f@9', 42, null]) {
      await rejectsWith(
        authenticatorFor({ sub: 'user_x', sv: 1, act }).fromBearer('jwt'),
        UnauthorizedError,
        'invalid_token',
      );
    }
    assert.equal(await authenticatorFor({ sub: 'user_x', sv: 1, act: 'x' }).fromCookie('jwt'), null);
  });
});

describe('the grant rule: AccessControl.requireGrant', () => {
  const rightsArb = fc
    .array(fc.boolean(), {
      minLength: BUCKETS.length * ACTIONS.length,
      maxLength: BUCKETS.length * ACTIONS.length,
    })
    .map((bits) =>
      normalizeRights((b, a) => bits[BUCKETS.indexOf(b) * ACTIONS.length + ACTIONS.indexOf(a)]!),
    );

  function grants(access: AccessControl, principal: Principal, actor: Actor, role: Role): string | null {
    try {
      access.requireGrant(principal, actor, role);
      return null;
    } catch (error) {
      assert.ok(error instanceof ForbiddenError);
      return error.code;
    }
  }

  it('lets a token hand out a role only when it holds every right of it, and never above its creator', () => {
    const access = new AccessControl(() => Promise.resolve(null));
    fc.assert(
      fc.property(
        rightsArb,
        fc.constantFrom(...ROLES),
        fc.constantFrom(...ROLES),
        (rights, creator, role) => {
          const principal = tokenPrincipal(1, rights, creator);
          const actor: Actor = { kind: 'token', tokenId: 7, creatorUserId: 11, creatorRole: creator };
          const code = grants(access, principal, actor, role);
          if (code === null) {
            // Granted: every right of the role was the token's own.
            assert.deepEqual(roleRightsMissingFrom(intersectWithRole(rights, creator), role), []);
            assert.ok(ROLES.indexOf(role) >= ROLES.indexOf(creator));
          } else {
            const missing = roleRightsMissingFrom(intersectWithRole(rights, creator), role);
            assert.equal(code, missing.length > 0 ? 'rights_exceed_token' : 'insufficient_role');
          }
        },
      ),
    );
  });

  it('judges a token stored before the new buckets only on the buckets it could have asked for', () => {
    const access = new AccessControl(() => Promise.resolve(null));
    // A provisioning token of the first six buckets, as an upgrade finds it: everything it could ask for.
    const legacy = normalizeRights((b) => FIRST_BUCKETS.includes(b));
    const actor: Actor = { kind: 'token', tokenId: 7, creatorUserId: 11, creatorRole: 'admin' };
    for (const role of ROLES) {
      assert.equal(
        grants(access, tokenPrincipal(1, legacy, 'admin', FIRST_BUCKETS), actor, role),
        null,
        role,
      );
    }
    // The same rights set after the upgrade lack the new buckets, which the token could have asked for.
    assert.equal(
      grants(access, tokenPrincipal(1, legacy, 'admin', BUCKETS), actor, 'learner'),
      'rights_exceed_token',
    );
    // The legacy token still holds nothing in the new buckets.
    const principal = tokenPrincipal(1, legacy, 'admin', FIRST_BUCKETS);
    assert.ok(principal.kind === 'token');
    assert.equal(rightsHave(principal.token.effectiveRights, 'communities', 'read'), false);
  });

  it('lets a swapped session hand out only roles within the role its swap was checked for', () => {
    const access = new AccessControl(() => Promise.resolve(null));
    for (const cap of ROLES) {
      for (const role of ROLES) {
        const principal = userPrincipal(1, { orgId: 1, tokenUuid: 'apitoken_ab', role: cap });
        // The person's own role may have risen to admin since the swap; the cap still holds.
        const code = grants(access, principal, { kind: 'user', userId: 1, role: 'admin' }, role);
        const within = roleRightsMissingFrom(roleRights(cap), role).length === 0;
        assert.equal(code, within ? null : 'rights_exceed_token', `${cap} → ${role}`);
      }
    }
  });

  it('keeps people to roles up to their own: only admins make admins', () => {
    const access = new AccessControl(() => Promise.resolve(null));
    for (const own of ROLES) {
      for (const role of ROLES) {
        const code = grants(access, userPrincipal(1), { kind: 'user', userId: 1, role: own }, role);
        assert.equal(code, ROLES.indexOf(role) >= ROLES.indexOf(own) ? null : 'insufficient_role');
      }
    }
  });

  it('keeps the person of a swapped session inside its organization, and off the whole account', () => {
    const access = new AccessControl(() => Promise.resolve(null));
    const swapped = userPrincipal(1, { orgId: 1, tokenUuid: 'apitoken_ab', role: 'learner' });
    assert.equal(access.requireSessionUser(swapped, 1), swapped);
    const refusedWith = (scope: number | 'account', code: string) =>
      assert.throws(
        () => access.requireSessionUser(swapped, scope),
        (error: unknown) => error instanceof ForbiddenError && error.code === code,
      );
    refusedWith(2, 'other_organization');
    refusedWith('account', 'swapped_session');
    assert.deepEqual(access.sessionPerson(swapped), {
      user: swapped.kind === 'user' && swapped.user,
      confinedTo: 1,
    });
    const own = userPrincipal(1);
    assert.equal(access.requireSessionUser(own, 'account'), own);
    assert.equal(access.requireSessionUser(own, 2), own);
    assert.equal(access.sessionPerson(own).confinedTo, undefined);
  });

  it('caps a swapped session at the role it was swapped for, even after a promotion', async () => {
    const promoted = new AccessControl(() => Promise.resolve('admin'));
    const swapped = userPrincipal(1, { orgId: 1, tokenUuid: 'apitoken_ab', role: 'learner' });
    assert.deepEqual(await promoted.requireOrgAccess(swapped, 1), {
      kind: 'user',
      userId: 1,
      role: 'learner',
    });
    await rejectsWith(promoted.requireRight(swapped, 1, 'users', 'read'), ForbiddenError, 'missing_right');
    const demoted = new AccessControl(() => Promise.resolve('learner'));
    const adminSwap = userPrincipal(1, { orgId: 1, tokenUuid: 'apitoken_ab', role: 'admin' });
    assert.deepEqual(await demoted.requireOrgAccess(adminSwap, 1), {
      kind: 'user',
      userId: 1,
      role: 'learner',
    });
  });
});
