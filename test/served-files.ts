/**
 * Every route that serves a stored file, fed through its own upload endpoint: for the tests of how served
 * files are presented to browsers (src/platform/http/send-object.ts) [CONTRACT 5]. Everything is built in the
 * given place by its organization's admin, who may then read every file back.
 */
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './build-test-app.ts';
import {
  API,
  callForm,
  createPageActivity,
  postBlock,
  type Activity,
  type Block,
  type BlockKind,
  type Course,
  type Place,
} from './content-factories.ts';
import {
  FILE_SUBMISSION,
  addTask,
  assignmentUrl,
  buildAssignment,
  createTask,
  uploadSubmissionFile,
  type Task,
} from './assignment-factories.ts';
import type { FilePart } from './multipart.ts';

/** The routes that serve stored files, by what is uploaded to them. */
export type ServedRoute =
  | 'course thumbnail'
  | 'hosted video activity'
  | 'PDF activity'
  | 'image block'
  | 'video block'
  | 'PDF block'
  | 'audio block'
  | 'task reference file'
  | 'submitted file';

/** The upload's 200 answer, or the test fails with its body. */
function answered<T>(response: LightMyRequestResponse): T {
  assert.equal(response.statusCode, 200, response.body);
  return response.json<T>();
}

/**
 * Uploads `content` (named `filename` by the client) to the route's upload endpoint as the place's admin;
 * the path it is served at. The thumbnail's type follows the file name: `.mp4`/`.webm` are video thumbnails.
 */
export async function uploadServed(
  t: TestApp,
  p: Place,
  route: ServedRoute,
  content: Buffer,
  filename: string,
): Promise<string> {
  const auth = p.o.admin.jwt;
  const part = (field: string): FilePart => ({ field, filename, content });
  switch (route) {
    case 'course thumbnail': {
      const thumbnailType = /\.(mp4|webm)$/.test(filename) ? 'video' : 'image';
      const url = `${API}/courses/${p.course.course_uuid}/thumbnail`;
      answered<Course>(
        await callForm(t, 'PUT', url, auth, { thumbnail_type: thumbnailType }, [part('thumbnail')]),
      );
      return url;
    }
    case 'hosted video activity':
    case 'PDF activity': {
      const [kind, field] = route === 'PDF activity' ? ['documentpdf', 'pdf_file'] : ['video', 'video_file'];
      const fields = { name: 'Upload', chapter_id: String(p.chapter.id) };
      const activity = answered<Activity>(
        await callForm(t, 'POST', `${API}/activities/${kind}`, auth, fields, [part(field)]),
      );
      return `${API}/activities/${activity.activity_uuid}/file`;
    }
    case 'image block':
    case 'video block':
    case 'PDF block':
    case 'audio block': {
      const kind = BLOCK_KINDS[route];
      const page = await createPageActivity(t, p);
      const block = answered<Block>(
        await postBlock(t, auth, kind, { activity_uuid: page.activity_uuid }, [part('file_object')]),
      );
      return `${API}/blocks/${block.block_uuid}/file`;
    }
    case 'task reference file': {
      const { assignment } = await buildAssignment(t, { p });
      const task = await createTask(t, auth, assignment.assignment_uuid, 'QUIZ');
      const url = `${API}/assignments/${assignment.assignment_uuid}/tasks/${task.assignment_task_uuid}/ref_file`;
      answered<Task>(await callForm(t, 'POST', url, auth, {}, [part('reference_file')]));
      return `${API}/assignments/task/${task.assignment_task_uuid}/ref_file`;
    }
    case 'submitted file': {
      // The admin's own attempt: the admin reads it back like any grader.
      const { assignment } = await buildAssignment(t, { p, fields: { published: true } });
      const task = await addTask(t, auth, assignment, FILE_SUBMISSION);
      const { file_uuid } = answered<{ file_uuid: string }>(
        await uploadSubmissionFile(t, auth, assignment, task, undefined, content, filename),
      );
      return `${assignmentUrl(assignment)}/tasks/${task.assignment_task_uuid}/submissions/user/${p.o.admin.user.id}/files/${file_uuid}`;
    }
  }
}

const BLOCK_KINDS = {
  'image block': 'image',
  'video block': 'video',
  'PDF block': 'pdf',
  'audio block': 'audio',
} as const satisfies Record<string, BlockKind>;
