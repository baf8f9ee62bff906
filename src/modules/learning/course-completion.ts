/**
 * Whether a learner has completed a course: every published step of its tree done (a course without steps is
 * never completed). Built before progress and certificates, which both ask it: progress when a step is marked
 * done, certificates when a learner claims one late. It needs only the learning repository, so neither
 * service has to be wired into the other after construction.
 */
import type { Tx } from '../../db.ts';
import { toBool } from '../../platform/db/database.ts';
import type { LearningRepository } from './learning.repository.ts';
import { isComplete } from './progress-run.ts';

export class CourseCompletion {
  constructor(private readonly repo: LearningRepository) {}

  async isCompleted(db: Tx, courseId: number, userId: number): Promise<boolean> {
    const [steps, progress] = await Promise.all([
      this.repo.steps(db, [courseId]),
      this.repo.progress(db, userId, [courseId]),
    ]);
    return isComplete(steps, new Set(progress.filter((p) => toBool(p.completed)).map((p) => p.activity_id)));
  }

  /**
   * Completion as a late certificate claim decides it: under the learner's enrolment lock, which a retry or a
   * reject reopening the course also takes (`ProgressService.reopen`), so the reopening either commits first
   * and is seen here, or waits for the claim and then revokes what it issued.
   */
  async isCompletedLocked(trx: Tx, courseId: number, userId: number): Promise<boolean> {
    const enrolment = await this.repo.findEnrollment(trx, courseId, userId);
    if (enrolment !== undefined) await this.repo.lockEnrollment(trx, enrolment.id);
    return this.isCompleted(trx, courseId, userId);
  }
}
