/**
 * CUSTOM task contents byte for byte [SPEC 2.6, 4.3; CONTRACT 6, 10]: a definition sent as a literal JSON text
 * (spacing, `1.0`, `1e2`, `-0.0`, `\u` escapes) comes back as exactly that text, in the create answer, the task
 * read and the list, after unrelated updates, and for every reader.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { API } from '../../../test/content-factories.ts';
import { addMember, bearer, call, createApiToken } from '../../../test/factories.ts';
import {
  assignmentRights,
  buildAssignment,
  createTask,
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
});
