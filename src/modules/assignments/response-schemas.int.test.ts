/**
 * The assignment and submission answers match their response schemas exactly, field for field. Most of these
 * routes write their answers with `serializeWithRaw` (caller-owned JSON byte for byte), where the schema only
 * documents, so nothing else would notice a field the schema forgot; the others are serialised through their
 * schema, where the check confirms the types hold on both databases (integers stay integers, nulls stay null).
 * Objects are held to their listed properties unless the schema leaves them open (task contents).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { Ajv, type ValidateFunction } from 'ajv';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { API, callForm, place } from '../../../test/content-factories.ts';
import { addMember, call, createApiToken, type Method } from '../../../test/factories.ts';
import { SAMPLE_FILES } from '../../../test/multipart.ts';
import {
  ALL_TYPES,
  SHORT_RIGHT,
  assignmentBody,
  assignmentUrl,
  createShell,
  postAssignment,
  postTask,
  uploadSubmissionFile,
  type Assignment,
  type Task,
  type TaskType,
} from '../../../test/assignment-factories.ts';
import { ErrorResponse } from '../../platform/http/schema.ts';

/** Routes under /assignments this walk leaves out, and why. */
const NOT_WALKED: Record<string, string> = {
  'GET /assignments/task/:assignment_task_uuid/ref_file': 'a stored file, not JSON',
  'GET /assignments/:assignment_uuid/tasks/:assignment_task_uuid/submissions/user/:user_id/files/:file_uuid':
    'a stored file, not JSON',
  'DELETE /assignments/:assignment_uuid': '204 without a body',
  'DELETE /assignments/:assignment_uuid/tasks/:assignment_task_uuid': '204 without a body',
  'POST /assignments/:assignment_uuid/submissions/:user_id/done':
    "the learning module's progress route, answered and checked there",
};

/** A copy of `schema` in which every object without `additionalProperties` refuses unlisted properties. */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    // `properties` maps names to schemas; its own keys are not keywords.
    copy[key] =
      key === 'properties'
        ? Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, closed(v)]))
        : closed(value);
  }
  if (copy.type === 'object' && copy.additionalProperties === undefined) copy.additionalProperties = false;
  return copy;
}

describe('assignment and submission answers match their schemas', () => {
  let t: TestApp;
  const ajv = new Ajv({ strict: false, allErrors: true });
  const validators = new Map<string, ValidateFunction>();
  const seen = new Set<string>();
  before(async () => {
    t = await buildTestApp();
    ajv.addSchema(ErrorResponse);
  });
  after(() => t.close());

  /** Calls the route and checks its answer against the schema declared for its status. */
  async function checked(route: string, send: () => Promise<LightMyRequestResponse>): Promise<unknown> {
    const response = await send();
    assert.equal(response.statusCode, 200, `${route}: ${response.body}`);
    const [method, url] = route.split(' ') as [Method, string];
    let validate = validators.get(route);
    if (validate === undefined) {
      const entry = t.routes.find((r) => r.method === method && r.url === `${API}${url}`);
      const schema = (entry?.schema?.response as Record<string, unknown> | undefined)?.[200];
      assert.ok(schema !== undefined, `${route} declares no 200 answer`);
      validate = ajv.compile(closed(JSON.parse(JSON.stringify(schema))) as object);
      validators.set(route, validate);
    }
    const body = response.json<unknown>();
    assert.ok(validate(body), `${route}: ${ajv.errorsText(validate.errors)}\n${response.body}`);
    seen.add(route);
    return body;
  }

  it('on every route, for graders and learners, through every state of a submission', async () => {
    const p = await place(t);
    const admin = p.o.admin.jwt;
    const shell = await createShell(t, p);
    const assignment = (await checked('POST /assignments/', () =>
      postAssignment(t, admin, assignmentBody(p, shell, { published: true, allow_retries: true })),
    )) as Assignment;
    const tasks = {} as Record<TaskType, Task>;
    for (const definition of ALL_TYPES) {
      tasks[definition.assignment_type] = (await checked('POST /assignments/:assignment_uuid/tasks', () =>
        postTask(t, admin, assignment.assignment_uuid, { ...definition }),
      )) as Task;
    }
    const { token } = await createApiToken(t, p.o, {
      assignments: { action_create: true, action_read: true, action_update: true },
    });
    const learner = await addMember(t, p.o.org.id, 'learner');
    const me = learner.user.id;
    const a = assignmentUrl(assignment);
    const short = tasks.SHORT_ANSWER.assignment_task_uuid;
    const file = tasks.FILE_SUBMISSION.assignment_task_uuid;

    await checked('GET /assignments/:assignment_uuid', () => call(t, 'GET', a, learner.jwt));
    await checked('GET /assignments/activity/:activity_uuid', () =>
      call(t, 'GET', `${API}/assignments/activity/${shell.activity_uuid}`, admin),
    );
    await checked('GET /assignments/course/:course_uuid', () =>
      call(t, 'GET', `${API}/assignments/course/${p.course.course_uuid}`, learner.jwt),
    );
    await checked('PUT /assignments/:assignment_uuid', () => call(t, 'PUT', a, admin, { title: 'Renamed' }));
    for (const auth of [admin, learner.jwt]) {
      await checked('GET /assignments/:assignment_uuid/tasks', () => call(t, 'GET', `${a}/tasks`, auth));
      await checked('GET /assignments/task/:assignment_task_uuid', () =>
        call(t, 'GET', `${API}/assignments/task/${short}`, auth),
      );
    }
    await checked('PUT /assignments/:assignment_uuid/tasks/:assignment_task_uuid', () =>
      call(t, 'PUT', `${a}/tasks/${short}`, admin, { hint: 'Think' }),
    );
    await checked('POST /assignments/:assignment_uuid/tasks/:assignment_task_uuid/ref_file', () =>
      callForm(t, 'POST', `${a}/tasks/${short}/ref_file`, admin, {}, [
        { field: 'reference_file', filename: 'r.pdf', content: SAMPLE_FILES.pdf },
      ]),
    );

    await checked('PUT /assignments/:assignment_uuid/tasks/:assignment_task_uuid/submissions', () =>
      call(t, 'PUT', `${a}/tasks/${short}/submissions`, learner.jwt, { task_submission: SHORT_RIGHT }),
    );
    const upload = (await checked(
      'POST /assignments/:assignment_uuid/tasks/:assignment_task_uuid/file_submission',
      () => uploadSubmissionFile(t, learner.jwt, assignment, tasks.FILE_SUBMISSION),
    )) as { task_submission: unknown };
    await checked('PUT /assignments/:assignment_uuid/tasks/:assignment_task_uuid/submissions', () =>
      call(t, 'PUT', `${a}/tasks/${file}/submissions`, learner.jwt, {
        task_submission: upload.task_submission,
      }),
    );
    await checked('POST /assignments/:assignment_uuid/submissions', () =>
      call(t, 'POST', `${a}/submissions`, learner.jwt),
    );
    await checked('POST /assignments/:assignment_uuid/submissions/:user_id/grade', () =>
      call(t, 'POST', `${a}/submissions/${me}/grade`, token, { overall_feedback: 'Good' }),
    );
    await checked('PUT /assignments/:assignment_uuid/submissions/:user_id', () =>
      call(t, 'PUT', `${a}/submissions/${me}`, admin, {
        tasks: [{ assignment_task_uuid: file, grade: 5, feedback: 'Fine' }],
      }),
    );
    await checked('GET /assignments/:assignment_uuid/submissions/:user_id/grade', () =>
      call(t, 'GET', `${a}/submissions/${me}/grade`, learner.jwt),
    );
    await checked('DELETE /assignments/:assignment_uuid/submissions/:user_id', () =>
      call(t, 'DELETE', `${a}/submissions/${me}`, admin),
    );
    await checked('POST /assignments/:assignment_uuid/submissions', () =>
      call(t, 'POST', `${a}/submissions`, learner.jwt),
    );
    await checked('POST /assignments/:assignment_uuid/submissions/me/retry', () =>
      call(t, 'POST', `${a}/submissions/me/retry`, learner.jwt),
    );
    await checked('PUT /assignments/:assignment_uuid/tasks/:assignment_task_uuid/submissions', () =>
      call(t, 'PUT', `${a}/tasks/${short}/submissions`, learner.jwt, { task_submission: SHORT_RIGHT }),
    );

    const mine = (await checked('GET /assignments/:assignment_uuid/submissions/me', () =>
      call(t, 'GET', `${a}/submissions/me`, learner.jwt),
    )) as { attempt_number: number; history: unknown[] };
    assert.equal(mine.attempt_number, 2);
    assert.equal(mine.history.length, 1);
    await checked('GET /assignments/:assignment_uuid/submissions/:user_id', () =>
      call(t, 'GET', `${a}/submissions/${me}`, token),
    );
    await checked('GET /assignments/:assignment_uuid/submissions', () =>
      call(t, 'GET', `${a}/submissions`, token),
    );
    await checked('GET /assignments/:assignment_uuid/submissions/me/tasks/:assignment_task_uuid', () =>
      call(t, 'GET', `${a}/submissions/me/tasks/${short}`, learner.jwt),
    );
    await checked('GET /assignments/:assignment_uuid/tasks/:assignment_task_uuid/submissions', () =>
      call(t, 'GET', `${a}/tasks/${short}/submissions`, token),
    );
    await checked(
      'GET /assignments/:assignment_uuid/tasks/:assignment_task_uuid/submissions/user/:user_id',
      () => call(t, 'GET', `${a}/tasks/${short}/submissions/user/${me}`, admin),
    );

    // Every route of both modules was walked, so a new one has to be added here.
    const routes = t.routes
      .filter((r) => r.url.startsWith(`${API}/assignments/`))
      .map((r) => `${r.method} ${r.url.slice(API.length)}`)
      .filter((r) => !Object.hasOwn(NOT_WALKED, r));
    assert.deepEqual(
      routes.filter((r) => !seen.has(r)),
      [],
    );
  });
});
