export {
  ContentAccess,
  type ActivityLock,
  type ChapterLock,
  type CourseReader,
  type LockType,
  type ReaderLookups,
  type Viewer,
} from './content-access.ts';
export { type ChapterRow, type CourseRow } from './courses.repository.ts';
export { CoursesService, authorOf } from './courses.service.ts';
export { touchCourseList, touchCourseTree } from './course-stamps.ts';
export { CourseAuthoringService } from './course-authoring.service.ts';
export { ChaptersService } from './chapters.service.ts';
export { ContributorsService } from './contributors.service.ts';
export { CourseUpdatesService } from './course-updates.service.ts';
export { registerCourseRoutes } from './courses.routes.ts';
export { registerContributorRoutes } from './contributors.routes.ts';
export { registerCourseUpdateRoutes } from './course-updates.routes.ts';
export { ActivityRead, CourseRead, presentActivity } from './courses.presenter.ts';
export { LOCK_TYPES } from './courses.schemas.ts';
export { activityFilesPrefix, courseFilesPrefix, type ReceivedFile } from './storage-keys.ts';
export type { PlacedChapter, TreeActivities, TreeActivityRow } from './tree-activities.ts';
export * from './courses.reads.ts';
export * from './activity-types.ts';
