/** The files of FILE_SUBMISSION answers [SPEC 4.4; CONTRACT 6]: the upload and the download. */
import { errors, FileResponse } from '../../platform/http/schema.ts';
import { sendObject } from '../../platform/http/send-object.ts';
import type { App } from '../../platform/http/types.ts';
import { readMultipart } from '../../platform/http/uploads.ts';
import type { UploadLimits } from '../../config.ts';
import type { SubmissionFilesService } from './submission-files.service.ts';
import { OnBehalfQuery, TaskParams } from './assignments.schemas.ts';
import { tags } from './replies.ts';
import {
  AnswerFileForm,
  AnswerFileUpload,
  SubmittedFileRead,
  TaskFileParams,
} from './submissions.schemas.ts';

export function registerSubmissionFileRoutes(
  app: App,
  s: { submissionFiles: SubmissionFilesService; uploadLimits: UploadLimits },
): void {
  const files = s.submissionFiles;

  app.post(
    '/assignments/:assignment_uuid/tasks/:assignment_task_uuid/file_submission',
    {
      schema: {
        tags,
        operationId: 'uploadTaskAnswerFile',
        summary: 'Upload the file of a FILE_SUBMISSION answer (multipart field submission_file)',
        consumes: ['multipart/form-data'],
        multipart: AnswerFileForm,
        params: TaskParams,
        querystring: OnBehalfQuery,
        response: { 200: SubmittedFileRead, ...errors(400, 401, 403, 404, 413, 415, 422) },
      },
    },
    async (request) => {
      const form = await readMultipart(request, AnswerFileUpload, s.uploadLimits);
      try {
        return await files.uploadFile(
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
        operationId: 'getTaskAnswerFile',
        summary: 'A file a learner submitted',
        params: TaskFileParams,
        response: { 200: FileResponse, ...errors(401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendObject(
        reply,
        await files.submittedFile(
          request.principal,
          request.params.assignment_uuid,
          request.params.assignment_task_uuid,
          request.params.user_id,
          request.params.file_uuid,
        ),
        // Downloads are named as the upload's answer named the file (`<uuid>.<ext>`).
        { filename: request.params.file_uuid },
      ),
  );
}
