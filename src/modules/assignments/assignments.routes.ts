/**
 * Assignments, tasks, submissions and grades [SPEC 4.3, 4.4; CONTRACT 6]. Every route needs a caller
 * (anonymous → 401, public course or not [SPEC 5.8]). Responses that carry caller-owned JSON (task contents,
 * answers) are serialised here so stored text goes out byte for byte.
 */
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { rawMemberOf, serializeWithRaw } from '../../platform/http/raw-json.ts';
import { errors } from '../../platform/http/schema.ts';
import type { App } from '../../platform/http/types.ts';
import { readMultipart } from '../../platform/http/uploads.ts';
import type { Services } from '../../services.ts';
import {
  AssignmentParams,
  CreateAssignmentBody,
  CreateTaskBody,
  GradeBody,
  ManualGradeBody,
  OnBehalfQuery,
  SaveAnswerBody,
  TaskParams,
  TaskUserParams,
  UpdateAssignmentBody,
  UpdateTaskBody,
  UserParams,
} from './assignments.schemas.ts';

const tags = ['assignments'];

function sendRaw(reply: FastifyReply, value: unknown): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(serializeWithRaw(value));
}

async function sendFile(
  reply: FastifyReply,
  file: { stream: NodeJS.ReadableStream; size: number; contentType: string },
) {
  return reply.type(file.contentType).header('content-length', file.size).send(file.stream);
}

export function registerAssignmentRoutes(app: App, s: Services): void {
  const a = s.assignments;
  const sub = s.submissions;

  app.post(
    '/assignments/',
    {
      schema: {
        tags,
        summary: 'Create an assignment on an assignment activity shell',
        body: CreateAssignmentBody,
        response: errors(400, 401, 403, 404, 409, 422),
      },
    },
    (request) => a.create(request.principal, request.body),
  );
  app.get(
    '/assignments/:assignment_uuid',
    {
      schema: {
        tags,
        summary: 'One assignment',
        params: AssignmentParams,
        response: errors(401, 403, 404, 422),
      },
    },
    (request) => a.get(request.principal, request.params.assignment_uuid),
  );
  app.get(
    '/assignments/activity/:activity_uuid',
    {
      schema: {
        tags,
        summary: 'The assignment of an activity',
        params: Type.Object({ activity_uuid: Type.String({ minLength: 1 }) }),
        response: errors(401, 403, 404, 422),
      },
    },
    (request) => a.getByActivity(request.principal, request.params.activity_uuid),
  );
  app.get(
    '/assignments/course/:course_uuid',
    {
      schema: {
        tags,
        summary: "A course's assignments the caller may see",
        params: Type.Object({ course_uuid: Type.String({ minLength: 1 }) }),
        response: errors(401, 403, 404, 422),
      },
    },
    (request) => a.listByCourse(request.principal, request.params.course_uuid),
  );
  app.put(
    '/assignments/:assignment_uuid',
    {
      schema: {
        tags,
        summary: 'Update an assignment (partial)',
        params: AssignmentParams,
        body: UpdateAssignmentBody,
        response: errors(401, 403, 404, 422),
      },
    },
    (request) => a.update(request.principal, request.params.assignment_uuid, request.body),
  );
  app.delete(
    '/assignments/:assignment_uuid',
    {
      schema: {
        tags,
        summary: 'Delete an assignment with its tasks, submissions and files',
        params: AssignmentParams,
        response: { 204: Type.Null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await a.delete(request.principal, request.params.assignment_uuid);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/assignments/:assignment_uuid/tasks',
    {
      schema: {
        tags,
        summary: 'Add a task (contents checked per type; CUSTOM kept byte for byte)',
        params: AssignmentParams,
        body: CreateTaskBody,
        response: errors(401, 403, 404, 422),
      },
    },
    async (request, reply) =>
      sendRaw(
        reply,
        await a.createTask(
          request.principal,
          request.params.assignment_uuid,
          request.body,
          rawMemberOf(request, 'contents'),
        ),
      ),
  );
  app.get(
    '/assignments/:assignment_uuid/tasks',
    {
      schema: {
        tags,
        summary: "The assignment's tasks (answer keys only for graders)",
        params: AssignmentParams,
        response: errors(401, 403, 404, 422),
      },
    },
    async (request, reply) =>
      sendRaw(reply, await a.listTasks(request.principal, request.params.assignment_uuid)),
  );
  app.get(
    '/assignments/task/:assignment_task_uuid',
    {
      schema: {
        tags,
        summary: 'One task; graders get the stored contents unchanged',
        params: Type.Object({ assignment_task_uuid: Type.String({ minLength: 1 }) }),
        response: errors(401, 403, 404, 422),
      },
    },
    async (request, reply) =>
      sendRaw(reply, await a.getTask(request.principal, request.params.assignment_task_uuid)),
  );
  app.get(
    '/assignments/task/:assignment_task_uuid/ref_file',
    {
      schema: {
        tags,
        summary: "The task's uploaded reference file",
        params: Type.Object({ assignment_task_uuid: Type.String({ minLength: 1 }) }),
      },
    },
    async (request, reply) =>
      sendFile(reply, await a.referenceFile(request.principal, request.params.assignment_task_uuid)),
  );
  app.put(
    '/assignments/:assignment_uuid/tasks/:assignment_task_uuid',
    {
      schema: {
        tags,
        summary: 'Update a task (partial)',
        params: TaskParams,
        body: UpdateTaskBody,
        response: errors(401, 403, 404, 422),
      },
    },
    async (request, reply) =>
      sendRaw(
        reply,
        await a.updateTask(
          request.principal,
          request.params.assignment_uuid,
          request.params.assignment_task_uuid,
          request.body,
          rawMemberOf(request, 'contents'),
        ),
      ),
  );
  app.delete(
    '/assignments/:assignment_uuid/tasks/:assignment_task_uuid',
    {
      schema: {
        tags,
        summary: 'Delete a task with its answers',
        params: TaskParams,
        response: { 204: Type.Null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await a.deleteTask(
        request.principal,
        request.params.assignment_uuid,
        request.params.assignment_task_uuid,
      );
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/assignments/:assignment_uuid/tasks/:assignment_task_uuid/ref_file',
    {
      schema: {
        tags,
        summary: 'Upload a reference file (multipart field reference_file)',
        consumes: ['multipart/form-data'],
        params: TaskParams,
        response: errors(401, 403, 404, 413, 415, 422),
      },
    },
    async (request, reply) => {
      const form = await readMultipart(
        request,
        {
          fields: [],
          files: {
            reference_file: {
              kinds: ['document'],
              required: true,
              wrongTypeMessage: 'File : Wrong file format',
            },
          },
        },
        s.config.uploadLimits,
      );
      try {
        return sendRaw(
          reply,
          await a.uploadReferenceFile(
            request.principal,
            request.params.assignment_uuid,
            request.params.assignment_task_uuid,
            form.files.reference_file!,
          ),
        );
      } finally {
        await form.cleanup();
      }
    },
  );

  app.put(
    '/assignments/:assignment_uuid/tasks/:assignment_task_uuid/submissions',
    {
      schema: {
        tags,
        summary: "Save a learner's answer to a task (API tokens name the learner)",
        params: TaskParams,
        querystring: OnBehalfQuery,
        body: SaveAnswerBody,
        response: errors(400, 401, 403, 404, 422),
      },
    },
    async (request, reply) =>
      sendRaw(
        reply,
        await sub.saveAnswer(
          request.principal,
          request.params.assignment_uuid,
          request.params.assignment_task_uuid,
          request.query.on_behalf_of_user_id,
          {
            value: request.body.task_submission,
            raw: rawMemberOf(request, 'task_submission') ?? JSON.stringify(request.body.task_submission),
          },
        ),
      ),
  );
  app.post(
    '/assignments/:assignment_uuid/tasks/:assignment_task_uuid/file_submission',
    {
      schema: {
        tags,
        summary: 'Upload the file of a FILE_SUBMISSION answer (multipart field submission_file)',
        consumes: ['multipart/form-data'],
        params: TaskParams,
        querystring: OnBehalfQuery,
        response: errors(400, 401, 403, 404, 413, 415, 422),
      },
    },
    async (request) => {
      const form = await readMultipart(
        request,
        {
          fields: [],
          files: {
            submission_file: {
              kinds: ['document'],
              required: true,
              wrongTypeMessage: 'File : Wrong file format',
            },
          },
        },
        s.config.uploadLimits,
      );
      try {
        return await sub.uploadFile(
          request.principal,
          request.params.assignment_uuid,
          request.params.assignment_task_uuid,
          request.query.on_behalf_of_user_id,
          form.files.submission_file!,
        );
      } finally {
        await form.cleanup();
      }
    },
  );
  app.get(
    '/assignments/:assignment_uuid/tasks/:assignment_task_uuid/submissions/user/:user_id/files/:file_uuid',
    {
      schema: {
        tags,
        summary: 'A file a learner submitted',
        params: Type.Object({ ...TaskUserParams.properties, file_uuid: Type.String({ minLength: 1 }) }),
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await sub.submittedFile(
          request.principal,
          request.params.assignment_uuid,
          request.params.assignment_task_uuid,
          request.params.user_id,
          request.params.file_uuid,
        ),
      ),
  );
  app.post(
    '/assignments/:assignment_uuid/submissions',
    {
      schema: {
        tags,
        summary: 'Submit the assignment (API tokens name the learner)',
        params: AssignmentParams,
        querystring: OnBehalfQuery,
        response: errors(400, 401, 403, 404, 422),
      },
    },
    async (request, reply) =>
      sendRaw(
        reply,
        await sub.submit(
          request.principal,
          request.params.assignment_uuid,
          request.query.on_behalf_of_user_id,
        ),
      ),
  );
  app.get(
    '/assignments/:assignment_uuid/submissions',
    {
      schema: {
        tags,
        summary: "Every learner's current submission (graders)",
        params: AssignmentParams,
        response: errors(401, 403, 404, 422),
      },
    },
    async (request, reply) =>
      sendRaw(reply, await sub.listSubmissions(request.principal, request.params.assignment_uuid)),
  );
  app.get(
    '/assignments/:assignment_uuid/submissions/me',
    {
      config: { sessionOnly: true },
      schema: {
        tags,
        summary: 'My current submission with my earlier attempts (user session only)',
        params: AssignmentParams,
        response: errors(401, 403, 404, 422),
      },
    },
    async (request, reply) =>
      sendRaw(reply, await sub.readMine(request.principal, request.params.assignment_uuid)),
  );
  app.get(
    '/assignments/:assignment_uuid/submissions/me/tasks/:assignment_task_uuid',
    {
      config: { sessionOnly: true },
      schema: {
        tags,
        summary: 'My answer to one task (user session only)',
        params: TaskParams,
        response: errors(401, 403, 404, 422),
      },
    },
    async (request, reply) =>
      sendRaw(
        reply,
        await sub.readMyTaskAnswer(
          request.principal,
          request.params.assignment_uuid,
          request.params.assignment_task_uuid,
        ),
      ),
  );
  app.post(
    '/assignments/:assignment_uuid/submissions/me/retry',
    {
      config: { sessionOnly: true },
      schema: {
        tags,
        summary: 'Start a new attempt (user session only)',
        params: AssignmentParams,
        response: errors(400, 401, 403, 404, 422),
      },
    },
    async (request, reply) =>
      sendRaw(reply, await sub.retry(request.principal, request.params.assignment_uuid)),
  );
  app.get(
    '/assignments/:assignment_uuid/submissions/:user_id',
    {
      schema: {
        tags,
        summary: "A learner's current submission with the earlier attempts",
        params: UserParams,
        response: errors(401, 403, 404, 422),
      },
    },
    async (request, reply) =>
      sendRaw(
        reply,
        await sub.readSubmission(request.principal, request.params.assignment_uuid, request.params.user_id),
      ),
  );
  app.put(
    '/assignments/:assignment_uuid/submissions/:user_id',
    {
      schema: {
        tags,
        summary: 'Set grades, status and feedback by hand',
        params: UserParams,
        body: ManualGradeBody,
        response: errors(400, 401, 403, 404, 422),
      },
    },
    (request) =>
      sub.setGrade(request.principal, request.params.assignment_uuid, request.params.user_id, request.body),
  );
  app.delete(
    '/assignments/:assignment_uuid/submissions/:user_id',
    {
      schema: {
        tags,
        summary: 'Reject a submission: back to PENDING, answers kept (graders)',
        params: UserParams,
        response: errors(400, 401, 403, 404, 422),
      },
    },
    async (request, reply) =>
      sendRaw(
        reply,
        await sub.reject(request.principal, request.params.assignment_uuid, request.params.user_id),
      ),
  );
  app.get(
    '/assignments/:assignment_uuid/tasks/:assignment_task_uuid/submissions',
    {
      schema: {
        tags,
        summary: "Every learner's current answer to a task (graders)",
        params: TaskParams,
        response: errors(401, 403, 404, 422),
      },
    },
    async (request, reply) =>
      sendRaw(
        reply,
        await sub.listTaskAnswers(
          request.principal,
          request.params.assignment_uuid,
          request.params.assignment_task_uuid,
        ),
      ),
  );
  app.get(
    '/assignments/:assignment_uuid/tasks/:assignment_task_uuid/submissions/user/:user_id',
    {
      schema: {
        tags,
        summary: "A learner's answer to a task",
        params: TaskUserParams,
        response: errors(401, 403, 404, 422),
      },
    },
    async (request, reply) =>
      sendRaw(
        reply,
        await sub.readTaskAnswer(
          request.principal,
          request.params.assignment_uuid,
          request.params.assignment_task_uuid,
          request.params.user_id,
        ),
      ),
  );
  app.get(
    '/assignments/:assignment_uuid/submissions/:user_id/grade',
    {
      schema: { tags, summary: 'The grade object', params: UserParams, response: errors(401, 403, 404, 422) },
    },
    (request) => sub.readGrade(request.principal, request.params.assignment_uuid, request.params.user_id),
  );
  app.post(
    '/assignments/:assignment_uuid/submissions/:user_id/grade',
    {
      // The body is optional [SPEC 4.4]: no body is an empty one.
      preValidation: (request, _reply, done) => {
        request.body ??= {};
        done();
      },
      schema: {
        tags,
        summary: 'Recompute the grade from the answers (auto-graded tasks re-verified)',
        params: UserParams,
        body: GradeBody,
        response: errors(400, 401, 403, 404, 422),
      },
    },
    (request) =>
      sub.grade(
        request.principal,
        request.params.assignment_uuid,
        request.params.user_id,
        request.body?.overall_feedback,
      ),
  );
}
