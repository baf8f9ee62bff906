/**
 * Whether a learner has completed a course: every published step of its tree done (a course without steps is
 * never completed). Built before progress and certificates, which both ask it: progress when a step is marked
 * done, certificates when a learner claims one late. It needs only this module's data and the steps, so
 * neither service has to be wired into the other after construction.
 */
import type { Tx } from '../../db.ts';
import { courseSteps, isComplete } from './course-steps.ts';
import { LearningRepository } from './learning.repository.ts';

export class CourseCompletion {
  private readonly repo = new LearningRepository();

  async isCompleted(db: Tx, orgId: number, courseId: number, userId: number): Promise<boolean> {
    const [steps, progress] = await Promise.all([
      courseSteps(db, orgId, [courseId]),
      this.repo.progress(db, orgId, userId, [courseId]),
    ]);
    return isComplete(steps, new Set(progress.filter((p) => p.completed).map((p) => p.activity_id)));
  }

  /**
   * Completion as a late certificate claim decides it: under the learner's enrolment lock, which a retry or a
   * reject reopening the course also takes (`ProgressService.reopen`), so the reopening either commits first
   * and is seen here, or waits for the claim and then revokes what it issued.
   */
  async isCompletedLocked(trx: Tx, orgId: number, courseId: number, userId: number): Promise<boolean> {
    const enrolment = await this.repo.findEnrollment(trx, orgId, courseId, userId);
    if (enrolment !== undefined) await this.repo.lockEnrollment(trx, orgId, enrolment.id);
    return this.isCompleted(trx, orgId, courseId, userId);
  }
}
