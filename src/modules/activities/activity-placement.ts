/** The activities of a course's tree as the courses module reads and places them (wired in the composition root). */
import type { TreeActivities } from '../courses/index.ts';
import { ActivitiesRepository } from './activities.repository.ts';

export function activityPlacement(): TreeActivities {
  const repo = new ActivitiesRepository();
  return {
    listInChapters: (db, orgId, chapterIds, options) => repo.listInChapters(db, orgId, chapterIds, options),
    idsOfCourse: (db, orgId, courseId) => repo.idsOfCourse(db, orgId, courseId),
    place: (db, orgId, courseId, order) => repo.place(db, orgId, courseId, order),
    delete: (db, orgId, activityIds) => repo.deleteMany(db, orgId, activityIds),
  };
}
