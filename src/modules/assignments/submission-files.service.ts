/**
 * Files handed in for FILE_SUBMISSION tasks [SPEC 4.4; CONTRACT 10]: uploaded by the learner (or on their
 * behalf) while the attempt is open, then named in the answer by `file_uuid`; read back by the learner and
 * graders. They live under the assignment's files, per task and learner.
 */
import { createReadStream } from 'node:fs';
import type { Db } from '../../db.ts';
import { BadRequestError, NotFoundError } from '../../platform/http/errors.ts';
import { newUuid } from '../../platform/ids.ts';
import type { ObjectRead, Storage } from '../../platform/storage/storage.ts';
import type { Principal } from '../access/index.ts';
import type { ReceivedFile } from '../courses/index.ts';
import { presentSubmittedFile, type SubmittedFile } from './assignments.presenter.ts';
import { SubmissionsRepository } from './submissions.repository.ts';
import type { AssignmentsService } from './assignments.service.ts';
import type { SubmissionGuard } from './submission-guard.ts';

export interface SubmissionFilesDeps {
  db: Db;
  assignments: AssignmentsService;
  guard: SubmissionGuard;
  storage: Storage;
}

/** A stored file's name: the uuid the upload returned and the file's extension. */
export const SUBMITTED_FILE_NAME = /^[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

export class SubmissionFilesService {
  private readonly submissionsRepo = new SubmissionsRepository();

  constructor(private readonly deps: SubmissionFilesDeps) {}

  /** Upload for a FILE_SUBMISSION task; the answer then names the returned `file_uuid`. */
  async uploadFile(
    principal: Principal,
    assignmentUuid: string,
    taskUuid: string,
    onBehalfOf: number | undefined,
    file: ReceivedFile,
  ): Promise<SubmittedFile> {
    const { task, assignment } = await this.deps.assignments.requireTask(taskUuid, assignmentUuid);
    if (task.assignment_type !== 'FILE_SUBMISSION') {
      throw new BadRequestError('Files are uploaded for FILE_SUBMISSION tasks only', 'not_a_file_task');
    }
    const learner = await this.deps.guard.actingFor(principal, assignment, onBehalfOf);
    const current = await this.submissionsRepo.findCurrentSubmission(
      this.deps.db,
      assignment.org_id,
      assignment.id,
      learner.userId,
    );
    if (current !== undefined && current.status !== 'PENDING') {
      throw new BadRequestError(
        'This assignment is already submitted; files can change only in a new attempt (retry)',
        'already_submitted',
      );
    }
    const fileUuid = `${newUuid('submission').slice('submission_'.length)}.${file.ext}`;
    const key = `${await this.deps.assignments.filesPrefix(assignment)}tasks/${task.assignment_task_uuid}/submissions/${learner.userId}/${fileUuid}`;
    const stored = await this.deps.storage.put(key, createReadStream(file.path), { contentType: file.mime });
    return presentSubmittedFile(fileUuid, stored.size, file.mime);
  }

  async submittedFile(
    principal: Principal,
    assignmentUuid: string,
    taskUuid: string,
    userId: number,
    fileUuid: string,
  ): Promise<ObjectRead> {
    const { task, assignment } = await this.deps.assignments.requireTask(taskUuid, assignmentUuid);
    await this.deps.guard.requireReader(principal, assignment, userId);
    const key = `${await this.deps.assignments.filesPrefix(assignment)}tasks/${task.assignment_task_uuid}/submissions/${userId}/${fileUuid}`;
    const stored = SUBMITTED_FILE_NAME.test(fileUuid) ? await this.deps.storage.get(key) : undefined;
    if (stored === undefined) throw new NotFoundError('File not found');
    return stored;
  }
}
