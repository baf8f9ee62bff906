/**
 * Course content: storage, who reads what (content access, fed by course authorships and user-group links),
 * courses, chapters, contributors, announcements, activities and their versions, media blocks, user groups.
 */
import {
  ActivitiesRepository,
  ActivitiesService,
  ActivityVersionsService,
} from '../modules/activities/index.ts';
import { BlocksRepository, BlocksService } from '../modules/blocks/index.ts';
import {
  AuthorshipRepository,
  ChaptersService,
  ContentAccess,
  ContributorsService,
  CoursesRepository,
  CoursesService,
  CourseUpdatesRepository,
  CourseUpdatesService,
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
  const { config, db, clock, logger, events, access, orgs } = k;
  const storage = createStorage(config);
  const authorship = new AuthorshipRepository();
  const content = new ContentAccess(access, {
    isActiveAuthor: (courseId, userId) => authorship.isActiveAuthor(db, courseId, userId),
    linkedResources: (orgId, courseId, userId) => linkedResourceUuids(db, orgId, courseId, userId),
  });
  const structure = new CoursesRepository();
  const courses = new CoursesService({
    db,
    repo: structure,
    access,
    content,
    clock,
    events,
    storage,
    logger,
    requireOrg: (orgId) => orgs.requireOrg(orgId),
    requireOrgBySlug: (slug) => orgs.requireOrgBySlug(slug),
  });
  const chapters = new ChaptersService({
    db,
    repo: structure,
    courses,
    access,
    content,
    clock,
    storage,
    logger,
  });
  const contributors = new ContributorsService({
    db,
    repo: structure,
    courses,
    access,
    clock,
    events,
    membersAmong: orgs.membersAmong,
  });
  const courseUpdates = new CourseUpdatesService({
    db,
    repo: new CourseUpdatesRepository(),
    courses,
    access,
    clock,
    events,
  });
  const activitiesRepo = new ActivitiesRepository();
  const activities = new ActivitiesService({
    db,
    repo: activitiesRepo,
    structure,
    courses,
    chapters,
    access,
    content,
    clock,
    events,
    storage,
    logger,
  });
  const activityVersions = new ActivityVersionsService({
    db,
    repo: activitiesRepo,
    access,
    content,
    clock,
    events,
  });
  const blocks = new BlocksService({
    db,
    repo: new BlocksRepository(),
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

  return {
    storage,
    content,
    structure,
    courses,
    chapters,
    contributors,
    courseUpdates,
    activities,
    activityVersions,
    blocks,
    usergroups,
    usergroupLinks,
  };
}
