/**
 * Races on user groups: group names are unique within an organization, so concurrent creates or renames to one
 * name give one 200 and 409 `usergroup_name_taken` for the rest (never a 500); adding one member or linking one
 * resource many times at once is a no-op for all but one call, and leaves one row.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { API, createCourse } from '../../../test/content-factories.ts';
import { addMember, call, createOrg, uniq } from '../../../test/factories.ts';
import {
  RACERS,
  assertAllSucceed,
  assertOneWinner,
  holdAfter,
  race,
  settledOrBlocked,
} from '../../../test/races.ts';
import { assertError } from '../../../test/assertions.ts';
import { UsergroupsService } from './usergroups.service.ts';
import { createGroup, groupUrl, type LinkChange, type Usergroup } from '../../../test/usergroup-factories.ts';

describe('user group races', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  async function groupsNamed(orgId: number, name: string): Promise<number> {
    const rows = await t.services.db
      .selectFrom('usergroups')
      .select('id')
      .where('org_id', '=', orgId)
      .where('name', '=', name)
      .execute();
    return rows.length;
  }

  it(`${RACERS} creations of one name: one group, the rest 409 usergroup_name_taken`, async () => {
    const o = await createOrg(t);
    const name = `Group ${uniq()}`;
    const responses = await race(RACERS, () =>
      call(t, 'POST', `${API}/usergroups/`, o.admin.jwt, { name, org_id: o.org.id }),
    );
    assertOneWinner(responses, 409, 'usergroup_name_taken');
    assert.equal(await groupsNamed(o.org.id, name), 1);
  });

  it(`${RACERS} renames of different groups to one name: one 200, the rest 409 usergroup_name_taken`, async () => {
    const o = await createOrg(t);
    const groups: Usergroup[] = [];
    for (let i = 0; i < RACERS; i++) groups.push(await createGroup(t, o));
    const name = `Group ${uniq()}`;
    const responses = await race(RACERS, (i) =>
      call(t, 'PUT', groupUrl(groups[i]!.id), o.admin.jwt, { name }),
    );
    assertOneWinner(responses, 409, 'usergroup_name_taken');
    assert.equal(await groupsNamed(o.org.id, name), 1);
  });

  it(`${RACERS} additions of one member at once: one row, added by exactly one call`, async () => {
    const o = await createOrg(t);
    const group = await createGroup(t, o);
    const member = await addMember(t, o.org.id, 'learner');
    const responses = await race(RACERS, () =>
      call(t, 'POST', groupUrl(group.id, `/add_users?user_ids=${member.user.id}`), o.admin.jwt),
    );
    assertAllSucceed(responses);
    const changed = responses.filter((r) => r.json<LinkChange<number>>().changed.length > 0);
    assert.equal(changed.length, 1);
    const rows = await t.services.db
      .selectFrom('usergroup_users')
      .select('id')
      .where('usergroup_id', '=', group.id)
      .execute();
    assert.equal(rows.length, 1);
  });

  it(`${RACERS} links of one resource at once: one row, linked by exactly one call`, async () => {
    const o = await createOrg(t);
    const group = await createGroup(t, o);
    const course = await createCourse(t, o);
    const responses = await race(RACERS, () =>
      call(t, 'POST', groupUrl(group.id, `/add_resources?resource_uuids=${course.course_uuid}`), o.admin.jwt),
    );
    assertAllSucceed(responses);
    const changed = responses.filter((r) => r.json<LinkChange<string>>().changed.length > 0);
    assert.equal(changed.length, 1);
    const rows = await t.services.db
      .selectFrom('usergroup_resources')
      .select('id')
      .where('usergroup_id', '=', group.id)
      .execute();
    assert.equal(rows.length, 1);
  });
  it('members added to a group deleted meanwhile: 404, never a broken link or a 500', async () => {
    const o = await createOrg(t);
    const group = await createGroup(t, o);
    const learner = await addMember(t, o.org.id, 'learner');
    // The addition is held once it has found the group and checked the caller, before its transaction.
    const hold = holdAfter(UsergroupsService.prototype, 'requireAllowed');
    try {
      const adding = call(
        t,
        'POST',
        groupUrl(group.id, `/add_users?user_ids=${learner.user.id}`),
        o.admin.jwt,
      );
      await Promise.race([hold.reached, adding]);
      const deleting = call(t, 'DELETE', groupUrl(group.id), o.admin.jwt);
      await settledOrBlocked(deleting);
      hold.release();
      assert.equal((await deleting).statusCode, 204);
      assertError(await adding, 404, 'not_found');
    } finally {
      hold.restore();
    }
    const rows = await t.services.db
      .selectFrom('usergroup_users')
      .select('user_id')
      .where('usergroup_id', '=', group.id)
      .execute();
    assert.deepEqual(rows, []);
  });
});
