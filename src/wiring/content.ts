/**
 * Course content: storage, who reads what (content access, fed by course authorships and user-group links),
 * courses, chapters, contributors, announcements, activities and their versions, media blocks, user groups,
 * collections of courses.
 */
import {
  ActivitiesService,
  ActivityCreationService,
  ActivityVersionsService,
  activityPlacement,
} from '../modules/activities/index.ts';
import { BlocksService } from '../modules/blocks/index.ts';
import { CollectionsService } from '../modules/collections/index.ts';
import {
  ChaptersService,
  ContentAccess,
  ContributorsService,
  CourseAuthoringService,
  CoursesService,
  CourseUpdatesService,
  isActiveAuthor,
} from '../modules/courses/index.ts';
import {
  UsergroupLinksService,
  UsergroupsService,
  linkedResourceUuids,
} from '../modules/usergroups/index.ts';
import { createStorage } from '../platform/storage/index.ts';
import type { Kernel } from './kernel.ts';

export type ContentServices = ReturnType<typeof buildContent>;

export function buildContent(k: Kernel) {
  const { config, db, clock, logger, events, access, orgs, families } = k;
  const storage = createStorage(config);
  const content = new ContentAccess(access, {
    isActiveAuthor: (orgId, courseId, userId) => isActiveAuthor(db, orgId, courseId, userId),
    linkedResources: (orgId, courseId, userId) => linkedResourceUuids(db, orgId, courseId, userId),
  });
  // The course tree's activities are the activities module's rows; it lends the courses module its access.
  const tree = activityPlacement();
  const courses = new CoursesService({
    db,
    content,
    storage,
    tree,
    requireOrgBySlug: (slug) => orgs.requireOrgBySlug(slug),
    cacheBytes: config.courseCacheBytes,
  });
  const courseAuthoring = new CourseAuthoringService({
    db,
    courses,
    access,
    clock,
    events,
    storage,
    logger,
    requireOrg: (orgId) => orgs.requireOrg(orgId),
  });
  const chapters = new ChaptersService({
    db,
    courses,
    tree,
    access,
    content,
    clock,
    storage,
    logger,
  });
  const contributors = new ContributorsService({
    db,
    courses,
    access,
    clock,
    events,
    membersAmong: orgs.membersAmong,
  });
  const courseUpdates = new CourseUpdatesService({
    db,
    courses,
    access,
    clock,
    events,
  });
  const activities = new ActivitiesService({
    db,
    courses,
    chapters,
    access,
    content,
    clock,
    events,
    storage,
    logger,
  });
  const activityCreation = new ActivityCreationService({
    db,
    courses,
    chapters,
    access,
    clock,
    storage,
    logger,
  });
  const activityVersions = new ActivityVersionsService({
    db,
    access,
    content,
    clock,
    events,
  });
  const blocks = new BlocksService({
    db,
    activities,
    access,
    clock,
    storage,
    logger,
  });

  const usergroups = new UsergroupsService({
    db,
    access,
    clock,
    events,
    requireOrg: (orgId) => orgs.requireOrg(orgId),
  });
  const usergroupLinks = new UsergroupLinksService({
    db,
    membersAmong: orgs.membersAmong,
    groups: usergroups,
    access,
    clock,
    events,
  });
  // Collections show each reader the courses the course list would show them.
  const collections = new CollectionsService({ db, access, families, content, courses, clock, events });

  return {
    storage,
    content,
    courses,
    courseAuthoring,
    chapters,
    contributors,
    courseUpdates,
    activities,
    activityCreation,
    activityVersions,
    blocks,
    usergroups,
    usergroupLinks,
    collections,
  };
}
