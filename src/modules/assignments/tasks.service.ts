/**
 * The tasks of an assignment and their reference files [SPEC 2.6, 4.3; CONTRACT 6, 10]. Graders see task
 * contents as stored; learners see them without answer keys, and only for activities they may open (the
 * assignment's standing decides which).
 */
import { createReadStream } from 'node:fs';
import type { Db } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import { RawJson } from '../../platform/http/raw-json.ts';
import { newUuid } from '../../platform/ids.ts';
import type { ObjectRead, Storage } from '../../platform/storage/storage.ts';
import { rightsHave, type AccessControl, type Principal } from '../access/index.ts';
import type { ReceivedFile } from '../courses/index.ts';
import { presentTask, type TaskRead } from './assignments.presenter.ts';
import { AssignmentsRepository, type AssignmentRow, type TaskRow } from './assignments.repository.ts';
import { SubmissionsRepository } from './submissions.repository.ts';
import type { AssignmentsService, Standing } from './assignments.service.ts';
import { checkTaskContents, redactContents } from './grading/index.ts';
import { AUTO_GRADED, type TaskType } from './grading/types.ts';

export interface TasksDeps {
  db: Db;
  access: AccessControl;
  assignments: AssignmentsService;
  clock: Clock;
  storage: Storage;
}

export interface TaskInput {
  title: string;
  description: string;
  hint: string;
  assignment_type: TaskType;
  contents?: Record<string, unknown>;
  max_grade_value?: number;
  reference_file?: string | null;
}

export class TasksService {
  private readonly repo = new AssignmentsRepository();
  private readonly submissionsRepo = new SubmissionsRepository();

  constructor(private readonly deps: TasksDeps) {}

  async createTask(
    principal: Principal,
    assignmentUuid: string,
    input: TaskInput,
    rawContents: string | undefined,
  ): Promise<TaskRead> {
    const contents = storedContents(input.assignment_type, input.contents ?? {}, rawContents);
    const assignment = await this.deps.assignments.requireAssignment(assignmentUuid);
    await this.deps.access.requireRight(principal, assignment.org_id, 'assignments', 'create');
    const now = toDbTime(this.deps.clock.now());
    const row = await this.deps.db.transaction().execute(async (trx) => {
      await this.repo.lockAssignment(trx, assignment.org_id, assignment.id);
      return this.repo.insertTask(trx, assignment.org_id, {
        assignment_task_uuid: newUuid('assignmenttask'),
        assignment_id: assignment.id,
        position: await this.repo.nextTaskPosition(trx, assignment.org_id, assignment.id),
        title: input.title,
        description: input.description,
        hint: input.hint,
        assignment_type: input.assignment_type,
        contents,
        max_grade_value: input.max_grade_value ?? 100,
        reference_file: input.reference_file ?? null,
        creation_date: now,
        update_date: now,
      });
    });
    return presentTask(row, assignment.assignment_uuid, new RawJson(row.contents));
  }

  async listTasks(principal: Principal, assignmentUuid: string): Promise<TaskRead[]> {
    const assignment = await this.deps.assignments.requireAssignment(assignmentUuid);
    const standing = await this.deps.assignments.standing(principal, assignment, 'read');
    const tasks = await this.repo.listTasks(this.deps.db, assignment.org_id, assignment.id);
    const keys = await this.showsKeys(standing, assignment, principal);
    return tasks.map((task) => presentTask(task, assignment.assignment_uuid, this.contentsFor(task, keys)));
  }

  /** GET /assignments/task/{uuid}: graders get the stored contents unchanged [SPEC 4.3]. */
  async getTask(principal: Principal, taskUuid: string): Promise<TaskRead> {
    const { task, assignment } = await this.deps.assignments.requireTask(taskUuid);
    const standing = await this.deps.assignments.standing(principal, assignment, 'read');
    return presentTask(
      task,
      assignment.assignment_uuid,
      this.contentsFor(task, await this.showsKeys(standing, assignment, principal)),
    );
  }

  async updateTask(
    principal: Principal,
    assignmentUuid: string,
    taskUuid: string,
    input: Partial<TaskInput>,
    rawContents: string | undefined,
  ): Promise<TaskRead> {
    const { task, assignment } = await this.deps.assignments.requireTask(taskUuid, assignmentUuid);
    const type = (input.assignment_type ?? task.assignment_type) as TaskType;
    const contents =
      input.contents !== undefined || input.assignment_type !== undefined
        ? storedContents(
            type,
            input.contents ?? (JSON.parse(task.contents) as Record<string, unknown>),
            input.contents !== undefined ? rawContents : task.contents,
          )
        : undefined;
    await this.deps.access.requireRight(principal, assignment.org_id, 'assignments', 'update');
    const row = await this.repo.updateTask(this.deps.db, assignment.org_id, task.id, {
      ...(input.title !== undefined && { title: input.title }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.hint !== undefined && { hint: input.hint }),
      ...(input.assignment_type !== undefined && { assignment_type: input.assignment_type }),
      ...(contents !== undefined && { contents }),
      ...(input.max_grade_value !== undefined && { max_grade_value: input.max_grade_value }),
      ...(input.reference_file !== undefined && { reference_file: input.reference_file }),
      update_date: toDbTime(this.deps.clock.now()),
    });
    if (row === undefined) throw new NotFoundError('Task not found');
    return presentTask(row, assignment.assignment_uuid, new RawJson(row.contents));
  }

  async deleteTask(principal: Principal, assignmentUuid: string, taskUuid: string): Promise<void> {
    const { task, assignment } = await this.deps.assignments.requireTask(taskUuid, assignmentUuid);
    await this.deps.access.requireRight(principal, assignment.org_id, 'assignments', 'delete');
    await this.repo.deleteTask(this.deps.db, assignment.org_id, task.id);
    await this.deps.storage.deletePrefix(
      `${await this.deps.assignments.filesPrefix(assignment)}tasks/${task.assignment_task_uuid}/`,
    );
  }

  /** Reference file upload (multipart `reference_file`), judged by its bytes [CONTRACT 10]. */
  async uploadReferenceFile(
    principal: Principal,
    assignmentUuid: string,
    taskUuid: string,
    file: ReceivedFile,
  ): Promise<TaskRead> {
    const { task, assignment } = await this.deps.assignments.requireTask(taskUuid, assignmentUuid);
    await this.deps.access.requireRight(principal, assignment.org_id, 'assignments', 'create');
    const name = `${newUuid('assignmenttask').slice('assignmenttask_'.length)}.${file.ext}`;
    const prefix = `${await this.deps.assignments.filesPrefix(assignment)}tasks/${task.assignment_task_uuid}/reference/`;
    await this.deps.storage.put(`${prefix}${name}`, createReadStream(file.path), { contentType: file.mime });
    const row = await this.repo.updateTask(this.deps.db, assignment.org_id, task.id, {
      reference_file: name,
      update_date: toDbTime(this.deps.clock.now()),
    });
    if (row === undefined) throw new NotFoundError('Task not found');
    if (task.reference_file !== null && task.reference_file !== name && !task.reference_file.includes('/')) {
      await this.deps.storage.delete(`${prefix}${task.reference_file}`).catch(() => undefined);
    }
    return presentTask(row, assignment.assignment_uuid, new RawJson(row.contents));
  }

  async referenceFile(principal: Principal, taskUuid: string): Promise<ObjectRead> {
    const { task, assignment } = await this.deps.assignments.requireTask(taskUuid);
    await this.deps.assignments.standing(principal, assignment, 'read');
    const stored =
      task.reference_file === null || task.reference_file.includes('/')
        ? undefined
        : await this.deps.storage.get(
            `${await this.deps.assignments.filesPrefix(assignment)}tasks/${task.assignment_task_uuid}/reference/${task.reference_file}`,
          );
    if (stored === undefined) throw new NotFoundError('This task has no uploaded reference file');
    return stored;
  }

  /** Whether answer keys may be shown [CONTRACT 6]: graders with update rights, or a graded learner when allowed. */
  async showsKeys(standing: Standing, assignment: AssignmentRow, principal?: Principal): Promise<boolean> {
    if (standing.kind === 'grader') {
      return (
        principal?.kind !== 'token' || rightsHave(principal.token.effectiveRights, 'assignments', 'update')
      );
    }
    if (!assignment.show_correct_answers) return false;
    const current = await this.submissionsRepo.findCurrentSubmission(
      this.deps.db,
      assignment.org_id,
      assignment.id,
      standing.userId,
    );
    return current?.status === 'GRADED';
  }

  contentsFor(task: TaskRow, withKeys: boolean): unknown {
    // Types without answer keys (CUSTOM, OTHER, FILE_SUBMISSION) always go out exactly as stored.
    return withKeys || !AUTO_GRADED.has(task.assignment_type as TaskType)
      ? new RawJson(task.contents)
      : redactContents(task.assignment_type as TaskType, JSON.parse(task.contents) as unknown);
  }
}

/** CUSTOM contents are kept byte for byte; the others are validated and stored as parsed [CONTRACT 6, 10]. */
function storedContents(type: TaskType, contents: Record<string, unknown>, raw: string | undefined): string {
  if (type === 'CUSTOM') return raw ?? JSON.stringify(contents);
  const issues = checkTaskContents(type, contents);
  if (issues.length > 0) throw new ValidationError(issues);
  return JSON.stringify(contents);
}
