/**
 * Assignments and their tasks [SPEC 2.5, 2.6, 4.3; CONTRACT 6]. An assignment hangs off an activity shell
 * (TYPE_ASSIGNMENT / SUBTYPE_ASSIGNMENT_ANY) of the same organization, course and chapter. Graders (API
 * tokens with the `assignments` action of the route; members whose role holds `assignments:update`) see
 * task contents as stored; learners see them without answer keys, and only for activities they may open.
 */
import { createReadStream } from 'node:fs';
import type { Logger } from 'pino';
import type { Db, Tx } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { toBool } from '../../platform/db/database.ts';
import { onUniqueViolation } from '../../platform/db/unique-violations.ts';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '../../platform/http/errors.ts';
import { RawJson } from '../../platform/http/raw-json.ts';
import { newUuid } from '../../platform/ids.ts';
import type { ObjectRead, Storage } from '../../platform/storage/storage.ts';
import {
  roleHasRight,
  rightsHave,
  type AccessControl,
  type Action,
  type Principal,
} from '../access/index.ts';
import { findActivityById, type ActivitiesService, type ActivityRow } from '../activities/index.ts';
import { activityFilesPrefix, type CoursesService, type ReceivedFile } from '../courses/index.ts';
import {
  presentAssignment,
  presentTask,
  type AssignmentRead,
  type TaskRead,
} from './assignments.presenter.ts';
import {
  UNIQUE_ASSIGNMENT_ACTIVITY,
  type AssignmentRow,
  type AssignmentsRepository,
  type TaskRow,
} from './assignments.repository.ts';
import { checkTaskContents, redactContents } from './grading/index.ts';
import { AUTO_GRADED, type TaskType } from './grading/types.ts';

export interface AssignmentsDeps {
  db: Db;
  repo: AssignmentsRepository;
  access: AccessControl;
  activities: ActivitiesService;
  courses: CoursesService;
  clock: Clock;
  storage: Storage;
  logger: Logger;
  requireOrg: (orgId: number) => Promise<{ id: number }>;
}

export interface AssignmentInput {
  title: string;
  description: string;
  due_date?: string | null;
  grading_type: string;
  org_id: number;
  course_id: number;
  chapter_id: number;
  activity_id: number;
  published?: boolean;
  auto_grading?: boolean;
  anti_copy_paste?: boolean;
  show_correct_answers?: boolean;
  allow_retries?: boolean;
  max_retries?: number;
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

/** How a caller stands towards an assignment. */
export type Standing = { kind: 'grader'; userId: number | null } | { kind: 'learner'; userId: number };

export class AssignmentsService {
  constructor(private readonly deps: AssignmentsDeps) {}

  async create(principal: Principal, input: AssignmentInput): Promise<AssignmentRead> {
    checkDueDate(input.due_date);
    await this.deps.requireOrg(input.org_id);
    await this.deps.access.requireRight(principal, input.org_id, 'assignments', 'create');
    const activity = await this.deps.repo.findActivity(this.deps.db, input.activity_id);
    if (
      activity === undefined ||
      activity.activity_type !== 'TYPE_ASSIGNMENT' ||
      activity.activity_sub_type !== 'SUBTYPE_ASSIGNMENT_ANY' ||
      activity.org_id !== input.org_id ||
      activity.course_id !== input.course_id ||
      activity.chapter_id !== input.chapter_id
    ) {
      throw new BadRequestError(
        'activity_id must name an assignment activity shell (TYPE_ASSIGNMENT / SUBTYPE_ASSIGNMENT_ANY) of the same organization, course and chapter',
        'invalid_activity_shell',
      );
    }
    const now = toDbTime(this.deps.clock.now());
    if ((await this.deps.repo.findAssignmentByActivity(this.deps.db, activity.id)) !== undefined) {
      throw assignmentExists();
    }
    // A creation racing this one passes the lookup too; the unique activity key keeps the first.
    const insert = () =>
      this.deps.repo.insertAssignment(this.deps.db, {
        assignment_uuid: newUuid('assignment'),
        org_id: input.org_id,
        course_id: input.course_id,
        chapter_id: input.chapter_id,
        activity_id: activity.id,
        title: input.title,
        description: input.description,
        due_date: input.due_date ?? null,
        grading_type: input.grading_type,
        published: input.published ?? false,
        auto_grading: input.auto_grading ?? false,
        anti_copy_paste: input.anti_copy_paste ?? false,
        show_correct_answers: input.show_correct_answers ?? false,
        allow_retries: input.allow_retries ?? false,
        max_retries: input.max_retries ?? 0,
        creation_date: now,
        update_date: now,
      });
    const row = await onUniqueViolation(insert, UNIQUE_ASSIGNMENT_ACTIVITY, assignmentExists);
    return presentAssignment(row);
  }

  async get(principal: Principal, assignmentUuid: string): Promise<AssignmentRead> {
    const assignment = await this.requireAssignment(assignmentUuid);
    await this.standing(principal, assignment, 'read');
    return presentAssignment(assignment);
  }

  async getByActivity(principal: Principal, activityUuid: string): Promise<AssignmentRead> {
    const activity = await this.deps.activities.requireActivity(activityUuid);
    const assignment = await this.deps.repo.findAssignmentByActivity(this.deps.db, activity.id);
    if (assignment === undefined) throw new NotFoundError('This activity has no assignment');
    await this.standing(principal, assignment, 'read');
    return presentAssignment(assignment);
  }

  async listByCourse(principal: Principal, courseUuid: string): Promise<AssignmentRead[]> {
    const course = await this.deps.courses.requireCourse(courseUuid);
    await this.deps.access.requireRight(principal, course.org_id, 'assignments', 'read');
    const rows = await this.deps.repo.listAssignmentsOfCourse(this.deps.db, course.org_id, course.id);
    const visible: AssignmentRead[] = [];
    for (const row of rows) {
      const standing = await this.standing(principal, row, 'read').catch(() => undefined);
      if (standing !== undefined) visible.push(presentAssignment(row));
    }
    return visible;
  }

  async update(
    principal: Principal,
    assignmentUuid: string,
    input: Partial<Omit<AssignmentInput, 'org_id' | 'course_id' | 'chapter_id' | 'activity_id'>>,
  ): Promise<AssignmentRead> {
    if (input.due_date !== undefined) checkDueDate(input.due_date);
    const assignment = await this.requireAssignment(assignmentUuid);
    await this.deps.access.requireRight(principal, assignment.org_id, 'assignments', 'update');
    const row = await this.deps.repo.updateAssignment(this.deps.db, assignment.org_id, assignment.id, {
      ...input,
      update_date: toDbTime(this.deps.clock.now()),
    });
    if (row === undefined) throw new NotFoundError('Assignment not found');
    return presentAssignment(row);
  }

  /** Deletes the assignment with its tasks, submissions and files. */
  async delete(principal: Principal, assignmentUuid: string): Promise<void> {
    const assignment = await this.requireAssignment(assignmentUuid);
    await this.deps.access.requireRight(principal, assignment.org_id, 'assignments', 'delete');
    await this.deps.repo.deleteAssignment(this.deps.db, assignment.org_id, assignment.id);
    await this.deps.storage
      .deletePrefix(await this.filesPrefix(assignment))
      .catch((error: unknown) =>
        this.deps.logger.error(
          { err: error, assignment_uuid: assignmentUuid },
          'deleting assignment files failed',
        ),
      );
  }

  async createTask(
    principal: Principal,
    assignmentUuid: string,
    input: TaskInput,
    rawContents: string | undefined,
  ): Promise<TaskRead> {
    const contents = storedContents(input.assignment_type, input.contents ?? {}, rawContents);
    const assignment = await this.requireAssignment(assignmentUuid);
    await this.deps.access.requireRight(principal, assignment.org_id, 'assignments', 'create');
    const now = toDbTime(this.deps.clock.now());
    const row = await this.deps.db.transaction().execute(async (trx) => {
      await this.deps.repo.lockAssignment(trx, assignment.id);
      return this.deps.repo.insertTask(trx, {
        assignment_task_uuid: newUuid('assignmenttask'),
        org_id: assignment.org_id,
        assignment_id: assignment.id,
        position: await this.deps.repo.nextTaskPosition(trx, assignment.id),
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
    const assignment = await this.requireAssignment(assignmentUuid);
    const standing = await this.standing(principal, assignment, 'read');
    const tasks = await this.deps.repo.listTasks(this.deps.db, assignment.id);
    const keys = await this.showsKeys(standing, assignment, principal);
    return tasks.map((task) => presentTask(task, assignment.assignment_uuid, this.contentsFor(task, keys)));
  }

  /** GET /assignments/task/{uuid}: graders get the stored contents unchanged [SPEC 4.3]. */
  async getTask(principal: Principal, taskUuid: string): Promise<TaskRead> {
    const { task, assignment } = await this.requireTask(taskUuid);
    const standing = await this.standing(principal, assignment, 'read');
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
    const { task, assignment } = await this.requireTask(taskUuid, assignmentUuid);
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
    const row = await this.deps.repo.updateTask(this.deps.db, assignment.org_id, task.id, {
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
    const { task, assignment } = await this.requireTask(taskUuid, assignmentUuid);
    await this.deps.access.requireRight(principal, assignment.org_id, 'assignments', 'delete');
    await this.deps.repo.deleteTask(this.deps.db, assignment.org_id, task.id);
    await this.deps.storage.deletePrefix(
      `${await this.filesPrefix(assignment)}tasks/${task.assignment_task_uuid}/`,
    );
  }

  /** Reference file upload (multipart `reference_file`), judged by its bytes [CONTRACT 10]. */
  async uploadReferenceFile(
    principal: Principal,
    assignmentUuid: string,
    taskUuid: string,
    file: ReceivedFile,
  ): Promise<TaskRead> {
    const { task, assignment } = await this.requireTask(taskUuid, assignmentUuid);
    await this.deps.access.requireRight(principal, assignment.org_id, 'assignments', 'create');
    const name = `${newUuid('assignmenttask').slice('assignmenttask_'.length)}.${file.ext}`;
    const prefix = `${await this.filesPrefix(assignment)}tasks/${task.assignment_task_uuid}/reference/`;
    await this.deps.storage.put(`${prefix}${name}`, createReadStream(file.path), { contentType: file.mime });
    const row = await this.deps.repo.updateTask(this.deps.db, assignment.org_id, task.id, {
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
    const { task, assignment } = await this.requireTask(taskUuid);
    await this.standing(principal, assignment, 'read');
    const stored =
      task.reference_file === null || task.reference_file.includes('/')
        ? undefined
        : await this.deps.storage.get(
            `${await this.filesPrefix(assignment)}tasks/${task.assignment_task_uuid}/reference/${task.reference_file}`,
          );
    if (stored === undefined) throw new NotFoundError('This task has no uploaded reference file');
    return stored;
  }

  /**
   * Who the caller is to this assignment, or 401/403. Graders hold the route's `assignments` action (tokens)
   * or a role with `assignments:update`; other members are learners, who must be able to open the activity.
   */
  async standing(principal: Principal, assignment: AssignmentRow, action: Action): Promise<Standing> {
    if (principal.kind === 'anonymous') throw new UnauthorizedError();
    const actor = await this.deps.access.requireRight(principal, assignment.org_id, 'assignments', action);
    if (actor.kind === 'token') return { kind: 'grader', userId: null };
    if (roleHasRight(actor.role, 'assignments', 'update')) return { kind: 'grader', userId: actor.userId };
    if (action !== 'read') {
      throw new ForbiddenError(
        `Your role (${actor.role}) lacks the assignments:${action} right`,
        'missing_right',
      );
    }
    const activity = await this.activityOf(assignment);
    await this.deps.activities.requireOpen(principal, activity.activity_uuid);
    if (!toBool(assignment.published)) {
      throw new ForbiddenError('This assignment is not published', 'assignment_not_published');
    }
    return { kind: 'learner', userId: actor.userId };
  }

  /** Whether answer keys may be shown [CONTRACT 6]: graders with update rights, or a graded learner when allowed. */
  async showsKeys(standing: Standing, assignment: AssignmentRow, principal?: Principal): Promise<boolean> {
    if (standing.kind === 'grader') {
      return (
        principal?.kind !== 'token' || rightsHave(principal.token.effectiveRights, 'assignments', 'update')
      );
    }
    if (!toBool(assignment.show_correct_answers)) return false;
    const current = await this.deps.repo.findCurrentSubmission(this.deps.db, assignment.id, standing.userId);
    return current?.status === 'GRADED';
  }

  contentsFor(task: TaskRow, withKeys: boolean): unknown {
    // Types without answer keys (CUSTOM, OTHER, FILE_SUBMISSION) always go out exactly as stored.
    return withKeys || !AUTO_GRADED.has(task.assignment_type as TaskType)
      ? new RawJson(task.contents)
      : redactContents(task.assignment_type as TaskType, JSON.parse(task.contents) as unknown);
  }

  async requireAssignment(assignmentUuid: string, db: Tx = this.deps.db): Promise<AssignmentRow> {
    const assignment = await this.deps.repo.findAssignment(db, assignmentUuid);
    if (assignment === undefined) throw new NotFoundError('Assignment not found');
    return assignment;
  }

  async requireTask(
    taskUuid: string,
    assignmentUuid?: string,
  ): Promise<{ task: TaskRow; assignment: AssignmentRow }> {
    const assignment =
      assignmentUuid === undefined ? undefined : await this.requireAssignment(assignmentUuid);
    const task = await this.deps.repo.findTask(this.deps.db, taskUuid);
    if (task === undefined || (assignment !== undefined && task.assignment_id !== assignment.id)) {
      throw new NotFoundError('Task not found');
    }
    const owner = assignment ?? (await this.deps.repo.findAssignmentById(this.deps.db, task.assignment_id));
    if (owner === undefined) throw new NotFoundError('Task not found');
    return { task, assignment: owner };
  }

  async activityOf(assignment: AssignmentRow): Promise<ActivityRow> {
    const activity = await findActivityById(this.deps.db, assignment.org_id, assignment.activity_id);
    if (activity === undefined) throw new NotFoundError('Assignment not found');
    return activity;
  }

  /** Files of an assignment live under its activity's prefix, so deleting the activity or course removes them. */
  async filesPrefix(assignment: AssignmentRow): Promise<string> {
    const activity = await this.activityOf(assignment);
    const course = await this.deps.courses.requireCourseById(assignment.course_id);
    return `${activityFilesPrefix(course.org_id, course.course_uuid, activity.activity_uuid)}assignment/`;
  }
}

/** CUSTOM contents are kept byte for byte; the others are validated and stored as parsed [CONTRACT 6, 10]. */
function storedContents(type: TaskType, contents: Record<string, unknown>, raw: string | undefined): string {
  if (type === 'CUSTOM') return raw ?? JSON.stringify(contents);
  const issues = checkTaskContents(type, contents);
  if (issues.length > 0) throw new ValidationError(issues);
  return JSON.stringify(contents);
}

/** `YYYY-MM-DD` naming a real day (2026-02-30 is not one). */
function checkDueDate(value: string | null | undefined): void {
  if (value === undefined || value === null) return;
  const day = new Date(`${value}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(value) ||
    Number.isNaN(day.getTime()) ||
    day.toISOString().slice(0, 10) !== value
  ) {
    throw new ValidationError([
      { loc: ['body', 'due_date'], msg: 'due_date is a date, YYYY-MM-DD', type: 'date' },
    ]);
  }
}

function assignmentExists(): ConflictError {
  return new ConflictError('This activity already has an assignment', 'assignment_exists');
}
