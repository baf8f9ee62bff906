/**
 * Assignments over HTTP [SPEC 2.5, 4.2 rule 5, 4.3, 5.6, 5.8; CONTRACT 2, 6]: the three-call creation flow, what
 * an assignment must hang off, validation and rights of the create, and reads by uuid / activity / course with
 * who may make them (anonymous callers never). Updates and deletion: assignments-update-delete.int.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import {
  API,
  apiDate,
  createChapter,
  createCourse,
  createCustomActivity,
  place,
  type Place,
} from '../../../test/content-factories.ts';
import {
  ALL_RIGHTS,
  addMember,
  call,
  createApiToken,
  createOrg,
  type Method,
  type TestUser,
} from '../../../test/factories.ts';
import { SAMPLE_FILES, multipartBody } from '../../../test/multipart.ts';
import {
  assignmentBody,
  assignmentRights,
  buildAssignment,
  createShell,
  createTask,
  postAssignment,
  type Assignment,
  type Built,
  type Task,
} from '../../../test/assignment-factories.ts';

const GRADING_TYPES = ['ALPHABET', 'NUMERIC', 'PERCENTAGE', 'PASS_FAIL', 'GPA_SCALE'];

/** The assignment tables' rows of an organization, to show a refused call created nothing. */
async function assignmentIdsOfOrg(t: TestApp, orgId: number): Promise<number[]> {
  const rows = await t.services.db
    .selectFrom('assignments')
    .select('id')
    .where('org_id', '=', orgId)
    .orderBy('id')
    .execute();
  return rows.map((r) => Number(r.id));
}

describe('assignments', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  async function read(uuid: string, auth: string): Promise<Assignment> {
    const response = await call(t, 'GET', `${API}/assignments/${uuid}`, auth);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<Assignment>();
  }

  describe('the three-call creation flow [SPEC 4.2 rule 5]', () => {
    it('shell → assignment with every field of SPEC 2.5 echoed → tasks', async () => {
      const p = await place(t);
      // 1. The activity shell.
      const shell = await createShell(t, p);
      assert.equal(shell.activity_type, 'TYPE_ASSIGNMENT');
      assert.equal(shell.activity_sub_type, 'SUBTYPE_ASSIGNMENT_ANY');
      // 2. The assignment record, every field given.
      const fields = {
        title: 'Essay on rivers',
        description: 'Write about a river you know',
        due_date: '2026-04-15',
        grading_type: 'GPA_SCALE',
        org_id: p.o.org.id,
        course_id: p.course.id,
        chapter_id: p.chapter.id,
        activity_id: shell.id,
        published: true,
        auto_grading: true,
        anti_copy_paste: true,
        show_correct_answers: true,
        allow_retries: true,
        max_retries: 3,
      };
      const response = await postAssignment(t, p.o.admin.jwt, fields);
      assert.equal(response.statusCode, 200, response.body);
      const created = response.json<Assignment>();
      assert.match(created.assignment_uuid, /^assignment_[0-9a-f-]{36}$/);
      assert.ok(Number.isInteger(created.id) && created.id > 0);
      const now = apiDate(t.clock.now());
      assert.deepEqual(
        { ...created, id: 0, assignment_uuid: '' },
        { ...fields, id: 0, assignment_uuid: '', creation_date: now, update_date: now },
      );
      assert.deepEqual(await read(created.assignment_uuid, p.o.admin.jwt), created);
      // 3. The tasks.
      const task = await createTask(t, p.o.admin.jwt, created.assignment_uuid, 'SHORT_ANSWER');
      assert.equal(task.assignment_uuid, created.assignment_uuid);
      const tasks = await call(
        t,
        'GET',
        `${API}/assignments/${created.assignment_uuid}/tasks`,
        p.o.admin.jwt,
      );
      assert.equal(tasks.statusCode, 200, tasks.body);
      assert.deepEqual(
        tasks.json<Task[]>().map((x) => x.assignment_task_uuid),
        [task.assignment_task_uuid],
      );
    });

    it('the optional fields default: no due date, every boolean false, allow_retries false, max_retries 0', async () => {
      const p = await place(t);
      const shell = await createShell(t, p);
      const response = await postAssignment(t, p.o.admin.jwt, assignmentBody(p, shell));
      assert.equal(response.statusCode, 200, response.body);
      const created = response.json<Assignment>();
      assert.equal(created.due_date, null);
      assert.equal(created.published, false);
      assert.equal(created.auto_grading, false);
      assert.equal(created.anti_copy_paste, false);
      assert.equal(created.show_correct_answers, false);
      assert.equal(created.allow_retries, false);
      assert.equal(created.max_retries, 0);
      assert.equal(created.activity_id, shell.id);
      assert.deepEqual(await read(created.assignment_uuid, p.o.admin.jwt), created);
    });

    it('accepts every grading_type of SPEC 2.5', async () => {
      const p = await place(t);
      for (const gradingType of GRADING_TYPES) {
        const shell = await createShell(t, p);
        const response = await postAssignment(
          t,
          p.o.admin.jwt,
          assignmentBody(p, shell, { grading_type: gradingType }),
        );
        assert.equal(response.statusCode, 200, `${gradingType}: ${response.body}`);
        assert.equal(response.json<Assignment>().grading_type, gradingType);
      }
    });

    it('an instructor may create one; so may a token with assignments:create', async () => {
      const p = await place(t);
      const instructor = await addMember(t, p.o.org.id, 'instructor');
      const byInstructor = await postAssignment(
        t,
        instructor.jwt,
        assignmentBody(p, await createShell(t, p)),
      );
      assert.equal(byInstructor.statusCode, 200, byInstructor.body);
      const token = await createApiToken(t, p.o, assignmentRights('create'));
      const byToken = await postAssignment(t, token.token, assignmentBody(p, await createShell(t, p)));
      assert.equal(byToken.statusCode, 200, byToken.body);
    });
  });

  describe('the four foreign keys name one assignment shell', () => {
    let p: Place;
    let shell: { id: number };
    before(async () => {
      p = await place(t);
      shell = await createShell(t, p);
    });

    async function refused(body: Record<string, unknown>, label: string) {
      const response = await postAssignment(t, p.o.admin.jwt, body);
      assert.equal(response.statusCode, 400, `${label}: ${response.body}`);
      assertError(response, 400, 'invalid_activity_shell');
    }

    it('an activity of another type (CUSTOM) → 400 invalid_activity_shell', async () => {
      const custom = await createCustomActivity(t, p);
      await refused(assignmentBody(p, custom), 'custom');
      assert.deepEqual(await assignmentIdsOfOrg(t, p.o.org.id), []);
    });

    it('a course_id other than the shell’s → 400', async () => {
      const otherCourse = await createCourse(t, p.o);
      await refused(assignmentBody(p, shell, { course_id: otherCourse.id }), 'other course');
      assert.deepEqual(await assignmentIdsOfOrg(t, p.o.org.id), []);
    });

    it('a chapter_id other than the shell’s (same course) → 400', async () => {
      const otherChapter = await createChapter(t, p.o, p.course, { name: 'Other' });
      await refused(assignmentBody(p, shell, { chapter_id: otherChapter.id }), 'other chapter');
      assert.deepEqual(await assignmentIdsOfOrg(t, p.o.org.id), []);
    });

    it('a shell of another organization → 400, even with the four ids of that organization but ours in org_id', async () => {
      const other = await place(t);
      const foreignShell = await createShell(t, other);
      await refused(assignmentBody(p, foreignShell), 'foreign activity');
      await refused(
        { ...assignmentBody(other, foreignShell), org_id: p.o.org.id },
        'foreign course/chapter/activity',
      );
      assert.deepEqual(await assignmentIdsOfOrg(t, p.o.org.id), []);
      assert.deepEqual(await assignmentIdsOfOrg(t, other.o.org.id), []);
    });

    it('an unknown activity id → 400', async () => {
      await refused(assignmentBody(p, { id: 2_000_000_000 }), 'unknown');
      assert.deepEqual(await assignmentIdsOfOrg(t, p.o.org.id), []);
    });

    it('a second assignment on the same activity → 409; the first is untouched', async () => {
      const own = await createShell(t, p);
      const first = await postAssignment(t, p.o.admin.jwt, assignmentBody(p, own, { title: 'First' }));
      assert.equal(first.statusCode, 200, first.body);
      const second = await postAssignment(t, p.o.admin.jwt, assignmentBody(p, own, { title: 'Second' }));
      assert.equal(second.statusCode, 409, second.body);
      assertError(second, 409, 'assignment_exists');
      const ids = await assignmentIdsOfOrg(t, p.o.org.id);
      assert.deepEqual(ids, [first.json<Assignment>().id]);
      assert.equal((await read(first.json<Assignment>().assignment_uuid, p.o.admin.jwt)).title, 'First');
    });
  });

  describe('create: validation and rights', () => {
    let p: Place;
    let shell: { id: number };
    before(async () => {
      p = await place(t);
      shell = await createShell(t, p);
    });

    it('an unknown organization → 404', async () => {
      const response = await postAssignment(
        t,
        p.o.admin.jwt,
        assignmentBody(p, shell, { org_id: 2_000_000_000 }),
      );
      assertError(response, 404, 'not_found');
    });

    it("grading_type 'STARS' → 422 at grading_type", async () => {
      const response = await postAssignment(
        t,
        p.o.admin.jwt,
        assignmentBody(p, shell, { grading_type: 'STARS' }),
      );
      assertInvalid(response, ['body', 'grading_type']);
    });

    for (const dueDate of ['2026-02-30', '03/10/2026', '2026-13-01', '2026-3-1']) {
      it(`due_date '${dueDate}' → 422 at due_date`, async () => {
        const response = await postAssignment(
          t,
          p.o.admin.jwt,
          assignmentBody(p, shell, { due_date: dueDate }),
        );
        assertInvalid(response, ['body', 'due_date']);
      });
    }

    it('a missing required field → 422 at that field', async () => {
      for (const field of [
        'title',
        'description',
        'grading_type',
        'org_id',
        'course_id',
        'chapter_id',
        'activity_id',
      ]) {
        const body = assignmentBody(p, shell);
        delete body[field];
        assertInvalid(await postAssignment(t, p.o.admin.jwt, body), ['body', field]);
      }
    });

    it('nothing was created by the refused calls above', async () => {
      assert.deepEqual(await assignmentIdsOfOrg(t, p.o.org.id), []);
    });

    it('anonymous → 401 (before validation); learner → 403; token without assignments:create → 403; token of another org → 403', async () => {
      const body = assignmentBody(p, shell);
      assertError(await postAssignment(t, undefined, body), 401, 'unauthorized');
      assertError(
        await postAssignment(t, undefined, { ...body, grading_type: 'STARS' }),
        401,
        'unauthorized',
      );
      const learner = await addMember(t, p.o.org.id, 'learner');
      assertError(await postAssignment(t, learner.jwt, body), 403, 'missing_right');
      const noCreate = await createApiToken(t, p.o, assignmentRights('read', 'update', 'delete'));
      assertError(await postAssignment(t, noCreate.token, body), 403, 'missing_right');
      const other = await createOrg(t);
      const foreign = await createApiToken(t, other, ALL_RIGHTS);
      assertError(await postAssignment(t, foreign.token, body), 403, 'other_organization');
      // The admin of another organization is no member here.
      assertError(await postAssignment(t, other.admin.jwt, body), 403, 'not_member');
      assert.deepEqual(await assignmentIdsOfOrg(t, p.o.org.id), []);
      // The same body is fine for someone allowed: the refusals were about the caller.
      assert.equal((await postAssignment(t, p.o.admin.jwt, body)).statusCode, 200);
    });
  });

  describe('reads', () => {
    let b: Built;
    let second: Assignment;
    let hidden: Assignment;
    let learner: TestUser;
    before(async () => {
      b = await buildAssignment(t, { fields: { published: true, due_date: '2026-05-01' } });
      second = (await buildAssignment(t, { p: b.p, fields: { published: true, title: 'Second' } }))
        .assignment;
      hidden = (await buildAssignment(t, { p: b.p, fields: { published: false, title: 'Draft' } }))
        .assignment;
      learner = await addMember(t, b.p.o.org.id, 'learner');
    });

    it('a grader reads one by uuid, by activity uuid, and the course list in creation order', async () => {
      const instructor = await addMember(t, b.p.o.org.id, 'instructor');
      const token = await createApiToken(t, b.p.o, assignmentRights('read'));
      for (const auth of [b.p.o.admin.jwt, instructor.jwt, token.token]) {
        assert.deepEqual(await read(b.assignment.assignment_uuid, auth), b.assignment);
        const byActivity = await call(t, 'GET', `${API}/assignments/activity/${b.shell.activity_uuid}`, auth);
        assert.equal(byActivity.statusCode, 200, byActivity.body);
        assert.deepEqual(byActivity.json(), b.assignment);
        const list = await call(t, 'GET', `${API}/assignments/course/${b.p.course.course_uuid}`, auth);
        assert.equal(list.statusCode, 200, list.body);
        assert.deepEqual(list.json(), [b.assignment, second, hidden]);
      }
    });

    it("the course list holds only that course's assignments", async () => {
      const otherCourse = await createCourse(t, b.p.o, { published: true });
      const otherChapter = await createChapter(t, b.p.o, otherCourse);
      const elsewhere = await buildAssignment(t, {
        p: { o: b.p.o, course: otherCourse, chapter: otherChapter },
      });
      const list = await call(
        t,
        'GET',
        `${API}/assignments/course/${otherCourse.course_uuid}`,
        b.p.o.admin.jwt,
      );
      assert.equal(list.statusCode, 200, list.body);
      assert.deepEqual(list.json(), [elsewhere.assignment]);
      const empty = await createCourse(t, b.p.o);
      const none = await call(t, 'GET', `${API}/assignments/course/${empty.course_uuid}`, b.p.o.admin.jwt);
      assert.equal(none.statusCode, 200, none.body);
      assert.deepEqual(none.json(), []);
    });

    it('a learner reads a published assignment of an activity they can open', async () => {
      assert.deepEqual(await read(b.assignment.assignment_uuid, learner.jwt), b.assignment);
      const byActivity = await call(
        t,
        'GET',
        `${API}/assignments/activity/${b.shell.activity_uuid}`,
        learner.jwt,
      );
      assert.equal(byActivity.statusCode, 200, byActivity.body);
      assert.deepEqual(byActivity.json(), b.assignment);
      const list = await call(t, 'GET', `${API}/assignments/course/${b.p.course.course_uuid}`, learner.jwt);
      assert.equal(list.statusCode, 200, list.body);
      assert.deepEqual(list.json(), [b.assignment, second], 'the unpublished one is left out');
    });

    it('a learner gets 403 for an unpublished assignment, by uuid and by activity', async () => {
      const byUuid = await call(t, 'GET', `${API}/assignments/${hidden.assignment_uuid}`, learner.jwt);
      assert.equal(byUuid.statusCode, 403, byUuid.body);
      const activityUuid = (
        await t.services.db
          .selectFrom('activities')
          .select('activity_uuid')
          .where('id', '=', hidden.activity_id)
          .executeTakeFirstOrThrow()
      ).activity_uuid;
      const byActivity = await call(t, 'GET', `${API}/assignments/activity/${activityUuid}`, learner.jwt);
      assert.equal(byActivity.statusCode, 403, byActivity.body);
      // The tasks of an unpublished assignment are out of reach as well.
      const tasks = await call(t, 'GET', `${API}/assignments/${hidden.assignment_uuid}/tasks`, learner.jwt);
      assert.equal(tasks.statusCode, 403, tasks.body);
    });

    it('a learner gets 403 for a published assignment whose activity they cannot open', async () => {
      const locked = await buildAssignment(t, {
        p: b.p,
        fields: { published: true },
        shellFields: { published: false },
      });
      assertError(
        await call(t, 'GET', `${API}/assignments/${locked.assignment.assignment_uuid}`, learner.jwt),
        403,
        'activity_locked',
      );
      const byActivity = await call(
        t,
        'GET',
        `${API}/assignments/activity/${locked.shell.activity_uuid}`,
        learner.jwt,
      );
      assert.equal(byActivity.statusCode, 403, byActivity.body);
      const list = await call(t, 'GET', `${API}/assignments/course/${b.p.course.course_uuid}`, learner.jwt);
      assert.ok(
        !list.json<Assignment[]>().some((a) => a.assignment_uuid === locked.assignment.assignment_uuid),
        list.body,
      );
    });

    it('people and tokens of another organization → 403', async () => {
      const other = await createOrg(t);
      const outsider = await addMember(t, other.org.id, 'learner');
      const foreign = await createApiToken(t, other, ALL_RIGHTS);
      for (const auth of [other.admin.jwt, outsider.jwt, foreign.token]) {
        for (const url of [
          `${API}/assignments/${b.assignment.assignment_uuid}`,
          `${API}/assignments/activity/${b.shell.activity_uuid}`,
          `${API}/assignments/course/${b.p.course.course_uuid}`,
        ]) {
          const response = await call(t, 'GET', url, auth);
          assert.equal(response.statusCode, 403, `${url}: ${response.body}`);
        }
      }
    });

    it('a token without assignments:read → 403', async () => {
      const token = await createApiToken(t, b.p.o, assignmentRights('create', 'update', 'delete'));
      assertError(
        await call(t, 'GET', `${API}/assignments/${b.assignment.assignment_uuid}`, token.token),
        403,
        'missing_right',
      );
      assertError(
        await call(t, 'GET', `${API}/assignments/course/${b.p.course.course_uuid}`, token.token),
        403,
        'missing_right',
      );
    });

    it('unknown uuids → 404, well-formed or not', async () => {
      const auth = b.p.o.admin.jwt;
      const unknown = '00000000-0000-4000-8000-000000000000';
      for (const url of [
        `${API}/assignments/assignment_${unknown}`,
        `${API}/assignments/nope`,
        `${API}/assignments/activity/activity_${unknown}`,
        `${API}/assignments/activity/nope`,
        `${API}/assignments/course/course_${unknown}`,
        `${API}/assignments/course/nope`,
        `${API}/assignments/assignment_${unknown}/tasks`,
        `${API}/assignments/task/assignmenttask_${unknown}`,
      ]) {
        assertError(await call(t, 'GET', url, auth), 404, 'not_found');
      }
      // An activity that exists but has no assignment.
      const bare = await createCustomActivity(t, b.p);
      assertError(
        await call(t, 'GET', `${API}/assignments/activity/${bare.activity_uuid}`, auth),
        404,
        'not_found',
      );
      assertError(
        await call(t, 'PUT', `${API}/assignments/assignment_${unknown}`, auth, { title: 'x' }),
        404,
        'not_found',
      );
      assertError(
        await call(t, 'DELETE', `${API}/assignments/assignment_${unknown}`, auth),
        404,
        'not_found',
      );
    });
  });

  describe('anonymous callers [SPEC 5.8]', () => {
    it('get 401 on every assignments endpoint, also for a published assignment of a public published course', async () => {
      const b = await buildAssignment(t, { fields: { published: true } });
      assert.equal(b.p.course.public, true);
      assert.equal(b.p.course.published, true);
      const learner = await addMember(t, b.p.o.org.id, 'learner');
      const task = await createTask(t, b.p.o.admin.jwt, b.assignment.assignment_uuid, 'FILE_SUBMISSION');
      const a = `${API}/assignments/${b.assignment.assignment_uuid}`;
      const k = task.assignment_task_uuid;
      const u = learner.user.id;
      const file = multipartBody({}, [
        { field: 'reference_file', filename: 'r.pdf', content: SAMPLE_FILES.pdf },
      ]);
      const routes: [Method, string, unknown?][] = [
        ['POST', `${API}/assignments/`, assignmentBody(b.p, b.shell)],
        ['GET', a],
        ['GET', `${API}/assignments/activity/${b.shell.activity_uuid}`],
        ['GET', `${API}/assignments/course/${b.p.course.course_uuid}`],
        ['PUT', a, { title: 'x' }],
        ['DELETE', a],
        ['POST', `${a}/tasks`, { title: 't', description: 'd', hint: '', assignment_type: 'OTHER' }],
        ['GET', `${a}/tasks`],
        ['GET', `${API}/assignments/task/${k}`],
        ['GET', `${API}/assignments/task/${k}/ref_file`],
        ['PUT', `${a}/tasks/${k}`, { title: 'x' }],
        ['DELETE', `${a}/tasks/${k}`],
        ['PUT', `${a}/tasks/${k}/submissions?on_behalf_of_user_id=${u}`, { task_submission: {} }],
        ['PUT', `${a}/tasks/${k}/submissions`, { task_submission: {} }],
        ['POST', `${a}/submissions?on_behalf_of_user_id=${u}`],
        ['POST', `${a}/submissions`],
        ['GET', `${a}/submissions`],
        ['GET', `${a}/submissions/me`],
        ['GET', `${a}/submissions/me/tasks/${k}`],
        ['POST', `${a}/submissions/me/retry`],
        ['GET', `${a}/submissions/${u}`],
        ['PUT', `${a}/submissions/${u}`, { grade: 1 }],
        ['GET', `${a}/tasks/${k}/submissions`],
        ['GET', `${a}/tasks/${k}/submissions/user/${u}`],
        ['GET', `${a}/tasks/${k}/submissions/user/${u}/files/00000000-0000-4000-8000-000000000000.pdf`],
        ['GET', `${a}/submissions/${u}/grade`],
        ['POST', `${a}/submissions/${u}/grade`, {}],
      ];
      for (const [method, url, payload] of routes) {
        assertError(await call(t, method, url, undefined, payload), 401, 'unauthorized');
      }
      for (const url of [`${a}/tasks/${k}/ref_file`, `${a}/tasks/${k}/file_submission`]) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: file.headers,
          payload: file.payload,
        });
        assertError(response, 401, 'unauthorized');
      }
      // Nothing changed: the assignment and its task are still there as they were.
      assert.deepEqual(await read(b.assignment.assignment_uuid, b.p.o.admin.jwt), b.assignment);
      const tasks = await call(t, 'GET', `${a}/tasks`, b.p.o.admin.jwt);
      assert.deepEqual(
        tasks.json<Task[]>().map((x) => [x.assignment_task_uuid, x.title, x.reference_file]),
        [[k, task.title, null]],
      );
    });
  });
});
