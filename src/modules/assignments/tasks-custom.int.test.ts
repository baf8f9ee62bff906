/**
 * CUSTOM task contents byte for byte [SPEC 2.6, 4.3; CONTRACT 6, 10]: a definition sent as a literal JSON text
 * (spacing, `1.0`, `1e2`, `-0.0`, `\u` escapes) comes back as exactly that text, in the create answer, the task
 * read and the list, after unrelated updates, and for every reader; caller text holding NUL characters or the
 * serialiser's old marks never disturbs the answer around it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { API } from '../../../test/content-factories.ts';
import { addMember, bearer, call, createApiToken } from '../../../test/factories.ts';
import {
  assignmentRights,
  assignmentUrl,
  buildAssignment,
  createTask,
  saveRawAnswer,
  setGrades,
  submit,
  type Built,
  type Task,
} from '../../../test/assignment-factories.ts';

/**
 * CUSTOM contents as a literal JSON text, with spacing, number spellings and escapes that any parse and
 * re-serialisation would change [SPEC 2.6; CONTRACT 6, 10].
 */
const CUSTOM_TEXT = String.raw`{"b": 1.0, "a":  [1e2, -0.0, "é\u00e9\ud83d\ude00"], "z": {"k" : null}}`;

describe('CUSTOM task contents', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  async function getTask(uuid: string, auth: string): Promise<LightMyRequestResponse> {
    return call(t, 'GET', `${API}/assignments/task/${uuid}`, auth);
  }

  /** A request with a JSON body sent exactly as written. */
  function rawJson(method: 'POST' | 'PUT', url: string, auth: string, text: string) {
    return t.app.inject({
      method,
      url,
      headers: { ...bearer(auth), 'content-type': 'application/json' },
      payload: text,
    });
  }

  describe('CUSTOM contents byte for byte', () => {
    let b: Built;
    let task: Task;
    let createdBody: string;
    before(async () => {
      b = await buildAssignment(t, { fields: { published: true } });
      const text =
        `{"title": "Custom one", "description": "d", "hint": "",` +
        ` "assignment_type": "CUSTOM", "contents": ${CUSTOM_TEXT}, "max_grade_value": 10}`;
      const response = await rawJson(
        'POST',
        `${API}/assignments/${b.assignment.assignment_uuid}/tasks`,
        b.p.o.admin.jwt,
        text,
      );
      assert.equal(response.statusCode, 200, response.body);
      createdBody = response.body;
      task = response.json<Task>();
    });

    function assertExact(body: string, label: string) {
      assert.ok(body.includes(`"contents":${CUSTOM_TEXT}`), `${label}: ${body}`);
    }

    it('the create answer, the stored row, GET /assignments/task/{uuid} and the list carry the exact text', async () => {
      assertExact(createdBody, 'create');
      const row = await t.services.db
        .selectFrom('assignment_tasks')
        .select('contents')
        .where('assignment_task_uuid', '=', task.assignment_task_uuid)
        .executeTakeFirstOrThrow();
      assert.equal(row.contents, CUSTOM_TEXT);
      const read = await getTask(task.assignment_task_uuid, b.p.o.admin.jwt);
      assert.equal(read.statusCode, 200, read.body);
      assertExact(read.body, 'GET task');
      const list = await call(
        t,
        'GET',
        `${API}/assignments/${b.assignment.assignment_uuid}/tasks`,
        b.p.o.admin.jwt,
      );
      assert.equal(list.statusCode, 200, list.body);
      assertExact(list.body, 'list');
      // The rest of the answer is ordinary JSON.
      assert.equal(read.json<Task>().title, 'Custom one');
      assert.equal(read.json<Task>().max_grade_value, 10);
    });

    it('an unrelated update (title) keeps the exact text', async () => {
      const updated = await call(
        t,
        'PUT',
        `${API}/assignments/${b.assignment.assignment_uuid}/tasks/${task.assignment_task_uuid}`,
        b.p.o.admin.jwt,
        { title: 'Custom renamed', max_grade_value: 12 },
      );
      assert.equal(updated.statusCode, 200, updated.body);
      assertExact(updated.body, 'PUT');
      const read = await getTask(task.assignment_task_uuid, b.p.o.admin.jwt);
      assertExact(read.body, 'GET after PUT');
      assert.equal(read.json<Task>().title, 'Custom renamed');
      const list = await call(
        t,
        'GET',
        `${API}/assignments/${b.assignment.assignment_uuid}/tasks`,
        b.p.o.admin.jwt,
      );
      assertExact(list.body, 'list after PUT');
    });

    it('every reader gets the exact text: a learner and a token with assignments:read only too [CONTRACT 6, 10]', async () => {
      const learner = await addMember(t, b.p.o.org.id, 'learner');
      const reader = await createApiToken(t, b.p.o, assignmentRights('read'));
      for (const [label, auth] of [
        ['learner', learner.jwt],
        ['read-only token', reader.token],
      ] as const) {
        const read = await getTask(task.assignment_task_uuid, auth);
        assert.equal(read.statusCode, 200, read.body);
        assertExact(read.body, `${label} GET task`);
        const list = await call(t, 'GET', `${API}/assignments/${b.assignment.assignment_uuid}/tasks`, auth);
        assert.equal(list.statusCode, 200, list.body);
        assertExact(list.body, `${label} list`);
      }
    });

    it('new contents given in an update are stored and returned byte for byte too', async () => {
      const other = await createTask(t, b.p.o.admin.jwt, b.assignment.assignment_uuid, 'CUSTOM');
      const text = String.raw`{ "contents" :{"x":[1.50,2E3, "\/"],"y" :true} , "hint": "h" }`;
      const expected = String.raw`{"x":[1.50,2E3, "\/"],"y" :true}`;
      const updated = await rawJson(
        'PUT',
        `${API}/assignments/${b.assignment.assignment_uuid}/tasks/${other.assignment_task_uuid}`,
        b.p.o.admin.jwt,
        text,
      );
      assert.equal(updated.statusCode, 200, updated.body);
      assert.ok(updated.body.includes(`"contents":${expected}`), updated.body);
      const read = await getTask(other.assignment_task_uuid, b.p.o.admin.jwt);
      assert.ok(read.body.includes(`"contents":${expected}`), read.body);
      assert.equal(read.json<Task>().hint, 'h');
    });
  });
  describe('caller text holding NUL characters and the text the serialiser once used as marks', () => {
    /** JSON escapes of NUL: the strings below hold real NUL characters once parsed. */
    const MARK = '\\u0000raw0\\u0000';
    const CONTENTS = `{ "s" :"${MARK}", "n":"\\u0000" ,"q":"\\"${MARK}\\"", "k${MARK}": [ 1.0 ] }`;
    const ANSWER = `{"a" : "${MARK}\\u0000", "b": [ "\\u0000raw1\\u0000" ]}`;
    /**
     * Ordinary text fields (title, feedback) holding NUL, and the private-use character PostgreSQL's text
     * encoding uses (platform/db/pg-text.ts): both databases give them back exactly as sent.
     */
    const TITLE = '\u0000raw0\u0000';
    const DESCRIPTION = '\u0000raw1\u0000\uE000\uE001';
    const HINT = 'x\u0000raw9\u0000\u0000\uE000';

    /** Every answer is one JSON document, and the raw texts appear in it exactly as sent. */
    function parsed<T>(response: LightMyRequestResponse, ...exact: string[]): T {
      assert.equal(response.statusCode, 200, response.body);
      const body = JSON.parse(response.body) as T;
      for (const raw of exact) assert.ok(response.body.includes(raw), `${raw} in ${response.body}`);
      return body;
    }

    function taskBody(title: string): string {
      return (
        `{"title": ${JSON.stringify(title)}, "description": ${JSON.stringify(DESCRIPTION)},` +
        ` "hint": ${JSON.stringify(HINT)}, "assignment_type": "CUSTOM", "contents": ${CONTENTS},` +
        ` "max_grade_value": 10}`
      );
    }

    it('comes back exactly as sent from the task and submission answers, and every answer parses', async () => {
      const b = await buildAssignment(t, { fields: { published: true } });
      const admin = b.p.o.admin.jwt;
      const tasksUrl = `${API}/assignments/${b.assignment.assignment_uuid}/tasks`;
      const created = parsed<Task>(
        await rawJson('POST', tasksUrl, admin, taskBody(TITLE)),
        `"contents":${CONTENTS}`,
      );
      const expectTexts = (task: Pick<Task, 'title' | 'description' | 'hint'>) => {
        assert.deepEqual([task.title, task.description, task.hint], [TITLE, DESCRIPTION, HINT]);
      };
      expectTexts(created);
      expectTexts(parsed<Task>(await getTask(created.assignment_task_uuid, admin), `"contents":${CONTENTS}`));
      expectTexts(parsed<Task[]>(await call(t, 'GET', tasksUrl, admin), `"contents":${CONTENTS}`)[0]!);

      const learner = await addMember(t, b.p.o.org.id, 'learner');
      const saved = parsed<{ tasks: { task_submission: unknown }[] }>(
        await saveRawAnswer(t, learner.jwt, b.assignment, created, `{"task_submission": ${ANSWER}}`),
        `"task_submission":${ANSWER}`,
      );
      assert.deepEqual(saved.tasks[0]!.task_submission, JSON.parse(ANSWER));
      parsed(await submit(t, learner.jwt, b.assignment), `"task_submission":${ANSWER}`);
      // Feedback is ordinary text in the same answers as the raw one: the strings that collided before.
      const feedback = (overall: string, task: string) => ({
        overall_feedback: overall,
        tasks: [{ assignment_task_uuid: created.assignment_task_uuid, grade: 5, feedback: task }],
      });
      const grade = parsed<{ overall_feedback: string; tasks: { title: string; feedback: string }[] }>(
        await setGrades(t, admin, b.assignment, learner.user.id, feedback(TITLE, DESCRIPTION)),
      );
      assert.deepEqual(
        [grade.overall_feedback, grade.tasks[0]!.title, grade.tasks[0]!.feedback],
        [TITLE, TITLE, DESCRIPTION],
      );
      const one = parsed<{ overall_feedback: string; tasks: { feedback: string }[] }>(
        await call(t, 'GET', `${assignmentUrl(b.assignment)}/submissions/${learner.user.id}`, admin),
        `"task_submission":${ANSWER}`,
      );
      assert.deepEqual([one.overall_feedback, one.tasks[0]!.feedback], [TITLE, DESCRIPTION]);
      parsed(
        await call(t, 'GET', `${assignmentUrl(b.assignment)}/submissions`, admin),
        `"task_submission":${ANSWER}`,
      );
      parsed(
        await call(t, 'GET', `${assignmentUrl(b.assignment)}/submissions/me`, learner.jwt),
        `"task_submission":${ANSWER}`,
      );
    });
  });
});
