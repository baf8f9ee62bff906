/**
 * Assignments [SPEC 2.5, 4.3; CONTRACT 6]. An assignment hangs off an activity shell (TYPE_ASSIGNMENT /
 * SUBTYPE_ASSIGNMENT_ANY) of the same organization, course and chapter. Graders (API tokens with the
 * `assignments` action of the route; members whose role holds `assignments:update`) may change it; learners
 * read it only for activities they may open. Its tasks are tasks.service.ts.
 */
import type { Logger } from 'pino';
import type { Db, Tx } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { onUniqueViolation } from '../../platform/db/unique-violations.ts';
import {
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
} from '../../platform/http/errors.ts';
import { newUuid } from '../../platform/ids.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { roleHasRight, type AccessControl, type Action, type Principal } from '../access/index.ts';
import { findActivityById, type ActivitiesService, type ActivityRecord } from '../activities/index.ts';
import { activityFilesPrefix, type CoursesService } from '../courses/index.ts';
import { readAssignmentGate, readTaskWithGate, type AssignmentGate } from './assignment-gate.ts';
import { assignmentExists, checkDueDate, type AssignmentInput } from './assignment-input.ts';
import { presentAssignment, type AssignmentRead } from './assignments.presenter.ts';
import {
  AssignmentsRepository,
  UNIQUE_ASSIGNMENT_ACTIVITY,
  type AssignmentRow,
  type AssignmentWithTasks,
  type TaskRow,
} from './assignments.repository.ts';

export interface AssignmentsDeps {
  db: Db;
  access: AccessControl;
  activities: ActivitiesService;
  courses: CoursesService;
  clock: Clock;
  storage: Storage;
  logger: Logger;
  requireOrg: (orgId: number) => Promise<{ id: number }>;
}

/** How a caller stands towards an assignment. */
export type Standing = { kind: 'grader'; userId: number | null } | { kind: 'learner'; userId: number };

export class AssignmentsService {
  private readonly repo = new AssignmentsRepository();
  /**
   * Standings read ahead with the assignment (`requireTaskFor`), for `standing` later in the same request: keyed
   * by the principal, which authentication makes anew for every request, then by assignment id.
   */
  private readonly readAhead = new WeakMap<Principal, Map<number, AssignmentGate>>();

  constructor(private readonly deps: AssignmentsDeps) {}

  async create(principal: Principal, input: AssignmentInput): Promise<AssignmentRead> {
    checkDueDate(input.due_date);
    await this.deps.requireOrg(input.org_id);
    await this.deps.access.requireRight(principal, input.org_id, 'assignments', 'create');
    // An activity of another organization is not found here: the same 400 as a shell of the wrong kind.
    const activity = await findActivityById(this.deps.db, input.org_id, input.activity_id);
    if (
      activity === undefined ||
      activity.activity_type !== 'TYPE_ASSIGNMENT' ||
      activity.activity_sub_type !== 'SUBTYPE_ASSIGNMENT_ANY' ||
      activity.course_id !== input.course_id ||
      activity.chapter_id !== input.chapter_id
    ) {
      throw new BadRequestError(
        'activity_id must name an assignment activity shell (TYPE_ASSIGNMENT / SUBTYPE_ASSIGNMENT_ANY) of the same organization, course and chapter',
        'invalid_activity_shell',
      );
    }
    const now = toDbTime(this.deps.clock.now());
    if ((await this.repo.findAssignmentByActivity(this.deps.db, input.org_id, activity.id)) !== undefined) {
      throw assignmentExists();
    }
    // A creation racing this one passes the lookup too; the unique activity key keeps the first.
    const insert = () =>
      this.repo.insertAssignment(this.deps.db, input.org_id, {
        assignment_uuid: newUuid('assignment'),
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
    const assignment = await this.repo.findAssignmentByActivity(this.deps.db, activity.org_id, activity.id);
    if (assignment === undefined) throw new NotFoundError('This activity has no assignment');
    await this.standing(principal, assignment, 'read');
    return presentAssignment(assignment);
  }

  async listByCourse(principal: Principal, courseUuid: string): Promise<AssignmentRead[]> {
    const course = await this.deps.courses.requireCourse(courseUuid);
    await this.deps.access.requireRight(principal, course.org_id, 'assignments', 'read');
    const rows = await this.repo.listAssignmentsOfCourse(this.deps.db, course.org_id, course.id);
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
    const row = await this.repo.updateAssignment(this.deps.db, assignment.org_id, assignment.id, {
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
    await this.repo.deleteAssignment(this.deps.db, assignment.org_id, assignment.id);
    await this.deps.storage
      .deletePrefix(await this.filesPrefix(assignment))
      .catch((error: unknown) =>
        this.deps.logger.error(
          { err: error, assignment_uuid: assignmentUuid },
          'deleting assignment files failed',
        ),
      );
  }

  /**
   * Who the caller is to this assignment, or 401/403. Graders hold the route's `assignments` action (tokens)
   * or a role with `assignments:update`; other members are learners, who must be able to open the activity.
   */
  async standing(principal: Principal, assignment: AssignmentRow, action: Action): Promise<Standing> {
    if (principal.kind === 'anonymous') throw new UnauthorizedError();
    // A person's role and what a learner's checks need are read in one statement, unless the role is known.
    let gate = this.readAhead.get(principal)?.get(assignment.id);
    if (
      gate === undefined &&
      principal.kind === 'user' &&
      !this.deps.access.knowsRole(principal, assignment.org_id)
    ) {
      gate = await readAssignmentGate(this.deps.db, assignment, principal.user.id);
      this.deps.access.knowRole(principal, assignment.org_id, gate.role);
    }
    const actor = await this.deps.access.requireRight(principal, assignment.org_id, 'assignments', action);
    if (actor.kind === 'token') return { kind: 'grader', userId: null };
    if (roleHasRight(actor.role, 'assignments', 'update')) return { kind: 'grader', userId: actor.userId };
    if (action !== 'read') {
      throw new ForbiddenError(
        `Your role (${actor.role}) lacks the assignments:${action} right`,
        'missing_right',
      );
    }
    gate ??= await readAssignmentGate(this.deps.db, assignment, actor.userId);
    // The answers of activityOf and requireOpen when their rows are missing.
    if (gate.activity === undefined) throw new NotFoundError('Assignment not found');
    if (gate.course === undefined) throw new NotFoundError('Course not found');
    await this.deps.activities.assertOpen(principal, assignment.org_id, {
      activity: gate.activity,
      course: gate.course,
      chapter: gate.chapter,
      linked: gate.linked,
    });
    if (!assignment.published) {
      throw new ForbiddenError('This assignment is not published', 'assignment_not_published');
    }
    return { kind: 'learner', userId: actor.userId };
  }

  /** The assignment a request names: resolved once, before its organization is known. */
  async requireAssignment(assignmentUuid: string, db: Tx = this.deps.db): Promise<AssignmentRow> {
    const assignment = await this.repo.resolveAssignment(db, assignmentUuid);
    if (assignment === undefined) throw new NotFoundError('Assignment not found');
    return assignment;
  }

  /** `requireAssignment` with the assignment's tasks in order, read in the same round trip. */
  async requireAssignmentWithTasks(assignmentUuid: string): Promise<AssignmentWithTasks> {
    const found = await this.repo.resolveAssignmentWithTasks(this.deps.db, assignmentUuid);
    if (found === undefined) throw new NotFoundError('Assignment not found');
    return found;
  }

  /**
   * `requireTask` for a signed-in person, with their standing towards the assignment (role and a learner's read
   * rules) read in the same statement, for `standing` to use: one round trip for what was two.
   */
  async requireTaskFor(
    principal: Principal,
    taskUuid: string,
    assignmentUuid: string,
  ): Promise<{ task: TaskRow; assignment: AssignmentRow }> {
    if (principal.kind !== 'user') return this.requireTask(taskUuid, assignmentUuid);
    const found = await readTaskWithGate(this.deps.db, assignmentUuid, taskUuid, principal.user.id);
    if (found.assignment === undefined) throw new NotFoundError('Assignment not found');
    if (found.task === undefined) throw new NotFoundError('Task not found');
    const { assignment, gate } = found;
    this.deps.access.knowRole(principal, assignment.org_id, gate.role);
    const known = this.readAhead.get(principal) ?? new Map<number, AssignmentGate>();
    this.readAhead.set(principal, known.set(assignment.id, gate));
    return { task: found.task, assignment };
  }

  async requireTask(
    taskUuid: string,
    assignmentUuid?: string,
  ): Promise<{ task: TaskRow; assignment: AssignmentRow }> {
    if (assignmentUuid !== undefined) {
      const found = await this.repo.resolveAssignmentTask(this.deps.db, assignmentUuid, taskUuid);
      if (found === undefined) throw new NotFoundError('Assignment not found');
      if (found.task === undefined) throw new NotFoundError('Task not found');
      return { task: found.task, assignment: found.assignment };
    }
    // A task named on its own: it resolves the organization, and its assignment is read within it.
    const task = await this.repo.resolveTask(this.deps.db, taskUuid);
    if (task === undefined) throw new NotFoundError('Task not found');
    const assignment = await this.repo.findAssignmentById(this.deps.db, task.org_id, task.assignment_id);
    if (assignment === undefined) throw new NotFoundError('Task not found');
    return { task, assignment };
  }

  async activityOf(assignment: AssignmentRow): Promise<ActivityRecord> {
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
