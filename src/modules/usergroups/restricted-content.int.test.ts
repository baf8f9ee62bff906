/**
 * The `restricted` lock [SPEC 2.3; CONTRACT 5] through every read: the course tree, the chapter read, the
 * activity read and a block's file, for each kind of reader: a member of a linked group, a member of another
 * group, a learner in no group, a course author (a learner added as contributor), an instructor, an admin, an
 * API token with `courses:read`, a signed-in user of another organization and an anonymous caller. Then the
 * changes that close content again: removing the member, unlinking, deleting the group; and what a link never
 * opens (unpublished activities, activities outside the tree).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertError } from '../../../test/assertions.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  API,
  createChapter,
  createCourse,
  createCustomActivity,
  createImageBlock,
  readTree,
  reorder,
  type Activity,
  type Block,
  type Chapter,
  type Course,
} from '../../../test/content-factories.ts';
import {
  addMember,
  call,
  createApiToken,
  createOrg,
  createUser,
  type TestOrg,
} from '../../../test/factories.ts';
import {
  addUsers,
  createGroup,
  groupUrl,
  linkResources,
  removeUsers,
  unlinkResources,
  type Usergroup,
} from '../../../test/usergroup-factories.ts';

/** What a reader may open, by the names of the setting's chapters and activities. */
type Opens = Record<'chapterP' | 'pub' | 'resInP' | 'chapterR' | 'pubInR' | 'resInR', boolean>;

const ALL_OPEN: Opens = {
  chapterP: true,
  pub: true,
  resInP: true,
  chapterR: true,
  pubInR: true,
  resInR: true,
};
const UNRESTRICTED_ONLY: Opens = {
  chapterP: true,
  pub: true,
  resInP: false,
  chapterR: false,
  pubInR: false,
  resInR: false,
};

describe('restricted content and user groups', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  /**
   * A published public course with a public chapter P (a public and a restricted activity, the restricted one
   * holding an image block) and a restricted chapter R (a public and a restricted activity). Group `linked` is
   * linked to chapter R and to the restricted activity of P; group `elsewhere` to another course's chapter.
   */
  interface Setting {
    o: TestOrg;
    course: Course;
    chapterP: Chapter;
    chapterR: Chapter;
    pub: Activity;
    resInP: Activity;
    pubInR: Activity;
    resInR: Activity;
    block: Block;
    linked: Usergroup;
    elsewhere: Usergroup;
  }

  async function setting(): Promise<Setting> {
    const o = await createOrg(t);
    const course = await createCourse(t, o, { published: true, public: true });
    const chapterP = await createChapter(t, o, course, { name: 'P' });
    const chapterR = await createChapter(t, o, course, { name: 'R', lock_type: 'restricted' });
    const activity = (chapter: Chapter, name: string, lock: string) =>
      createCustomActivity(
        t,
        { o, chapter },
        { name, content: { text: name }, published: true, lock_type: lock },
      );
    const pub = await activity(chapterP, 'pub', 'public');
    const resInP = await activity(chapterP, 'resInP', 'restricted');
    const pubInR = await activity(chapterR, 'pubInR', 'public');
    const resInR = await activity(chapterR, 'resInR', 'restricted');
    const block = await createImageBlock(t, o.admin.jwt, resInP.activity_uuid);
    const linked = await createGroup(t, o, { name: 'Linked' });
    await linkResources(t, o, linked, [chapterR.chapter_uuid, resInP.activity_uuid]);
    const otherCourse = await createCourse(t, o, { published: true });
    const otherChapter = await createChapter(t, o, otherCourse, { lock_type: 'restricted' });
    const elsewhere = await createGroup(t, o, { name: 'Elsewhere' });
    await linkResources(t, o, elsewhere, [otherCourse.course_uuid, otherChapter.chapter_uuid]);
    return { o, course, chapterP, chapterR, pub, resInP, pubInR, resInR, block, linked, elsewhere };
  }

  /** A learner of the organization in `group` (when given). */
  async function learnerIn(s: Setting, group?: Usergroup) {
    const learner = await addMember(t, s.o.org.id, 'learner');
    if (group !== undefined) await addUsers(t, s.o, group, [learner.user.id]);
    return learner;
  }

  /** What `auth` sees of the setting through the tree, the chapter reads, the activity reads and the block file. */
  async function opensFor(s: Setting, auth: string | undefined): Promise<Opens> {
    const tree = await readTree(t, s.course, auth);
    const [treeP, treeR] = tree.chapters;
    const inTree = (chapter: Chapter | undefined, a: Activity) => {
      const listed = chapter!.activities.find((x) => x.id === a.id)!;
      // Locked content is listed without content; open content with it.
      assert.equal(listed.content === undefined, listed.is_locked, `${a.name}: content iff open`);
      if (!listed.is_locked) assert.deepEqual(listed.content, { text: a.name });
      return !listed.is_locked;
    };
    const opens: Opens = {
      chapterP: !treeP!.is_locked,
      pub: inTree(treeP, s.pub),
      resInP: inTree(treeP, s.resInP),
      chapterR: !treeR!.is_locked,
      pubInR: inTree(treeR, s.pubInR),
      resInR: inTree(treeR, s.resInR),
    };
    for (const [chapter, key] of [
      [s.chapterP, 'chapterP'],
      [s.chapterR, 'chapterR'],
    ] as const) {
      const read = await call(t, 'GET', `${API}/chapters/${chapter.id}`, auth);
      assert.equal(read.statusCode, 200, read.body);
      assert.equal(!read.json<Chapter>().is_locked, opens[key], `chapter read ${key}`);
    }
    for (const key of ['pub', 'resInP', 'pubInR', 'resInR'] as const) {
      const read = await call(t, 'GET', `${API}/activities/${s[key].activity_uuid}`, auth);
      if (opens[key]) assert.equal(read.statusCode, 200, `${key}: ${read.body}`);
      else if (auth === undefined) assertError(read, 401, 'unauthorized');
      else assertError(read, 403, 'activity_locked');
    }
    const file = await call(t, 'GET', `${API}/blocks/${s.block.block_uuid}/file`, auth);
    assert.equal(
      file.statusCode,
      opens.resInP ? 200 : auth === undefined ? 401 : 403,
      `block file: ${file.body}`,
    );
    return opens;
  }

  describe('who opens what', () => {
    let s: Setting;
    before(async () => {
      s = await setting();
    });

    it('a member of a linked group: the linked activity, the linked chapter and everything in it', async () => {
      const member = await learnerIn(s, s.linked);
      assert.deepEqual(await opensFor(s, member.jwt), ALL_OPEN);
    });

    it('a member of another group, and a learner in no group: unrestricted content only', async () => {
      assert.deepEqual(await opensFor(s, (await learnerIn(s, s.elsewhere)).jwt), UNRESTRICTED_ONLY);
      assert.deepEqual(await opensFor(s, (await learnerIn(s)).jwt), UNRESTRICTED_ONLY);
    });

    it('a learner added as contributor of the course reads it as editors do; an inactive authorship does not', async () => {
      const author = await learnerIn(s);
      const added = await call(
        t,
        'POST',
        `${API}/courses/${s.course.course_uuid}/contributors`,
        s.o.admin.jwt,
        {
          user_ids: [author.user.id],
        },
      );
      assert.equal(added.statusCode, 200, added.body);
      assert.deepEqual(await opensFor(s, author.jwt), ALL_OPEN);

      const inactive = await learnerIn(s);
      const now = '2026-03-02 09:00:00.000';
      await t.services.db
        .insertInto('course_authors')
        .values({
          course_id: s.course.id,
          user_id: inactive.user.id,
          authorship: 'CONTRIBUTOR',
          authorship_status: 'PENDING',
          creation_date: now,
          update_date: now,
        })
        .execute();
      assert.deepEqual(await opensFor(s, inactive.jwt), UNRESTRICTED_ONLY);
    });

    it('instructors, admins and API tokens with courses:read open everything', async () => {
      const instructor = await addMember(t, s.o.org.id, 'instructor');
      const { token } = await createApiToken(t, s.o, { courses: { action_read: true } });
      for (const auth of [instructor.jwt, s.o.admin.jwt, token])
        assert.deepEqual(await opensFor(s, auth), ALL_OPEN);
    });

    it('a signed-in user of another organization and an anonymous caller: unrestricted content only', async () => {
      const stranger = await createUser(t, { orgId: (await createOrg(t)).org.id });
      assert.deepEqual(await opensFor(s, stranger.jwt), UNRESTRICTED_ONLY);
      assert.deepEqual(await opensFor(s, undefined), UNRESTRICTED_ONLY);
    });

    it('a group linked to the course opens all of its restricted content', async () => {
      const whole = await createGroup(t, s.o);
      await linkResources(t, s.o, whole, [s.course.course_uuid]);
      assert.deepEqual(await opensFor(s, (await learnerIn(s, whole)).jwt), ALL_OPEN);
    });

    it('a link to an activity does not open its restricted chapter', async () => {
      const narrow = await createGroup(t, s.o);
      await linkResources(t, s.o, narrow, [s.resInR.activity_uuid]);
      assert.deepEqual(await opensFor(s, (await learnerIn(s, narrow)).jwt), UNRESTRICTED_ONLY);
    });
  });

  describe('closing again', () => {
    it('removing the user from the group, unlinking, deleting the group, leaving the organization', async () => {
      const s = await setting();
      const member = await learnerIn(s, s.linked);
      assert.deepEqual(await opensFor(s, member.jwt), ALL_OPEN);

      await removeUsers(t, s.o, s.linked, [member.user.id]);
      assert.deepEqual(await opensFor(s, member.jwt), UNRESTRICTED_ONLY);

      await addUsers(t, s.o, s.linked, [member.user.id]);
      await unlinkResources(t, s.o, s.linked, [s.chapterR.chapter_uuid]);
      assert.deepEqual(await opensFor(s, member.jwt), { ...UNRESTRICTED_ONLY, resInP: true });

      const deleted = await call(t, 'DELETE', groupUrl(s.linked.id), s.o.admin.jwt);
      assert.equal(deleted.statusCode, 204, deleted.body);
      assert.deepEqual(await opensFor(s, member.jwt), UNRESTRICTED_ONLY);

      const again = await learnerIn(s, s.elsewhere);
      await linkResources(t, s.o, s.elsewhere, [s.course.course_uuid]);
      assert.deepEqual(await opensFor(s, again.jwt), ALL_OPEN);
      const left = await call(t, 'DELETE', `${API}/orgs/${s.o.org.id}/users/${again.user.id}`, s.o.admin.jwt);
      assert.equal(left.statusCode, 204, left.body);
      assert.deepEqual(await opensFor(s, again.jwt), UNRESTRICTED_ONLY);
      // Rejoining starts without the old groups: leaving took the person out of them.
      const members = await call(t, 'GET', groupUrl(s.elsewhere.id, '/users'), s.o.admin.jwt);
      assert.equal(members.statusCode, 200, members.body);
      assert.deepEqual(
        members.json<{ items: { user_id: number }[] }>().items.map((u) => u.user_id),
        [],
      );
    });

    it('a link never opens an unpublished activity, nor one taken out of the tree', async () => {
      const s = await setting();
      const member = await learnerIn(s, s.linked);
      const draft = await createCustomActivity(
        t,
        { o: s.o, chapter: s.chapterR },
        { lock_type: 'restricted' },
      );
      assertError(
        await call(t, 'GET', `${API}/activities/${draft.activity_uuid}`, member.jwt),
        403,
        'activity_locked',
      );
      assert.equal(
        (await call(t, 'GET', `${API}/activities/${s.resInP.activity_uuid}`, member.jwt)).statusCode,
        200,
      );
      // The reorder leaves resInP out of the tree: an unlinked activity is for editors only.
      await reorder(t, s.o, s.course, [
        [s.chapterP.id, [s.pub.id]],
        [s.chapterR.id, [s.pubInR.id, s.resInR.id, draft.id]],
      ]);
      assertError(
        await call(t, 'GET', `${API}/activities/${s.resInP.activity_uuid}`, member.jwt),
        403,
        'activity_locked',
      );
      assert.equal(
        (await call(t, 'GET', `${API}/activities/${s.resInP.activity_uuid}`, s.o.admin.jwt)).statusCode,
        200,
      );
    });
  });
});
