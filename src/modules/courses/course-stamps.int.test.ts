/**
 * Cached trees and course lists (docs/architecture.md, "Cached trees and course lists"): every route that can
 * alter a tree or a list moves the ETag of what it alters, and a cached answer is never served after it.
 * The table names each write route of the content modules; a new one fails the last test until it is
 * listed, with the views it moves or the reason it moves none.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  API,
  callForm,
  createChapter,
  createCourse,
  createCustomActivity,
  pdfFile,
  postCourse,
  thumbnailPng,
  videoFile,
  WITH_UNPUBLISHED,
  type Activity,
  type Chapter,
  type Course,
} from '../../../test/content-factories.ts';
import { addMember, call, createOrg, type TestOrg, type TestUser } from '../../../test/factories.ts';
import {
  addUsers,
  createGroup,
  groupUrl,
  linkResources,
  type Usergroup,
} from '../../../test/usergroup-factories.ts';

interface Fixture {
  o: TestOrg;
  learner: TestUser;
  course: Course;
  chapter: Chapter;
  open: Activity;
  restricted: Activity;
  /** The learner's group, linked to nothing. */
  mine: Usergroup;
  /** A group linked to the restricted activity, without the learner. */
  other: Usergroup;
}

type View = 'tree' | 'slim' | 'member' | 'list';

interface Case {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  moves: View[];
  prepare?: (f: Fixture) => Promise<void>;
  change: (f: Fixture) => Promise<LightMyRequestResponse>;
}

describe('course stamps: every tree-altering change moves the ETag', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const admin = (f: Fixture) => f.o.admin.jwt;
  const send = (f: Fixture, method: Case['method'], url: string, body?: unknown) =>
    call(t, method, `${API}${url}`, admin(f), body);

  async function fixture(): Promise<Fixture> {
    const o = await createOrg(t);
    const learner = await addMember(t, o.org.id, 'learner');
    const course = await createCourse(t, o, { published: true, name: 'Stamped' });
    const chapter = await createChapter(t, o, course, { name: 'One' });
    const at = { o, chapter };
    const open = await createCustomActivity(t, at, { name: 'open', content: { v: 1 }, published: true });
    const restricted = await createCustomActivity(t, at, {
      name: 'restricted',
      content: { secret: true },
      published: true,
      lock_type: 'restricted',
    });
    const mine = await createGroup(t, o);
    await addUsers(t, o, mine, [learner.user.id]);
    const other = await createGroup(t, o);
    await linkResources(t, o, other, [restricted.activity_uuid]);
    return { o, learner, course, chapter, open, restricted, mine, other };
  }

  const urls: Record<View, (f: Fixture) => [string, string]> = {
    tree: (f) => [`${API}/courses/${f.course.course_uuid}/meta?${WITH_UNPUBLISHED}`, admin(f)],
    slim: (f) => [`${API}/courses/${f.course.course_uuid}/meta?slim=true`, admin(f)],
    member: (f) => [`${API}/courses/${f.course.course_uuid}/meta`, f.learner.jwt],
    list: (f) => [`${API}/courses/org_slug/${f.o.org.slug}/page/1/limit/10`, admin(f)],
  };

  /** The ETag of each view, read twice so the second comes from the cache, and checked to answer a 304. */
  async function etags(f: Fixture): Promise<Record<View, string>> {
    const out = {} as Record<View, string>;
    for (const view of Object.keys(urls) as View[]) {
      const [url, auth] = urls[view](f);
      const first = await call(t, 'GET', url, auth);
      const second = await call(t, 'GET', url, auth);
      assert.equal(second.statusCode, 200, `${view}: ${second.body}`);
      assert.equal(second.body, first.body);
      const etag = String(second.headers.etag);
      const revalidated = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${auth}`, 'if-none-match': etag },
      });
      assert.equal(revalidated.statusCode, 304, view);
      out[view] = etag;
    }
    return out;
  }

  const cases: Case[] = [
    {
      method: 'PUT',
      url: '/courses/:course_uuid',
      moves: ['tree', 'slim', 'list'],
      change: (f) => send(f, 'PUT', `/courses/${f.course.course_uuid}`, { name: 'Renamed' }),
    },
    {
      method: 'PUT',
      url: '/courses/:course_uuid/thumbnail',
      moves: ['tree', 'slim', 'list'],
      change: (f) =>
        callForm(t, 'PUT', `${API}/courses/${f.course.course_uuid}/thumbnail`, admin(f), {}, [
          thumbnailPng(),
        ]),
    },
    {
      method: 'POST',
      url: '/courses/:course_uuid/contributors',
      moves: ['tree', 'slim', 'list', 'member'],
      change: (f) =>
        send(f, 'POST', `/courses/${f.course.course_uuid}/contributors`, { user_ids: [f.learner.user.id] }),
    },
    {
      method: 'DELETE',
      url: '/courses/:course_uuid/contributors',
      moves: ['tree', 'slim', 'list', 'member'],
      prepare: async (f) => {
        const r = await send(f, 'POST', `/courses/${f.course.course_uuid}/contributors`, {
          user_ids: [f.learner.user.id],
        });
        assert.equal(r.statusCode, 200, r.body);
      },
      change: (f) =>
        send(f, 'DELETE', `/courses/${f.course.course_uuid}/contributors?user_ids=${f.learner.user.id}`),
    },
    {
      method: 'POST',
      url: '/courses/',
      moves: ['list'],
      change: (f) => postCourse(t, f.o.org.id, admin(f)),
    },
    {
      method: 'DELETE',
      url: '/courses/:course_uuid',
      moves: ['list'],
      change: (f) => send(f, 'DELETE', `/courses/${f.course.course_uuid}`),
    },
    {
      method: 'POST',
      url: '/chapters/',
      moves: ['tree', 'slim', 'member'],
      change: (f) =>
        send(f, 'POST', '/chapters/', { name: 'Two', course_id: f.course.id, org_id: f.o.org.id }),
    },
    {
      method: 'PUT',
      url: '/chapters/:chapter_id',
      moves: ['tree', 'slim', 'member'],
      change: (f) => send(f, 'PUT', `/chapters/${f.chapter.id}`, { lock_type: 'authenticated' }),
    },
    {
      method: 'DELETE',
      url: '/chapters/:chapter_id',
      moves: ['tree', 'slim', 'member'],
      change: (f) => send(f, 'DELETE', `/chapters/${f.chapter.id}`),
    },
    {
      method: 'PUT',
      url: '/chapters/course/:course_uuid/order',
      moves: ['tree', 'slim', 'member'],
      change: (f) =>
        send(f, 'PUT', `/chapters/course/${f.course.course_uuid}/order`, {
          chapter_order_by_ids: [
            {
              chapter_id: f.chapter.id,
              activities_order_by_ids: [{ activity_id: f.restricted.id }, { activity_id: f.open.id }],
            },
          ],
        }),
    },
    {
      method: 'POST',
      url: '/activities/',
      moves: ['tree'], // created unpublished: only the editor's full view shows it
      change: (f) =>
        send(f, 'POST', '/activities/', {
          activity_type: 'TYPE_CUSTOM',
          activity_sub_type: 'SUBTYPE_CUSTOM',
          name: 'new',
          chapter_id: f.chapter.id,
        }),
    },
    {
      method: 'POST',
      url: '/activities/external_video',
      moves: ['tree'], // created unpublished: only the editor's full view shows it
      change: (f) =>
        send(f, 'POST', '/activities/external_video', {
          name: 'External',
          uri: 'https://vimeo.com/76979871',
          type: 'vimeo',
          chapter_id: String(f.chapter.id),
        }),
    },
    {
      method: 'POST',
      url: '/activities/video',
      moves: ['tree'], // created unpublished: only the editor's full view shows it
      change: (f) =>
        callForm(
          t,
          'POST',
          `${API}/activities/video`,
          admin(f),
          { name: 'V', chapter_id: String(f.chapter.id) },
          [videoFile()],
        ),
    },
    {
      method: 'POST',
      url: '/activities/documentpdf',
      moves: ['tree'], // created unpublished: only the editor's full view shows it
      change: (f) =>
        callForm(
          t,
          'POST',
          `${API}/activities/documentpdf`,
          admin(f),
          { name: 'P', chapter_id: String(f.chapter.id) },
          [pdfFile()],
        ),
    },
    {
      method: 'PUT',
      url: '/activities/:activity_uuid',
      moves: ['tree', 'slim', 'member'],
      change: (f) => send(f, 'PUT', `/activities/${f.open.activity_uuid}`, { content: { v: 2 } }),
    },
    {
      method: 'DELETE',
      url: '/activities/:activity_uuid',
      moves: ['tree', 'slim', 'member'],
      change: (f) => send(f, 'DELETE', `/activities/${f.open.activity_uuid}`),
    },
    {
      method: 'POST',
      url: '/activities/:activity_uuid/versions/:version_number/restore',
      moves: ['tree', 'slim', 'member'],
      prepare: async (f) => {
        const r = await send(f, 'PUT', `/activities/${f.open.activity_uuid}`, { content: { v: 2 } });
        assert.equal(r.statusCode, 200, r.body);
      },
      change: (f) => send(f, 'POST', `/activities/${f.open.activity_uuid}/versions/1/restore`),
    },
    {
      method: 'POST',
      url: '/usergroups/:usergroup_id/add_resources',
      moves: ['member'],
      change: (f) =>
        send(
          f,
          'POST',
          `/usergroups/${f.mine.id}/add_resources?resource_uuids=${f.restricted.activity_uuid}`,
        ),
    },
    {
      method: 'DELETE',
      url: '/usergroups/:usergroup_id/remove_resources',
      moves: ['member'],
      prepare: async (f) => {
        await linkResources(t, f.o, f.mine, [f.course.course_uuid]);
      },
      change: (f) =>
        send(f, 'DELETE', `/usergroups/${f.mine.id}/remove_resources?resource_uuids=${f.course.course_uuid}`),
    },
    {
      method: 'POST',
      url: '/usergroups/:usergroup_id/add_users',
      moves: ['member'],
      change: (f) => send(f, 'POST', `/usergroups/${f.other.id}/add_users?user_ids=${f.learner.user.id}`),
    },
    {
      method: 'DELETE',
      url: '/usergroups/:usergroup_id/remove_users',
      moves: ['member'],
      prepare: async (f) => {
        await addUsers(t, f.o, f.other, [f.learner.user.id]);
      },
      change: (f) =>
        send(f, 'DELETE', `/usergroups/${f.other.id}/remove_users?user_ids=${f.learner.user.id}`),
    },
    {
      method: 'DELETE',
      url: '/usergroups/:usergroup_id',
      moves: ['member'],
      prepare: async (f) => {
        await addUsers(t, f.o, f.other, [f.learner.user.id]);
      },
      change: (f) => call(t, 'DELETE', groupUrl(f.other.id), admin(f)),
    },
  ];

  /** Write routes of the content modules that alter no tree and no course list, and why. */
  const UNTOUCHED: Record<string, string> = {
    'POST /usergroups/': 'a new group has no members and no links',
    'PUT /usergroups/:usergroup_id': 'a group’s name and description appear in no tree',
    'POST /courses/:course_uuid/updates': 'announcements are not part of the tree',
    'PUT /courses/:course_uuid/updates/:courseupdate_uuid': 'announcements are not part of the tree',
    'DELETE /courses/:course_uuid/updates/:courseupdate_uuid': 'announcements are not part of the tree',
    'POST /blocks/image': 'blocks are reached through their activity, never through the tree',
    'POST /blocks/video': 'blocks are reached through their activity, never through the tree',
    'POST /blocks/pdf': 'blocks are reached through their activity, never through the tree',
    'POST /blocks/audio': 'blocks are reached through their activity, never through the tree',
    'DELETE /blocks/:block_uuid': 'blocks are reached through their activity, never through the tree',
  };

  for (const c of cases) {
    it(`${c.method} ${c.url} moves ${c.moves.join(', ')}`, async () => {
      const f = await fixture();
      await c.prepare?.(f);
      const before = await etags(f);
      const response = await c.change(f);
      assert.ok(response.statusCode < 300, `${response.statusCode} ${response.body}`);
      for (const view of c.moves) {
        const [url, auth] = urls[view](f);
        const after = await t.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${auth}`, 'if-none-match': before[view] },
        });
        if (after.statusCode === 404) continue; // the course itself is gone
        assert.equal(after.statusCode, 200, `${view}: the answer cached before the change came back`);
        assert.notEqual(after.headers.etag, before[view], view);
      }
    });
  }

  it('lists every write route of the content modules', () => {
    const listed = new Set([...cases.map((c) => `${c.method} ${c.url}`), ...Object.keys(UNTOUCHED)]);
    const writes = t.routes
      .filter((r) => r.method !== 'GET' && r.method !== 'HEAD' && r.method !== 'OPTIONS')
      .map((r) => `${r.method} ${r.url.slice(API.length)}`)
      .filter((r) => /^\w+ \/(courses|chapters|activities|usergroups|blocks)\//.test(r));
    assert.deepEqual(
      writes.filter((r) => !listed.has(r)),
      [],
    );
  });
});
