/**
 * Submissions [SPEC 4.4; CONTRACT 6, 10] (the grade routes: grades.routes.ts; the answer files:
 * submission-files.routes.ts). Every route needs a caller (anonymous → 401 [SPEC 5.8]); the learner's own reads
 * and the retry take a user session only. Answers go out byte for byte.
 */
import { Type } from 'typebox';
import { rawMemberOf } from '../../platform/http/raw-json.ts';
import { errors } from '../../platform/http/schema.ts';
import type { App } from '../../platform/http/types.ts';
import type { UploadLimits } from '../../config.ts';
import { registerSubmissionFileRoutes } from './submission-files.routes.ts';
import type { SubmissionFilesService } from './submission-files.service.ts';
import type { SubmissionReadsService } from './submission-reads.service.ts';
import type { SubmissionsService } from './submissions.service.ts';
import {
  AssignmentParams,
  OnBehalfQuery,
  SaveAnswerBody,
  TaskParams,
  TaskUserParams,
  UserParams,
} from './assignments.schemas.ts';
import { sendRaw, tags } from './replies.ts';
import { SubmissionAttempt, SubmissionRead, TaskAnswerRead } from './submissions.schemas.ts';

/** What these routes use. */
export interface SubmissionRouteDeps {
  submissions: SubmissionsService;
  submissionReads: SubmissionReadsService;
  submissionFiles: SubmissionFilesService;
  uploadLimits: UploadLimits;
}

export function registerSubmissionRoutes(app: App, s: SubmissionRouteDeps): void {
  const sub = s.submissions;
  const reads = s.submissionReads;

  app.put(
    '/assignments/:assignment_uuid/tasks/:assignment_task_uuid/submissions',
    {
      schema: {
        tags,
        operationId: 'saveTaskAnswer',
        summary: "Save a learner's answer to a task (API tokens name the learner)",
        params: TaskParams,
        querystring: OnBehalfQuery,
        body: SaveAnswerBody,
        response: { 200: SubmissionAttempt, ...errors(400, 401, 403, 404, 422) },
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
  registerSubmissionFileRoutes(app, s);
  app.post(
    '/assignments/:assignment_uuid/submissions',
    {
      schema: {
        tags,
        operationId: 'submitAssignment',
        summary: 'Submit the assignment (API tokens name the learner)',
        params: AssignmentParams,
        querystring: OnBehalfQuery,
        response: { 200: SubmissionAttempt, ...errors(400, 401, 403, 404, 422) },
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
        operationId: 'listSubmissions',
        summary: "Every learner's current submission (graders)",
        params: AssignmentParams,
        response: { 200: Type.Array(SubmissionAttempt), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      sendRaw(reply, await reads.listSubmissions(request.principal, request.params.assignment_uuid)),
  );
  app.get(
    '/assignments/:assignment_uuid/submissions/me',
    {
      config: { sessionOnly: true },
      schema: {
        tags,
        operationId: 'getMySubmission',
        summary: 'My current submission with my earlier attempts (user session only)',
        params: AssignmentParams,
        response: { 200: SubmissionRead, ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      sendRaw(reply, await reads.readMine(request.principal, request.params.assignment_uuid)),
  );
  app.get(
    '/assignments/:assignment_uuid/submissions/me/tasks/:assignment_task_uuid',
    {
      config: { sessionOnly: true },
      schema: {
        tags,
        operationId: 'getMyTaskAnswer',
        summary: 'My answer to one task (user session only)',
        params: TaskParams,
        response: { 200: TaskAnswerRead, ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      sendRaw(
        reply,
        await reads.readMyTaskAnswer(
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
        operationId: 'retryAssignment',
        summary: 'Start a new attempt (user session only)',
        params: AssignmentParams,
        response: { 200: SubmissionAttempt, ...errors(400, 401, 403, 404, 422) },
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
        operationId: 'getSubmission',
        summary: "A learner's current submission with the earlier attempts",
        params: UserParams,
        response: { 200: SubmissionRead, ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      sendRaw(
        reply,
        await reads.readSubmission(request.principal, request.params.assignment_uuid, request.params.user_id),
      ),
  );
  app.delete(
    '/assignments/:assignment_uuid/submissions/:user_id',
    {
      schema: {
        tags,
        operationId: 'rejectSubmission',
        summary: 'Reject a submission: back to PENDING, answers kept (graders)',
        params: UserParams,
        response: { 200: SubmissionRead, ...errors(400, 401, 403, 404, 422) },
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
        operationId: 'listTaskAnswers',
        summary: "Every learner's current answer to a task (graders)",
        params: TaskParams,
        response: { 200: Type.Array(TaskAnswerRead), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      sendRaw(
        reply,
        await reads.listTaskAnswers(
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
        operationId: 'getTaskAnswer',
        summary: "A learner's answer to a task",
        params: TaskUserParams,
        response: { 200: TaskAnswerRead, ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      sendRaw(
        reply,
        await reads.readTaskAnswer(
          request.principal,
          request.params.assignment_uuid,
          request.params.assignment_task_uuid,
          request.params.user_id,
        ),
      ),
  );
}
