/**
 * Playgrounds [CONTRACT 11]: create (defaults, validation, the course it was made for), read, change, publish,
 * delete, the rights of each role and of API tokens (instructors edit only their own), the family switch and
 * plan, and `playground_created` delivered signed. (Lists and tenancy: playground-lists.int.test.ts.)
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import { type TestApp } from '../../../test/build-test-app.ts';
import { API, createCourse } from '../../../test/content-factories.ts';
import { captureEvents } from '../../../test/event-capture.ts';
import {
  ALL_RIGHTS,
  addMember,
  call,
  createApiToken,
  createOrg,
  type TestOrg,
} from '../../../test/factories.ts';
import { startHttpsReceiver, type HttpsReceiver } from '../../../test/https-receiver.ts';
import {
  createPlayground,
  playgroundUrl,
  setOrgSettings,
  unknownPlayground,
  type Playground,
} from '../../../test/playground-factories.ts';
import { buildWebhookTestApp } from '../../../test/webhook-helpers.ts';

describe('playgrounds', () => {
  let t: TestApp;
  let receiver: HttpsReceiver;
  before(async () => {
    t = await buildWebhookTestApp();
    receiver = await startHttpsReceiver();
  });
  after(async () => {
    await receiver.close();
    await t.close();
  });

  const createUrl = (o: TestOrg) => `${API}/playgrounds/?org_id=${o.org.id}`;

  describe('create', () => {
    it('answers the playground with its defaults and delivers playground_created, signed', async () => {
      const o = await createOrg(t);
      const capture = await captureEvents(t, o, receiver, ['playground_created']);
      const response = await call(t, 'POST', createUrl(o), o.admin.jwt, { name: 'Fractions' });
      assert.equal(response.statusCode, 200, response.body);
      const p = response.json<Playground>();
      assert.match(p.playground_uuid, /^playground_[0-9a-f-]{36}$/);
      assert.deepEqual(
        {
          name: p.name,
          description: p.description,
          access_type: p.access_type,
          course_uuid: p.course_uuid,
          published: p.published,
          created_by: p.created_by,
          html_content: p.html_content,
          org_id: p.org_id,
        },
        {
          name: 'Fractions',
          description: '',
          access_type: 'authenticated',
          course_uuid: null,
          published: false,
          created_by: o.admin.user.id,
          html_content: '',
          org_id: o.org.id,
        },
      );
      assert.match(p.creation_date, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      assert.deepEqual(await capture.takeOne('playground_created'), {
        playground_uuid: p.playground_uuid,
        name: 'Fractions',
        created_by: o.admin.user.id,
      });
    });

    it('keeps every field it was given, the course included', async () => {
      const o = await createOrg(t);
      const course = await createCourse(t, o);
      const p = await createPlayground(t, o, {
        body: {
          name: 'Waves',
          description: 'Sine waves',
          access_type: 'public',
          course_uuid: course.course_uuid,
          html_content: '<!DOCTYPE html><p>hi</p>',
        },
      });
      assert.equal(p.description, 'Sine waves');
      assert.equal(p.access_type, 'public');
      assert.equal(p.course_uuid, course.course_uuid);
      assert.equal(p.html_content, '<!DOCTYPE html><p>hi</p>');
      const read = await call(t, 'GET', playgroundUrl(p), o.admin.jwt);
      assert.equal(read.statusCode, 200);
      assert.deepEqual(read.json(), p);
    });

    it('authored by the creator of an API token', async () => {
      const o = await createOrg(t);
      const { token } = await createApiToken(t, o, ALL_RIGHTS);
      const p = await createPlayground(t, o, { auth: token });
      assert.equal(p.created_by, o.admin.user.id);
    });

    const invalid: [string, Record<string, unknown>, (string | number)[]][] = [
      ['no name', {}, ['body', 'name']],
      ['an empty name', { name: '' }, ['body', 'name']],
      ['a blank name', { name: '   ' }, ['body', 'name']],
      ['an unknown access type', { name: 'x', access_type: 'everyone' }, ['body', 'access_type']],
      ['an unknown field', { name: 'x', colour: 'red' }, ['body', 'colour']],
      ['a page too large', { name: 'x', html_content: 'x'.repeat(500_001) }, ['body', 'html_content']],
      ['a name that is no string', { name: 5 }, ['body', 'name']],
    ];
    for (const [what, body, loc] of invalid) {
      it(`refuses ${what} with a 422`, async () => {
        const o = await createOrg(t);
        const response = await call(t, 'POST', createUrl(o), o.admin.jwt, body);
        if (loc[1] === 'colour') assertError(response, 422, 'validation_error');
        else assertInvalid(response, loc);
      });
    }

    it('401 without credentials, before validation', async () => {
      const o = await createOrg(t);
      assertError(await call(t, 'POST', createUrl(o), undefined, {}), 401, 'unauthorized');
    });

    it('404 for an unknown organization, 403 for a member of another', async () => {
      const o = await createOrg(t);
      const other = await createOrg(t);
      assertError(
        await call(t, 'POST', `${API}/playgrounds/?org_id=999999999`, o.admin.jwt, { name: 'x' }),
        404,
        'not_found',
      );
      assertError(await call(t, 'POST', createUrl(other), o.admin.jwt, { name: 'x' }), 403, 'not_member');
    });

    it('a course: unknown is a 404, of another organization a 403, and nothing is stored', async () => {
      const o = await createOrg(t);
      const other = await createOrg(t);
      const foreign = await createCourse(t, other);
      const unknown = await call(t, 'POST', createUrl(o), o.admin.jwt, {
        name: 'x',
        course_uuid: 'course_00000000-0000-4000-8000-000000000000',
      });
      assertError(unknown, 404, 'not_found');
      const crossed = await call(t, 'POST', createUrl(o), o.admin.jwt, {
        name: 'x',
        course_uuid: foreign.course_uuid,
      });
      assertError(crossed, 403, 'other_organization');
      const list = await call(t, 'GET', `${API}/playgrounds/org/${o.org.id}`, o.admin.jwt);
      assert.equal(list.json<{ total: number }>().total, 0);
    });
  });

  describe('rights by role', () => {
    // [role, create, update/delete someone else's, update/delete their own]
    const table: [string, boolean, boolean, boolean][] = [
      ['admin', true, true, true],
      ['maintainer', true, true, true],
      ['instructor', true, false, true],
      ['learner', false, false, false],
    ];
    for (const [role, creates, editsOthers, editsOwn] of table) {
      it(`${role}: create ${creates}, edit others' ${editsOthers}, edit own ${editsOwn}`, async () => {
        const o = await createOrg(t);
        const member = await addMember(t, o.org.id, role as 'learner');
        const created = await call(t, 'POST', createUrl(o), member.jwt, { name: 'mine' });
        if (creates) assert.equal(created.statusCode, 200, created.body);
        else assertError(created, 403, 'missing_right');
        const others = await createPlayground(t, o);
        const update = await call(t, 'PUT', playgroundUrl(others), member.jwt, { name: 'renamed' });
        if (editsOthers) assert.equal(update.statusCode, 200, update.body);
        else assertError(update, 403, role === 'instructor' ? 'not_owner' : 'missing_right');
        const del = await call(t, 'DELETE', playgroundUrl(others), member.jwt);
        if (editsOthers) assert.equal(del.statusCode, 204);
        else assertError(del, 403, role === 'instructor' ? 'not_owner' : 'missing_right');
        if (!creates) return;
        const mine = created.json<Playground>();
        const own = await call(t, 'PUT', playgroundUrl(mine), member.jwt, { published: true });
        assert.equal(own.statusCode, editsOwn ? 200 : 403, own.body);
        assert.equal(
          (await call(t, 'DELETE', playgroundUrl(mine), member.jwt)).statusCode,
          editsOwn ? 204 : 403,
        );
      });
    }

    it('API tokens act by the bucket: without playgrounds rights nothing, with them everything', async () => {
      const o = await createOrg(t);
      const p = await createPlayground(t, o, { published: true });
      const none = await createApiToken(t, o, { ...ALL_RIGHTS, playgrounds: {} });
      assertError(await call(t, 'POST', createUrl(o), none.token, { name: 'x' }), 403, 'missing_right');
      assertError(await call(t, 'GET', playgroundUrl(p), none.token), 403, 'missing_right');
      assertError(await call(t, 'PUT', playgroundUrl(p), none.token, { name: 'y' }), 403, 'missing_right');
      const all = await createApiToken(t, o, ALL_RIGHTS);
      assert.equal((await call(t, 'PUT', playgroundUrl(p), all.token, { name: 'y' })).statusCode, 200);
      assert.equal((await call(t, 'DELETE', playgroundUrl(p), all.token)).statusCode, 204);
    });
  });

  describe('update and delete', () => {
    it('PUT is partial, publishes, relinks and unlinks the course', async () => {
      const o = await createOrg(t);
      const course = await createCourse(t, o);
      const p = await createPlayground(t, o, {
        body: { description: 'keep me', course_uuid: course.course_uuid },
      });
      t.clock.advance(5_000);
      const response = await call(t, 'PUT', playgroundUrl(p), o.admin.jwt, {
        name: 'New name',
        published: true,
        access_type: 'public',
        html_content: '<p>new</p>',
      });
      assert.equal(response.statusCode, 200, response.body);
      const updated = response.json<Playground>();
      assert.equal(updated.name, 'New name');
      assert.equal(updated.description, 'keep me');
      assert.equal(updated.published, true);
      assert.equal(updated.access_type, 'public');
      assert.equal(updated.html_content, '<p>new</p>');
      assert.equal(updated.course_uuid, course.course_uuid);
      assert.notEqual(updated.update_date, p.update_date);
      const unlinked = await call(t, 'PUT', playgroundUrl(p), o.admin.jwt, { course_uuid: null });
      assert.equal(unlinked.json<Playground>().course_uuid, null);
    });

    it('validation before existence: a bad body on an unknown playground is a 422', async () => {
      const o = await createOrg(t);
      assertInvalid(
        await call(t, 'PUT', playgroundUrl(unknownPlayground), o.admin.jwt, { published: 'yes' }),
        ['body', 'published'],
      );
    });

    it('unknown and malformed uuids are 404s on every route', async () => {
      const o = await createOrg(t);
      for (const uuid of [
        unknownPlayground,
        'playground_nope',
        'course_00000000-0000-4000-8000-000000000000',
      ]) {
        assertError(await call(t, 'GET', playgroundUrl(uuid), o.admin.jwt), 404, 'not_found');
        assertError(await call(t, 'PUT', playgroundUrl(uuid), o.admin.jwt, { name: 'x' }), 404, 'not_found');
        assertError(await call(t, 'DELETE', playgroundUrl(uuid), o.admin.jwt), 404, 'not_found');
        assertError(await call(t, 'GET', playgroundUrl(uuid, '/view'), o.admin.jwt), 404, 'not_found');
        assertError(await call(t, 'GET', playgroundUrl(uuid, '/reactions'), o.admin.jwt), 404, 'not_found');
      }
    });

    it('delete removes it for everyone', async () => {
      const o = await createOrg(t);
      const p = await createPlayground(t, o, { published: true, body: { access_type: 'public' } });
      assert.equal((await call(t, 'DELETE', playgroundUrl(p), o.admin.jwt)).statusCode, 204);
      assertError(await call(t, 'GET', playgroundUrl(p), o.admin.jwt), 404, 'not_found');
      assertError(await call(t, 'DELETE', playgroundUrl(p), o.admin.jwt), 404, 'not_found');
    });
  });

  describe('the family switch and the plan', () => {
    it('switched off: reads are 404s, writes 403 feature_disabled', async () => {
      const o = await createOrg(t);
      const p = await createPlayground(t, o, { published: true, body: { access_type: 'public' } });
      await setOrgSettings(t, o.org.id, { playgrounds_enabled: false });
      assertError(await call(t, 'GET', playgroundUrl(p), o.admin.jwt), 404, 'not_found');
      assertError(await call(t, 'GET', playgroundUrl(p, '/view')), 404, 'not_found');
      assertError(await call(t, 'GET', `${API}/playgrounds/org/${o.org.id}`, o.admin.jwt), 404, 'not_found');
      assertError(await call(t, 'POST', createUrl(o), o.admin.jwt, { name: 'x' }), 403, 'feature_disabled');
      assertError(
        await call(t, 'PUT', playgroundUrl(p), o.admin.jwt, { name: 'x' }),
        403,
        'feature_disabled',
      );
      assertError(await call(t, 'DELETE', playgroundUrl(p), o.admin.jwt), 403, 'feature_disabled');
      await setOrgSettings(t, o.org.id, { playgrounds_enabled: true });
      assert.equal((await call(t, 'GET', playgroundUrl(p), o.admin.jwt)).statusCode, 200);
    });
  });
});
