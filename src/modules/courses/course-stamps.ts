/**
 * The version stamps behind the cached course reads (docs/architecture.md, "Cached trees and course lists").
 * Every change that can alter a course's tree calls `touchCourseTree` first in its transaction; every change
 * that can alter a course list (a course's own fields, its authors, a course created or deleted) calls
 * `touchCourseList`. A cached answer is keyed by the stamp it was built at, so a change that forgets its
 * stamp serves stale answers: `course-stamps.int.test.ts` walks every tree-altering route and checks that the
 * ETag moves.
 *
 * Calling it first also orders the locks: the course row, then the organization's list row, then the rows of
 * the course's chapters and activities, so two changes of one course wait for each other instead of
 * deadlocking on PostgreSQL.
 */
import type { Tx } from '../../db.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { CoursesRepository } from './courses.repository.ts';

const repo = new CoursesRepository();

/**
 * Moves the course's tree version and holds the course row until the transaction ends; 404 when the course
 * is gone (deleted since the caller found it), so nothing is added to a course that no longer exists.
 */
export async function touchCourseTree(trx: Tx, orgId: number, courseId: number): Promise<void> {
  if (!(await repo.bumpTreeVersion(trx, orgId, courseId))) throw new NotFoundError('Course not found');
}

/** Moves the organization's course-list version and, given a course, that course's tree version (as above). */
export async function touchCourseList(trx: Tx, orgId: number, courseId?: number): Promise<void> {
  if (courseId !== undefined) await touchCourseTree(trx, orgId, courseId);
  await repo.bumpListVersion(trx, orgId);
}
