/**
 * Assignments and tasks [SPEC 4.3; CONTRACT 6]. Every route needs a caller
 * (anonymous → 401, public course or not [SPEC 5.8]). Responses that carry caller-owned JSON (task contents,
 * answers) are serialised here so stored text goes out byte for byte; Fastify sends an already serialised
 * string as it is, so the response schemas of those routes document the answer without filtering it.
 */
import { Type } from 'typebox';
import { rawMemberOf } from '../../platform/http/raw-json.ts';
import { errors, FileResponse } from '../../platform/http/schema.ts';
import { sendObject } from '../../platform/http/send-object.ts';
import { multipartForm } from '../../platform/http/openapi.ts';
import type { App } from '../../platform/http/types.ts';
import { readMultipart } from '../../platform/http/uploads.ts';
import type { UploadLimits } from '../../config.ts';
import type { AssignmentsService } from './assignments.service.ts';
import type { TasksService } from './tasks.service.ts';
import {
  AssignmentParams,
  AssignmentRead,
  CreateAssignmentBody,
  CreateTaskBody,
  TaskParams,
  TaskRead,
  UpdateAssignmentBody,
  UpdateTaskBody,
} from './assignments.schemas.ts';
import { sendRaw, tags } from './replies.ts';

/** What these routes use. */
export interface AssignmentRouteDeps {
  assignments: AssignmentsService;
  tasks: TasksService;
  uploadLimits: UploadLimits;
}

export function registerAssignmentRoutes(app: App, s: AssignmentRouteDeps): void {
  const a = s.assignments;
  const tasks = s.tasks;

  app.post(
    '/assignments/',
    {
      schema: {
        tags,
        operationId: 'createAssignment',
        summary: 'Create an assignment on an assignment activity shell',
        body: CreateAssignmentBody,
        response: { 200: AssignmentRead, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    (request) => a.create(request.principal, request.body),
  );
  app.get(
    '/assignments/:assignment_uuid',
    {
      schema: {
        tags,
        operationId: 'getAssignment',
        summary: 'One assignment',
        params: AssignmentParams,
        response: { 200: AssignmentRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => a.get(request.principal, request.params.assignment_uuid),
  );
  app.get(
    '/assignments/activity/:activity_uuid',
    {
      schema: {
        tags,
        operationId: 'getActivityAssignment',
        summary: 'The assignment of an activity',
        params: Type.Object({ activity_uuid: Type.String({ minLength: 1 }) }),
        response: { 200: AssignmentRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => a.getByActivity(request.principal, request.params.activity_uuid),
  );
  app.get(
    '/assignments/course/:course_uuid',
    {
      schema: {
        tags,
        operationId: 'listCourseAssignments',
        summary: "A course's assignments the caller may see",
        params: Type.Object({ course_uuid: Type.String({ minLength: 1 }) }),
        response: { 200: Type.Array(AssignmentRead), ...errors(401, 403, 404, 422) },
      },
    },
    (request) => a.listByCourse(request.principal, request.params.course_uuid),
  );
  app.put(
    '/assignments/:assignment_uuid',
    {
      schema: {
        tags,
        operationId: 'updateAssignment',
        summary: 'Update an assignment (partial)',
        params: AssignmentParams,
        body: UpdateAssignmentBody,
        response: { 200: AssignmentRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => a.update(request.principal, request.params.assignment_uuid, request.body),
  );
  app.delete(
    '/assignments/:assignment_uuid',
    {
      schema: {
        tags,
        operationId: 'deleteAssignment',
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
        operationId: 'createTask',
        summary: 'Add a task (contents checked per type; CUSTOM kept byte for byte)',
        params: AssignmentParams,
        body: CreateTaskBody,
        response: { 200: TaskRead, ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      sendRaw(
        reply,
        await tasks.createTask(
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
        operationId: 'listTasks',
        summary: "The assignment's tasks (answer keys only for graders)",
        params: AssignmentParams,
        response: { 200: Type.Array(TaskRead), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      sendRaw(reply, await tasks.listTasks(request.principal, request.params.assignment_uuid)),
  );
  app.get(
    '/assignments/task/:assignment_task_uuid',
    {
      schema: {
        tags,
        operationId: 'getTask',
        summary: 'One task; graders get the stored contents unchanged',
        params: Type.Object({ assignment_task_uuid: Type.String({ minLength: 1 }) }),
        response: { 200: TaskRead, ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      sendRaw(reply, await tasks.getTask(request.principal, request.params.assignment_task_uuid)),
  );
  app.get(
    '/assignments/task/:assignment_task_uuid/ref_file',
    {
      schema: {
        tags,
        operationId: 'getTaskReferenceFile',
        summary: "The task's uploaded reference file",
        params: Type.Object({ assignment_task_uuid: Type.String({ minLength: 1 }) }),
        response: { 200: FileResponse, ...errors(401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendObject(reply, await tasks.referenceFile(request.principal, request.params.assignment_task_uuid)),
  );
  app.put(
    '/assignments/:assignment_uuid/tasks/:assignment_task_uuid',
    {
      schema: {
        tags,
        operationId: 'updateTask',
        summary: 'Update a task (partial)',
        params: TaskParams,
        body: UpdateTaskBody,
        response: { 200: TaskRead, ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      sendRaw(
        reply,
        await tasks.updateTask(
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
        operationId: 'deleteTask',
        summary: 'Delete a task with its answers',
        params: TaskParams,
        response: { 204: Type.Null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await tasks.deleteTask(
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
        operationId: 'uploadTaskReferenceFile',
        summary: 'Upload a reference file (multipart field reference_file)',
        consumes: ['multipart/form-data'],
        multipart: multipartForm(undefined, {
          reference_file: { required: true, description: 'A document (pdf, docx, …)' },
        }),
        params: TaskParams,
        response: { 200: TaskRead, ...errors(401, 403, 404, 413, 415, 422) },
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
        s.uploadLimits,
      );
      try {
        return sendRaw(
          reply,
          await tasks.uploadReferenceFile(
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
}
