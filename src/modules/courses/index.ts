export { ContentAccess, type Viewer, type LockType } from './content-access.ts';
export {
  CoursesRepository,
  type ChapterRow,
  type CourseRow,
  type TreeActivityRow,
} from './courses.repository.ts';
export { CoursesService, authorOf } from './courses.service.ts';
export { ChaptersService } from './chapters.service.ts';
export { registerCourseRoutes } from './courses.routes.ts';
export { ActivityRead, presentActivity } from './courses.presenter.ts';
export { LOCK_TYPES } from './courses.schemas.ts';
export { activityFilesPrefix, courseFilesPrefix, type ReceivedFile } from './storage-keys.ts';
