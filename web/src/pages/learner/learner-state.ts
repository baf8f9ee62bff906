/** The shapes the course page and its parts share: the course, and the learner's side of it. */
import type { components } from '@lms/client';

export type CourseTree = components['schemas']['CourseTree'];
export type CourseRun = components['schemas']['CourseRun'];
export type OwnCertificate = components['schemas']['OwnCertificate'];

/** The learner's side of a course: their run (undefined when not enrolled) and certificate, if earned. */
export interface LearnerState {
  run: CourseRun | undefined;
  certificate: OwnCertificate | null;
}
