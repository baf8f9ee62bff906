export {
  ContentAccess,
  type ActivityLock,
  type ChapterLock,
  type LockType,
  type ReaderLookups,
  type Viewer,
} from './content-access.ts';
export { AuthorshipRepository } from './authorship.repository.ts';
export {
  CoursesRepository,
  type ChapterRow,
  type CourseRow,
  type TreeActivityRow,
} from './courses.repository.ts';
export { CoursesService, authorOf } from './courses.service.ts';
export { ChaptersService } from './chapters.service.ts';
export { ContributorsService } from './contributors.service.ts';
export { CourseUpdatesService } from './course-updates.service.ts';
export { CourseUpdatesRepository } from './course-updates.repository.ts';
export { registerCourseRoutes } from './courses.routes.ts';
export { registerContributorRoutes } from './contributors.routes.ts';
export { registerCourseUpdateRoutes } from './course-updates.routes.ts';
export { ActivityRead, presentActivity } from './courses.presenter.ts';
export { LOCK_TYPES } from './courses.schemas.ts';
export { activityFilesPrefix, courseFilesPrefix, type ReceivedFile } from './storage-keys.ts';
export { courseSummaries, type CourseSummary } from './courses.reads.ts';
