/**
 * Reference files of tasks [SPEC 4.3; CONTRACT 2, 10]: POST …/tasks/{task}/ref_file (multipart field
 * `reference_file`, judged by its bytes), GET /assignments/task/{uuid}/ref_file, where the file is kept on disk,
 * the refusals (415 wrong type, 422 no file, 413 too big) and who may upload and download.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import { API, callForm } from '../../../test/content-factories.ts';
import { ALL_RIGHTS, addMember, call, createApiToken, createOrg } from '../../../test/factories.ts';
import { SAMPLE_FILES, type FilePart } from '../../../test/multipart.ts';
import { activityDir, assertNoLeftovers, filesUnder, readStoredFile } from '../../../test/stored-files.ts';
import {
  assignmentRights,
  buildAssignment,
  createTask,
  type Built,
  type Task,
} from '../../../test/assignment-factories.ts';

function refFile(content: Buffer, filename = 'key.pdf', contentType = 'application/pdf'): FilePart {
  return { field: 'reference_file', filename, content, contentType };
}

describe('task reference files', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  function upload(
    app: TestApp,
    b: Built,
    task: Task,
    auth: string | undefined,
    files: FilePart[],
  ): Promise<LightMyRequestResponse> {
    return callForm(
      app,
      'POST',
      `${API}/assignments/${b.assignment.assignment_uuid}/tasks/${task.assignment_task_uuid}/ref_file`,
      auth,
      {},
      files,
    );
  }

  function download(app: TestApp, task: Task, auth: string | undefined): Promise<LightMyRequestResponse> {
    return call(app, 'GET', `${API}/assignments/task/${task.assignment_task_uuid}/ref_file`, auth);
  }

  /** `<dataDir>/files/orgs/…/activities/<activity>/assignment/` of an assignment. */
  function assignmentDir(app: TestApp, b: Built): string {
    return path.join(activityDir(app.dataDir, b.p.course, b.shell.activity_uuid), 'assignment');
  }

  async function storedTask(app: TestApp, task: Task) {
    return app.services.db
      .selectFrom('assignment_tasks')
      .selectAll()
      .where('id', '=', task.id)
      .executeTakeFirstOrThrow();
  }

  it('a PDF → 200 with reference_file set; the task read shows it; the download gives the bytes back', async () => {
    const b = await buildAssignment(t);
    const admin = b.p.o.admin.jwt;
    const task = await createTask(t, admin, b.assignment.assignment_uuid, 'QUIZ');
    const response = await upload(t, b, task, admin, [refFile(SAMPLE_FILES.pdf)]);
    assert.equal(response.statusCode, 200, response.body);
    const updated = response.json<Task>();
    assert.equal(typeof updated.reference_file, 'string');
    assert.match(updated.reference_file!, /\.pdf$/);
    assert.deepEqual({ ...updated, reference_file: null, update_date: '' }, { ...task, update_date: '' });

    const read = await call(t, 'GET', `${API}/assignments/task/${task.assignment_task_uuid}`, admin);
    assert.equal(read.json<Task>().reference_file, updated.reference_file);

    const file = await download(t, task, admin);
    assert.equal(file.statusCode, 200, file.body);
    assert.match(String(file.headers['content-type']), /^application\/pdf/);
    assert.deepEqual(file.rawPayload, SAMPLE_FILES.pdf);

    // On disk under the activity's folder, so deleting the activity or course removes it.
    const files = filesUnder(assignmentDir(t, b));
    assert.deepEqual(files, [
      path.join('tasks', task.assignment_task_uuid, 'reference', updated.reference_file!),
    ]);
    const stored = readStoredFile(path.join(assignmentDir(t, b), files[0]!));
    assert.equal(stored.contentType, 'application/pdf');
    assert.deepEqual(stored.bytes, SAMPLE_FILES.pdf);
    assertNoLeftovers(t.dataDir);
  });

  it('the other accepted types of CONTRACT 10 are judged by their bytes; a new upload replaces the old file', async () => {
    const b = await buildAssignment(t);
    const admin = b.p.o.admin.jwt;
    const task = await createTask(t, admin, b.assignment.assignment_uuid, 'OTHER');
    const first = await upload(t, b, task, admin, [refFile(SAMPLE_FILES.pdf)]);
    assert.equal(first.statusCode, 200, first.body);
    for (const [content, mime] of [
      [SAMPLE_FILES.png, 'image/png'],
      [SAMPLE_FILES.jpeg, 'image/jpeg'],
      [SAMPLE_FILES.gif, 'image/gif'],
      [SAMPLE_FILES.webp, 'image/webp'],
      [SAMPLE_FILES.mp4, 'video/mp4'],
      [SAMPLE_FILES.webm, 'video/webm'],
      [SAMPLE_FILES.zip, 'application/zip'],
      [SAMPLE_FILES.docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ] as const) {
      // The client's name and type are ignored: the bytes decide.
      const response = await upload(t, b, task, admin, [refFile(content, 'whatever.bin', 'text/plain')]);
      assert.equal(response.statusCode, 200, `${mime}: ${response.body}`);
      const name = response.json<Task>().reference_file!;
      const file = await download(t, task, admin);
      assert.equal(file.statusCode, 200, file.body);
      assert.equal(String(file.headers['content-type']).split(';')[0], mime);
      assert.deepEqual(file.rawPayload, content);
      assert.deepEqual(
        filesUnder(path.join(assignmentDir(t, b), 'tasks', task.assignment_task_uuid, 'reference')),
        [name],
      );
    }
  });

  it('a text file, or a type outside CONTRACT 10 (MP3) → 415; the task and the disk are unchanged', async () => {
    const b = await buildAssignment(t);
    const admin = b.p.o.admin.jwt;
    const task = await createTask(t, admin, b.assignment.assignment_uuid, 'OTHER');
    const response = await upload(t, b, task, admin, [
      refFile(SAMPLE_FILES.text, 'key.pdf', 'application/pdf'),
    ]);
    assertError(response, 415, 'unsupported_media_type');
    const audio = await upload(t, b, task, admin, [refFile(SAMPLE_FILES.mp3, 'key.mp3', 'audio/mpeg')]);
    assertError(audio, 415, 'unsupported_media_type');
    assert.equal((await storedTask(t, task)).reference_file, null);
    assert.deepEqual(filesUnder(assignmentDir(t, b)), []);
    assertNoLeftovers(t.dataDir);
  });

  it('no reference_file part → 422 at reference_file', async () => {
    const b = await buildAssignment(t);
    const admin = b.p.o.admin.jwt;
    const task = await createTask(t, admin, b.assignment.assignment_uuid, 'OTHER');
    assertInvalid(await upload(t, b, task, admin, []), ['body', 'reference_file']);
    assert.equal((await storedTask(t, task)).reference_file, null);
    assert.deepEqual(filesUnder(assignmentDir(t, b)), []);
  });

  it('no uploaded file yet → the download is a 404', async () => {
    const b = await buildAssignment(t);
    const admin = b.p.o.admin.jwt;
    const none = await createTask(t, admin, b.assignment.assignment_uuid, 'OTHER');
    assertError(await download(t, none, admin), 404, 'not_found');
    // A reference_file given as a URL is not an uploaded file either.
    const linked = await createTask(t, admin, b.assignment.assignment_uuid, 'OTHER', {
      reference_file: 'https://example.com/key.pdf',
    });
    assertError(await download(t, linked, admin), 404, 'not_found');
  });

  it('unknown task, or a task through another assignment → 404', async () => {
    const b = await buildAssignment(t);
    const admin = b.p.o.admin.jwt;
    const task = await createTask(t, admin, b.assignment.assignment_uuid, 'OTHER');
    const sibling = await buildAssignment(t, { p: b.p });
    assertError(await upload(t, sibling, task, admin, [refFile(SAMPLE_FILES.pdf)]), 404, 'not_found');
    const ghost = { ...task, assignment_task_uuid: 'assignmenttask_00000000-0000-4000-8000-000000000000' };
    assertError(await upload(t, b, ghost, admin, [refFile(SAMPLE_FILES.pdf)]), 404, 'not_found');
    assertError(await download(t, ghost, admin), 404, 'not_found');
    assert.deepEqual(filesUnder(assignmentDir(t, b)), []);
  });

  it('upload rights: anonymous 401, learner 403, token without assignments:create 403, other org 403', async () => {
    const b = await buildAssignment(t, { fields: { published: true } });
    const admin = b.p.o.admin.jwt;
    const task = await createTask(t, admin, b.assignment.assignment_uuid, 'OTHER');
    const learner = await addMember(t, b.p.o.org.id, 'learner');
    const noCreate = await createApiToken(t, b.p.o, assignmentRights('read', 'update', 'delete'));
    const other = await createOrg(t);
    const foreign = await createApiToken(t, other, ALL_RIGHTS);
    const file = [refFile(SAMPLE_FILES.pdf)];
    assertError(await upload(t, b, task, undefined, file), 401, 'unauthorized');
    assertError(await upload(t, b, task, learner.jwt, file), 403, 'missing_right');
    assertError(await upload(t, b, task, noCreate.token, file), 403, 'missing_right');
    assertError(await upload(t, b, task, foreign.token, file), 403, 'other_organization');
    assertError(await upload(t, b, task, other.admin.jwt, file), 403, 'not_member');
    assert.equal((await storedTask(t, task)).reference_file, null);
    assert.deepEqual(filesUnder(assignmentDir(t, b)), []);
    assertNoLeftovers(t.dataDir);

    const instructor = await addMember(t, b.p.o.org.id, 'instructor');
    assert.equal((await upload(t, b, task, instructor.jwt, file)).statusCode, 200);
    const withCreate = await createApiToken(t, b.p.o, assignmentRights('create'));
    assert.equal((await upload(t, b, task, withCreate.token, file)).statusCode, 200);
  });

  it('download rights: learners of a published assignment may; anonymous 401; unpublished or other org 403', async () => {
    const b = await buildAssignment(t, { fields: { published: true } });
    const admin = b.p.o.admin.jwt;
    const task = await createTask(t, admin, b.assignment.assignment_uuid, 'OTHER');
    assert.equal((await upload(t, b, task, admin, [refFile(SAMPLE_FILES.pdf)])).statusCode, 200);
    const learner = await addMember(t, b.p.o.org.id, 'learner');
    const reader = await createApiToken(t, b.p.o, assignmentRights('read'));
    for (const auth of [learner.jwt, reader.token]) {
      const file = await download(t, task, auth);
      assert.equal(file.statusCode, 200, file.body);
      assert.deepEqual(file.rawPayload, SAMPLE_FILES.pdf);
    }
    assertError(await download(t, task, undefined), 401, 'unauthorized');
    const other = await createOrg(t);
    const foreign = await createApiToken(t, other, ALL_RIGHTS);
    assertError(await download(t, task, foreign.token), 403, 'other_organization');
    assertError(await download(t, task, other.admin.jwt), 403, 'not_member');
    const unpublish = await call(t, 'PUT', `${API}/assignments/${b.assignment.assignment_uuid}`, admin, {
      published: false,
    });
    assert.equal(unpublish.statusCode, 200, unpublish.body);
    assertError(await download(t, task, learner.jwt), 403, 'assignment_not_published');
    assert.equal((await download(t, task, admin)).statusCode, 200);
  });

  it('deleting the task deletes its reference file, and only that one', async () => {
    const b = await buildAssignment(t);
    const admin = b.p.o.admin.jwt;
    const doomed = await createTask(t, admin, b.assignment.assignment_uuid, 'OTHER');
    const kept = await createTask(t, admin, b.assignment.assignment_uuid, 'OTHER');
    assert.equal((await upload(t, b, doomed, admin, [refFile(SAMPLE_FILES.pdf)])).statusCode, 200);
    const keptName = (await upload(t, b, kept, admin, [refFile(SAMPLE_FILES.png, 'k.png')])).json<Task>()
      .reference_file!;
    assert.equal(filesUnder(assignmentDir(t, b)).length, 2);
    const response = await call(
      t,
      'DELETE',
      `${API}/assignments/${b.assignment.assignment_uuid}/tasks/${doomed.assignment_task_uuid}`,
      admin,
    );
    assert.equal(response.statusCode, 204, response.body);
    assert.deepEqual(filesUnder(assignmentDir(t, b)), [
      path.join('tasks', kept.assignment_task_uuid, 'reference', keptName),
    ]);
  });

  describe('with a 1 KB document limit', () => {
    let small: TestApp;
    before(async () => {
      small = await buildTestApp({ uploadLimits: { document: 1024 } });
    });
    after(() => small.close());

    it('a 4 KB PDF → 413 payload_too_large; nothing stored, no temporary file left', async () => {
      const b = await buildAssignment(small);
      const admin = b.p.o.admin.jwt;
      const task = await createTask(small, admin, b.assignment.assignment_uuid, 'OTHER');
      const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(4096 - SAMPLE_FILES.pdf.length, 0x20)]);
      assert.equal(big.length, 4096);
      assertError(await upload(small, b, task, admin, [refFile(big)]), 413, 'payload_too_large');
      assert.equal((await storedTask(small, task)).reference_file, null);
      assert.deepEqual(filesUnder(assignmentDir(small, b)), []);
      assertNoLeftovers(small.dataDir);
      // Under the limit is fine on the same app.
      assert.ok(SAMPLE_FILES.pdf.length < 1024);
      assert.equal((await upload(small, b, task, admin, [refFile(SAMPLE_FILES.pdf)])).statusCode, 200);
    });
  });
});
