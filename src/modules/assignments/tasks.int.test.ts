/**
 * Assignment tasks over HTTP [SPEC 2.6, 4.3; CONTRACT 6, 10]: one valid definition per type, the per-type
 * validation of auto-graded contents (422 located under body.contents), creation order, the stored contents as
 * graders read them, partial updates (contents and type changes revalidated), deletion and who may do each.
 * CUSTOM byte for byte: tasks-custom.int.test.ts; answer keys: tasks-answer-keys.int.test.ts; reference files:
 * tasks-ref-file.int.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import { API, apiDate } from '../../../test/content-factories.ts';
import { ALL_RIGHTS, addMember, call, createApiToken, createOrg } from '../../../test/factories.ts';
import {
  TASK_TYPES,
  assignmentRights,
  VALID_CONTENTS,
  buildAssignment,
  createTask,
  postTask,
  type Built,
  type Task,
  type TaskType,
} from '../../../test/assignment-factories.ts';

/** A task body with every required field; `extra` adds or replaces. */
function taskBody(type: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: `A ${type} task`,
    description: 'What to do',
    hint: 'Think first',
    assignment_type: type,
    contents: VALID_CONTENTS[type as TaskType] ?? {},
    ...extra,
  };
}

describe('assignment tasks', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  async function getTask(uuid: string, auth: string): Promise<LightMyRequestResponse> {
    return call(t, 'GET', `${API}/assignments/task/${uuid}`, auth);
  }

  async function listTasks(assignmentUuid: string, auth: string): Promise<Task[]> {
    const response = await call(t, 'GET', `${API}/assignments/${assignmentUuid}/tasks`, auth);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<Task[]>();
  }

  async function taskRows(assignmentId: number) {
    return t.services.db
      .selectFrom('assignment_tasks')
      .selectAll()
      .where('assignment_id', '=', assignmentId)
      .orderBy('id')
      .execute();
  }

  describe('create', () => {
    let b: Built;
    before(async () => {
      b = await buildAssignment(t);
    });

    for (const type of TASK_TYPES) {
      it(`${type} with a valid definition → 200, every field echoed, max_grade_value 100 by default`, async () => {
        const body = taskBody(type);
        const response = await postTask(t, b.p.o.admin.jwt, b.assignment.assignment_uuid, body);
        assert.equal(response.statusCode, 200, response.body);
        const task = response.json<Task>();
        assert.match(task.assignment_task_uuid, /^assignmenttask_[0-9a-f-]{36}$/);
        const now = apiDate(t.clock.now());
        assert.deepEqual(
          { ...task, id: 0, assignment_task_uuid: '', position: 0 },
          {
            ...body,
            id: 0,
            assignment_task_uuid: '',
            assignment_uuid: b.assignment.assignment_uuid,
            max_grade_value: 100,
            reference_file: null,
            position: 0,
            creation_date: now,
            update_date: now,
          },
        );
        const read = await getTask(task.assignment_task_uuid, b.p.o.admin.jwt);
        assert.equal(read.statusCode, 200, read.body);
        assert.deepEqual(read.json(), task);
      });
    }

    it('max_grade_value and reference_file as given', async () => {
      const task = await createTask(t, b.p.o.admin.jwt, b.assignment.assignment_uuid, 'OTHER', {
        max_grade_value: 7,
        reference_file: 'https://example.com/key.pdf',
      });
      assert.equal(task.max_grade_value, 7);
      assert.equal(task.reference_file, 'https://example.com/key.pdf');
      const zero = await createTask(t, b.p.o.admin.jwt, b.assignment.assignment_uuid, 'OTHER', {
        max_grade_value: 0,
      });
      assert.equal(zero.max_grade_value, 0);
    });

    it('hint is required (missing → 422); an empty hint is fine', async () => {
      const body = taskBody('OTHER');
      delete body.hint;
      assertInvalid(await postTask(t, b.p.o.admin.jwt, b.assignment.assignment_uuid, body), ['body', 'hint']);
      const empty = await postTask(
        t,
        b.p.o.admin.jwt,
        b.assignment.assignment_uuid,
        taskBody('OTHER', { hint: '' }),
      );
      assert.equal(empty.statusCode, 200, empty.body);
      assert.equal(empty.json<Task>().hint, '');
    });

    it('title, description and assignment_type are required too', async () => {
      for (const field of ['title', 'description', 'assignment_type']) {
        const body = taskBody('OTHER');
        delete body[field];
        assertInvalid(await postTask(t, b.p.o.admin.jwt, b.assignment.assignment_uuid, body), [
          'body',
          field,
        ]);
      }
    });

    it('contents default to {} for the types without a definition', async () => {
      for (const type of ['FILE_SUBMISSION', 'OTHER', 'CUSTOM']) {
        const body = taskBody(type);
        delete body.contents;
        const response = await postTask(t, b.p.o.admin.jwt, b.assignment.assignment_uuid, body);
        assert.equal(response.statusCode, 200, `${type}: ${response.body}`);
        assert.deepEqual(response.json<Task>().contents, {});
      }
    });

    it('an unknown assignment_type → 422 at assignment_type', async () => {
      assertInvalid(
        await postTask(t, b.p.o.admin.jwt, b.assignment.assignment_uuid, taskBody('ESSAY', { contents: {} })),
        ['body', 'assignment_type'],
      );
      assertInvalid(
        await postTask(t, b.p.o.admin.jwt, b.assignment.assignment_uuid, taskBody('quiz', { contents: {} })),
        ['body', 'assignment_type'],
      );
    });

    const MALFORMED: [label: string, type: TaskType, contents: unknown, loc: (string | number)[]][] = [
      [
        'a QUIZ option without assigned_right_answer',
        'QUIZ',
        {
          questions: [
            {
              questionUUID: 'q1',
              questionText: 'Pick',
              options: [
                { optionUUID: 'o1', text: 'a', assigned_right_answer: true },
                { optionUUID: 'o2', text: 'b' },
              ],
            },
          ],
        },
        ['body', 'contents', 'questions', 0, 'options', 1, 'assigned_right_answer'],
      ],
      ['a QUIZ without questions', 'QUIZ', {}, ['body', 'contents', 'questions']],
      [
        'a FORM blank without correctAnswer',
        'FORM',
        { questions: [{ questionUUID: 'f', questionText: '___', blanks: [{ blankUUID: 'b1' }] }] },
        ['body', 'contents', 'questions', 0, 'blanks', 0, 'correctAnswer'],
      ],
      [
        'a SHORT_ANSWER regex that does not compile',
        'SHORT_ANSWER',
        { prompt: 'p', correct_answers: ['ok', '([a-z'], match_mode: 'regex' },
        ['body', 'contents', 'correct_answers', 1],
      ],
      [
        'a SHORT_ANSWER with an unknown match_mode',
        'SHORT_ANSWER',
        { prompt: 'p', correct_answers: ['a'], match_mode: 'fuzzy' },
        ['body', 'contents', 'match_mode'],
      ],
      [
        'a NUMBER_ANSWER without correct_value',
        'NUMBER_ANSWER',
        { prompt: 'p', tolerance: 0.1 },
        ['body', 'contents', 'correct_value'],
      ],
      [
        'a NUMBER_ANSWER whose correct_value is a string',
        'NUMBER_ANSWER',
        { prompt: 'p', correct_value: '3', tolerance: 0 },
        ['body', 'contents', 'correct_value'],
      ],
      [
        'a CODE task without test_cases',
        'CODE',
        { language: 'javascript', grading_mode: 'binary' },
        ['body', 'contents', 'test_cases'],
      ],
      [
        'a CODE test case without hidden',
        'CODE',
        {
          language: 'python',
          grading_mode: 'equal_weight',
          test_cases: [{ id: 'a', stdin: '', expected_stdout: '1' }],
        },
        ['body', 'contents', 'test_cases', 0, 'hidden'],
      ],
    ];
    for (const [label, type, contents, loc] of MALFORMED) {
      it(`${label} → 422 at ${loc.join('.')}; nothing created`, async () => {
        const before = (await taskRows(b.assignment.id)).length;
        const response = await postTask(
          t,
          b.p.o.admin.jwt,
          b.assignment.assignment_uuid,
          taskBody(type, { contents }),
        );
        assertInvalid(response, loc);
        assert.equal((await taskRows(b.assignment.id)).length, before);
      });
    }

    it('contents that are not an object → 422 at contents', async () => {
      for (const contents of [[], 'text', 3, null]) {
        const response = await postTask(
          t,
          b.p.o.admin.jwt,
          b.assignment.assignment_uuid,
          taskBody('CUSTOM', { contents }),
        );
        assert.equal(response.statusCode, 422, `${JSON.stringify(contents)}: ${response.body}`);
        assertInvalid(response, ['body', 'contents']);
      }
    });

    it('rights: anonymous 401, learner 403, token without assignments:create 403, other org 403; unknown assignment 404', async () => {
      const own = await buildAssignment(t, { fields: { published: true } });
      const uuid = own.assignment.assignment_uuid;
      const body = taskBody('OTHER');
      const learner = await addMember(t, own.p.o.org.id, 'learner');
      const noCreate = await createApiToken(t, own.p.o, assignmentRights('read', 'update', 'delete'));
      const other = await createOrg(t);
      const foreign = await createApiToken(t, other, ALL_RIGHTS);
      assertError(await postTask(t, undefined, uuid, body), 401, 'unauthorized');
      assertError(await postTask(t, learner.jwt, uuid, body), 403, 'missing_right');
      assertError(await postTask(t, noCreate.token, uuid, body), 403, 'missing_right');
      assertError(await postTask(t, foreign.token, uuid, body), 403, 'other_organization');
      assertError(await postTask(t, other.admin.jwt, uuid, body), 403, 'not_member');
      assertError(
        await postTask(t, own.p.o.admin.jwt, 'assignment_00000000-0000-4000-8000-000000000000', body),
        404,
        'not_found',
      );
      assert.deepEqual(await taskRows(own.assignment.id), []);
      const instructor = await addMember(t, own.p.o.org.id, 'instructor');
      assert.equal((await postTask(t, instructor.jwt, uuid, body)).statusCode, 200);
      const withCreate = await createApiToken(t, own.p.o, assignmentRights('create'));
      assert.equal((await postTask(t, withCreate.token, uuid, body)).statusCode, 200);
      assert.equal((await taskRows(own.assignment.id)).length, 2);
    });
  });

  describe('reads', () => {
    it('the list is in creation order; a task added after a deletion goes last', async () => {
      const b = await buildAssignment(t);
      const admin = b.p.o.admin.jwt;
      const uuid = b.assignment.assignment_uuid;
      const created: Task[] = [];
      for (const type of ['NUMBER_ANSWER', 'QUIZ', 'CUSTOM', 'OTHER'] as const) {
        created.push(await createTask(t, admin, uuid, type, { title: `#${created.length}` }));
      }
      const list = await listTasks(uuid, admin);
      assert.deepEqual(list, created);
      assert.deepEqual(
        list.map((x) => x.title),
        ['#0', '#1', '#2', '#3'],
      );
      const deleted = await call(
        t,
        'DELETE',
        `${API}/assignments/${uuid}/tasks/${created[1]!.assignment_task_uuid}`,
        admin,
      );
      assert.equal(deleted.statusCode, 204, deleted.body);
      const last = await createTask(t, admin, uuid, 'FORM', { title: '#4' });
      assert.deepEqual(
        (await listTasks(uuid, admin)).map((x) => x.title),
        ['#0', '#2', '#3', '#4'],
      );
      assert.equal((await listTasks(uuid, admin)).at(-1)!.assignment_task_uuid, last.assignment_task_uuid);
    });

    it('graders (admin, instructor, token with assignments:update) read the stored contents unchanged', async () => {
      const b = await buildAssignment(t);
      const admin = b.p.o.admin.jwt;
      const instructor = await addMember(t, b.p.o.org.id, 'instructor');
      const maintainer = await addMember(t, b.p.o.org.id, 'maintainer');
      const token = await createApiToken(t, b.p.o, assignmentRights('read', 'update'));
      // Extra properties a client keeps in a definition are stored along with it.
      const extras = Object.fromEntries(
        TASK_TYPES.map((type): [string, Record<string, unknown>] => [
          type,
          { ...VALID_CONTENTS[type], client_note: { order: [2, 1] } },
        ]),
      );
      const tasks: Task[] = [];
      for (const type of TASK_TYPES) {
        tasks.push(
          await createTask(t, admin, b.assignment.assignment_uuid, type, { contents: extras[type] }),
        );
      }
      for (const auth of [admin, instructor.jwt, maintainer.jwt, token.token]) {
        for (const task of tasks) {
          const read = await getTask(task.assignment_task_uuid, auth);
          assert.equal(read.statusCode, 200, read.body);
          assert.deepEqual(read.json<Task>().contents, extras[task.assignment_type]);
          assert.deepEqual(read.json(), task);
        }
        assert.deepEqual(await listTasks(b.assignment.assignment_uuid, auth), tasks);
      }
    });

    it('a task of another organization → 403; unknown → 404', async () => {
      const b = await buildAssignment(t);
      const task = await createTask(t, b.p.o.admin.jwt, b.assignment.assignment_uuid, 'OTHER');
      const other = await createOrg(t);
      const foreign = await createApiToken(t, other, ALL_RIGHTS);
      assertError(await getTask(task.assignment_task_uuid, foreign.token), 403, 'other_organization');
      assertError(await getTask(task.assignment_task_uuid, other.admin.jwt), 403, 'not_member');
      assertError(
        await getTask('assignmenttask_00000000-0000-4000-8000-000000000000', b.p.o.admin.jwt),
        404,
        'not_found',
      );
      assertError(await getTask('nope', b.p.o.admin.jwt), 404, 'not_found');
    });
  });

  describe('update', () => {
    async function putTask(b: Built, task: Task, auth: string | undefined, body: Record<string, unknown>) {
      return call(
        t,
        'PUT',
        `${API}/assignments/${b.assignment.assignment_uuid}/tasks/${task.assignment_task_uuid}`,
        auth,
        body,
      );
    }

    const CHANGES: Record<string, unknown>[] = [
      { title: 'New title' },
      { description: 'New description' },
      { hint: '' },
      { hint: 'A new hint' },
      { max_grade_value: 25 },
      { reference_file: 'https://example.com/r.pdf' },
      {
        contents: {
          questions: [
            {
              questionUUID: 'z',
              questionText: 'Z?',
              options: [{ optionUUID: 'zo', text: 'yes', assigned_right_answer: false }],
            },
          ],
        },
      },
    ];
    for (const change of CHANGES) {
      it(`${Object.keys(change).join(', ')} = ${JSON.stringify(Object.values(change)[0]).slice(0, 40)}: that field only`, async () => {
        const b = await buildAssignment(t);
        const task = await createTask(t, b.p.o.admin.jwt, b.assignment.assignment_uuid, 'QUIZ', {
          hint: 'old',
        });
        t.clock.advance(60_000);
        const response = await putTask(b, task, b.p.o.admin.jwt, change);
        assert.equal(response.statusCode, 200, response.body);
        const expected = { ...task, ...change, update_date: apiDate(t.clock.now()) };
        assert.deepEqual(response.json(), expected);
        const read = await getTask(task.assignment_task_uuid, b.p.o.admin.jwt);
        assert.deepEqual(read.json(), expected);
      });
    }

    it('contents are revalidated: malformed → 422 under body.contents, nothing changes', async () => {
      const b = await buildAssignment(t);
      const admin = b.p.o.admin.jwt;
      const quiz = await createTask(t, admin, b.assignment.assignment_uuid, 'QUIZ');
      const numeric = await createTask(t, admin, b.assignment.assignment_uuid, 'NUMBER_ANSWER');
      const code = await createTask(t, admin, b.assignment.assignment_uuid, 'CODE');
      assertInvalid(
        await putTask(b, quiz, admin, {
          title: 'ignored',
          contents: {
            questions: [{ questionUUID: 'q', questionText: 't', options: [{ optionUUID: 'o', text: 'x' }] }],
          },
        }),
        ['body', 'contents', 'questions', 0, 'options', 0, 'assigned_right_answer'],
      );
      assertInvalid(await putTask(b, numeric, admin, { contents: { prompt: 'p', tolerance: 1 } }), [
        'body',
        'contents',
        'correct_value',
      ]);
      assertInvalid(
        await putTask(b, code, admin, { contents: { language: 'javascript', grading_mode: 'binary' } }),
        ['body', 'contents', 'test_cases'],
      );
      assert.deepEqual(await listTasks(b.assignment.assignment_uuid, admin), [quiz, numeric, code]);
    });

    it('changing the type revalidates the stored contents against the new type', async () => {
      const b = await buildAssignment(t);
      const admin = b.p.o.admin.jwt;
      const custom = await createTask(t, admin, b.assignment.assignment_uuid, 'CUSTOM');
      const other = await createTask(t, admin, b.assignment.assignment_uuid, 'OTHER');
      const quiz = await createTask(t, admin, b.assignment.assignment_uuid, 'QUIZ');
      // The stored contents do not fit the new type → 422 and the task stays as it was.
      assertInvalid(await putTask(b, custom, admin, { assignment_type: 'QUIZ' }), [
        'body',
        'contents',
        'questions',
      ]);
      assertInvalid(await putTask(b, other, admin, { assignment_type: 'SHORT_ANSWER' }), [
        'body',
        'contents',
        'correct_answers',
      ]);
      assertInvalid(await putTask(b, quiz, admin, { assignment_type: 'NUMBER_ANSWER' }), [
        'body',
        'contents',
        'correct_value',
      ]);
      // New contents that do not fit the new type either.
      assertInvalid(
        await putTask(b, custom, admin, { assignment_type: 'CODE', contents: VALID_CONTENTS.QUIZ }),
        ['body', 'contents', 'test_cases'],
      );
      assert.deepEqual(await listTasks(b.assignment.assignment_uuid, admin), [custom, other, quiz]);
      // With contents that fit → 200.
      const retyped = await putTask(b, custom, admin, {
        assignment_type: 'NUMBER_ANSWER',
        contents: VALID_CONTENTS.NUMBER_ANSWER,
      });
      assert.equal(retyped.statusCode, 200, retyped.body);
      assert.equal(retyped.json<Task>().assignment_type, 'NUMBER_ANSWER');
      assert.deepEqual(retyped.json<Task>().contents, VALID_CONTENTS.NUMBER_ANSWER);
      // A type whose contents are free keeps the stored definition.
      const loosened = await putTask(b, quiz, admin, { assignment_type: 'OTHER' });
      assert.equal(loosened.statusCode, 200, loosened.body);
      assert.equal(loosened.json<Task>().assignment_type, 'OTHER');
      assert.deepEqual(loosened.json<Task>().contents, VALID_CONTENTS.QUIZ);
      assertInvalid(await putTask(b, quiz, admin, { assignment_type: 'ESSAY' }), ['body', 'assignment_type']);
    });

    it('invalid fields → 422: empty title, negative max_grade_value, unknown field', async () => {
      const b = await buildAssignment(t);
      const admin = b.p.o.admin.jwt;
      const task = await createTask(t, admin, b.assignment.assignment_uuid, 'OTHER');
      assertInvalid(await putTask(b, task, admin, { title: '' }), ['body', 'title']);
      assertInvalid(await putTask(b, task, admin, { max_grade_value: -1 }), ['body', 'max_grade_value']);
      assertInvalid(await putTask(b, task, admin, { max_grade_value: 1.5 }), ['body', 'max_grade_value']);
      const unknown = await putTask(b, task, admin, { assignment_uuid: 'x' });
      assert.equal(unknown.statusCode, 422, unknown.body);
      assert.deepEqual(await listTasks(b.assignment.assignment_uuid, admin), [task]);
    });

    it('rights: anonymous 401, learner 403, token without assignments:update 403, other org 403; 404 through another assignment', async () => {
      const b = await buildAssignment(t, { fields: { published: true } });
      const admin = b.p.o.admin.jwt;
      const task = await createTask(t, admin, b.assignment.assignment_uuid, 'OTHER');
      const learner = await addMember(t, b.p.o.org.id, 'learner');
      const noUpdate = await createApiToken(t, b.p.o, assignmentRights('create', 'read', 'delete'));
      const other = await createOrg(t);
      const foreign = await createApiToken(t, other, ALL_RIGHTS);
      const change = { title: 'changed' };
      assertError(await putTask(b, task, undefined, change), 401, 'unauthorized');
      assertError(await putTask(b, task, learner.jwt, change), 403, 'missing_right');
      assertError(await putTask(b, task, noUpdate.token, change), 403, 'missing_right');
      assertError(await putTask(b, task, foreign.token, change), 403, 'other_organization');
      const sibling = await buildAssignment(t, { p: b.p });
      assertError(await putTask(sibling, task, admin, change), 404, 'not_found');
      assert.deepEqual(await listTasks(b.assignment.assignment_uuid, admin), [task]);
      const instructor = await addMember(t, b.p.o.org.id, 'instructor');
      assert.equal((await putTask(b, task, instructor.jwt, { title: 'by instructor' })).statusCode, 200);
      const withUpdate = await createApiToken(t, b.p.o, assignmentRights('update'));
      const byToken = await putTask(b, task, withUpdate.token, { title: 'by token' });
      assert.equal(byToken.statusCode, 200, byToken.body);
      assert.equal((await listTasks(b.assignment.assignment_uuid, admin))[0]!.title, 'by token');
    });
  });

  describe('delete', () => {
    it('→ 204; the task and its answers go, the other tasks and their answers stay', async () => {
      const b = await buildAssignment(t, { fields: { published: true } });
      const admin = b.p.o.admin.jwt;
      const a = `${API}/assignments/${b.assignment.assignment_uuid}`;
      const doomed = await createTask(t, admin, b.assignment.assignment_uuid, 'SHORT_ANSWER');
      const kept = await createTask(t, admin, b.assignment.assignment_uuid, 'NUMBER_ANSWER');
      const learner = await addMember(t, b.p.o.org.id, 'learner');
      for (const [task, answer] of [
        [doomed, { answer: 'blue' }],
        [kept, { answer: 3.14 }],
      ] as const) {
        const saved = await call(
          t,
          'PUT',
          `${a}/tasks/${task.assignment_task_uuid}/submissions`,
          learner.jwt,
          {
            task_submission: answer,
          },
        );
        assert.equal(saved.statusCode, 200, saved.body);
      }
      const answersOf = async (taskId: number) =>
        (
          await t.services.db
            .selectFrom('task_submissions')
            .select('id')
            .where('task_id', '=', taskId)
            .execute()
        ).length;
      assert.equal(await answersOf(doomed.id), 1);

      const response = await call(t, 'DELETE', `${a}/tasks/${doomed.assignment_task_uuid}`, admin);
      assert.equal(response.statusCode, 204, response.body);
      assert.equal(response.body, '');
      assertError(await getTask(doomed.assignment_task_uuid, admin), 404, 'not_found');
      assert.deepEqual(await listTasks(b.assignment.assignment_uuid, admin), [kept]);
      assert.equal(await answersOf(doomed.id), 0);
      assert.equal(await answersOf(kept.id), 1);
      assertError(
        await call(t, 'DELETE', `${a}/tasks/${doomed.assignment_task_uuid}`, admin),
        404,
        'not_found',
      );
    });

    it('rights: anonymous 401, learner 403, token without assignments:delete 403, other org 403; 404 through another assignment', async () => {
      const b = await buildAssignment(t, { fields: { published: true } });
      const admin = b.p.o.admin.jwt;
      const task = await createTask(t, admin, b.assignment.assignment_uuid, 'OTHER');
      const url = `${API}/assignments/${b.assignment.assignment_uuid}/tasks/${task.assignment_task_uuid}`;
      const learner = await addMember(t, b.p.o.org.id, 'learner');
      const noDelete = await createApiToken(t, b.p.o, assignmentRights('create', 'read', 'update'));
      const other = await createOrg(t);
      const foreign = await createApiToken(t, other, ALL_RIGHTS);
      assertError(await call(t, 'DELETE', url), 401, 'unauthorized');
      assertError(await call(t, 'DELETE', url, learner.jwt), 403, 'missing_right');
      assertError(await call(t, 'DELETE', url, noDelete.token), 403, 'missing_right');
      assertError(await call(t, 'DELETE', url, foreign.token), 403, 'other_organization');
      const sibling = await buildAssignment(t, { p: b.p });
      assertError(
        await call(
          t,
          'DELETE',
          `${API}/assignments/${sibling.assignment.assignment_uuid}/tasks/${task.assignment_task_uuid}`,
          admin,
        ),
        404,
        'not_found',
      );
      assert.deepEqual(await listTasks(b.assignment.assignment_uuid, admin), [task]);
      const withDelete = await createApiToken(t, b.p.o, assignmentRights('delete'));
      assert.equal((await call(t, 'DELETE', url, withDelete.token)).statusCode, 204);
      assert.deepEqual(await listTasks(b.assignment.assignment_uuid, admin), []);
    });
  });
});
