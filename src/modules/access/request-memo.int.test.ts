/**
 * The caller's role is looked up once per request, never once per process: a second check in the same
 * request asks the database nothing, and a role changed between two requests is what the second one sees.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { API, place } from '../../../test/content-factories.ts';
import { addMember, call } from '../../../test/factories.ts';
import { assertError } from '../../../test/assertions.ts';
import { assignmentUrl, createAssignment } from '../../../test/assignment-factories.ts';
import { statementRecorder, statementShape } from '../../../test/statements.ts';
import type { Principal } from './index.ts';

describe('the per-request role memo', () => {
  const statements = statementRecorder();
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ build: { onStatement: statements.onStatement } });
  });
  after(() => t.close());

  /** A principal as the authentication hook makes one for each request. */
  function principalOf(member: Awaited<ReturnType<typeof addMember>>): Principal {
    const { user } = member;
    return {
      kind: 'user',
      via: 'bearer',
      user: { id: user.id, userUuid: user.user_uuid, email: user.email, username: user.username },
    };
  }

  it('a second check for the same principal asks the database nothing; a new principal asks again', async () => {
    const p = await place(t);
    const instructor = await addMember(t, p.o.org.id, 'instructor');
    const { access } = t.services;
    const request = principalOf(instructor);

    const first = await statements.during(() =>
      access.requireRight(request, p.o.org.id, 'courses', 'update'),
    );
    assert.deepEqual(first.statements.map(statementShape), ['select memberships']);
    const again = await statements.during(async () => {
      await access.requireRight(request, p.o.org.id, 'assignments', 'update');
      await access.standing(request, p.o.org.id);
      return access.requireOrgAccess(request, p.o.org.id);
    });
    assert.deepEqual(again.statements, []);
    assert.deepEqual(again.result, { kind: 'user', userId: instructor.user.id, role: 'instructor' });

    // The next request is another principal: it reads the role anew.
    await t.services.db
      .updateTable('memberships')
      .set({ role: 'learner' })
      .where('org_id', '=', p.o.org.id)
      .where('user_id', '=', instructor.user.id)
      .execute();
    const next = principalOf(instructor);
    const fresh = await statements.during(() => access.requireOrgAccess(next, p.o.org.id));
    assert.deepEqual(fresh.statements.map(statementShape), ['select memberships']);
    assert.deepEqual(fresh.result, { kind: 'user', userId: instructor.user.id, role: 'learner' });
  });

  it('a role changed through the API applies to the very next request', async () => {
    const p = await place(t);
    const assignment = await createAssignment(t, p);
    const grader = await addMember(t, p.o.org.id, 'instructor');
    const submissions = `${assignmentUrl(assignment)}/submissions`;

    const before = await call(t, 'GET', submissions, grader.jwt);
    assert.equal(before.statusCode, 200, before.body);
    const demoted = await call(
      t,
      'PUT',
      `${API}/orgs/${p.o.org.id}/users/${grader.user.id}/role`,
      p.o.admin.jwt,
      {
        role: 'learner',
      },
    );
    assert.equal(demoted.statusCode, 200, demoted.body);
    assertError(await call(t, 'GET', submissions, grader.jwt), 403, 'missing_right');

    const promoted = await call(
      t,
      'PUT',
      `${API}/orgs/${p.o.org.id}/users/${grader.user.id}/role`,
      p.o.admin.jwt,
      {
        role: 'instructor',
      },
    );
    assert.equal(promoted.statusCode, 200, promoted.body);
    assert.equal((await call(t, 'GET', submissions, grader.jwt)).statusCode, 200);
  });
});
