/**
 * Communities [CONTRACT 11]: created, changed and deleted by moderators (the `communities` bucket: admins and
 * maintainers by default), read by whoever may see them (community-access.ts). A community may belong to one
 * course, and a course has at most one community: the unique index decides, so concurrent creations for one
 * course leave one row and answer the others 409 `community_exists`.
 */
import type { Db } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/http/errors.ts';
import { onUniqueViolation } from '../../platform/db/unique-violations.ts';
import { newUuid } from '../../platform/ids.ts';
import { actorUserId, type AccessControl, type Principal } from '../access/index.ts';
import { courseSummaries, type CourseRow, type CoursesService } from '../courses/index.ts';
import type { FamilyGate } from '../org-settings/index.ts';
import { CommunitiesRepository, UNIQUE_COURSE_COMMUNITY } from './communities.repository.ts';
import { presentCommunity, type CommunityRead } from './communities.presenter.ts';
import type { CommunityContext } from './community-context.ts';
import {
  DEFAULT_MODERATION,
  mergeModeration,
  readModeration,
  type ModerationSettings,
} from './moderation-rules.ts';

export interface CommunitiesDeps {
  db: Db;
  access: AccessControl;
  families: FamilyGate;
  clock: Clock;
  courses: Pick<CoursesService, 'requireCourse'>;
  context: CommunityContext;
}

export interface CommunityPage {
  items: CommunityRead[];
  total: number;
  limit: number;
  offset: number;
}

export interface CommunityChange {
  name?: string;
  description?: string;
  public?: boolean;
  course_uuid?: string | null;
  moderation?: Partial<ModerationSettings>;
}

export class CommunitiesService {
  private readonly repo = new CommunitiesRepository();

  constructor(private readonly deps: CommunitiesDeps) {}

  async create(
    principal: Principal,
    orgId: number,
    input: { name: string; description?: string; public?: boolean; course_uuid?: string },
  ): Promise<CommunityRead> {
    this.deps.access.requireAuthenticated(principal);
    await this.deps.families.requireOpen(orgId, 'communities', 'write');
    const course =
      input.course_uuid === undefined ? null : await this.deps.courses.requireCourse(input.course_uuid);
    const actor = await this.deps.access.requireRight(principal, orgId, 'communities', 'create');
    if (course !== null) sameOrganization(course, orgId);
    const now = toDbTime(this.deps.clock.now());
    const row = await onUniqueViolation(
      () =>
        this.repo.insert(this.deps.db, orgId, {
          community_uuid: newUuid('community'),
          name: input.name,
          description: input.description ?? '',
          public: input.public ?? true,
          course_id: course?.id ?? null,
          moderation: JSON.stringify(DEFAULT_MODERATION),
          created_by: actorUserId(actor),
          creation_date: now,
          update_date: now,
        }),
      UNIQUE_COURSE_COMMUNITY,
      () => communityExists(),
    );
    return presentCommunity(row, course?.course_uuid ?? null);
  }

  async get(principal: Principal, communityUuid: string): Promise<CommunityRead> {
    const { community, place } = await this.deps.context.openCommunity(principal, communityUuid, 'read');
    return presentCommunity(community, place.course_uuid);
  }

  async getForCourse(principal: Principal, courseUuid: string): Promise<CommunityRead> {
    const course = await this.deps.courses.requireCourse(courseUuid);
    await this.deps.families.requireOpen(course.org_id, 'communities', 'read');
    const community = await this.repo.findOfCourse(this.deps.db, course.org_id, course.id);
    if (community === undefined) throw new NotFoundError('This course has no community');
    const { place } = await this.deps.context.seen(principal, community);
    return presentCommunity(community, place.course_uuid);
  }

  /** The organization's communities the caller may see, oldest first. */
  async listForOrg(
    principal: Principal,
    orgId: number,
    page: { limit: number; offset: number },
  ): Promise<CommunityPage> {
    await this.deps.families.requireOpen(orgId, 'communities', 'read');
    const linked = await this.repo.linkedCourseIds(this.deps.db, orgId);
    const filter = await this.deps.context.reach.listingFilter(principal, orgId, linked);
    const { rows, total } = await this.repo.list(this.deps.db, orgId, filter, page);
    const courses = await courseSummaries(
      this.deps.db,
      orgId,
      rows.flatMap((r) => (r.course_id === null ? [] : [r.course_id])),
    );
    const items = rows.map((row) =>
      presentCommunity(
        row,
        row.course_id === null ? null : (courses.get(row.course_id)?.course_uuid ?? null),
      ),
    );
    return { items, total, ...page };
  }

  async update(principal: Principal, communityUuid: string, change: CommunityChange): Promise<CommunityRead> {
    const { community, place } = await this.deps.context.openCommunity(principal, communityUuid, 'write');
    const orgId = community.org_id;
    const course =
      change.course_uuid === undefined || change.course_uuid === null
        ? null
        : await this.deps.courses.requireCourse(change.course_uuid);
    await this.deps.access.requireRight(principal, orgId, 'communities', 'update');
    if (course !== null) sameOrganization(course, orgId);
    const moderation =
      change.moderation === undefined
        ? undefined
        : JSON.stringify(mergeModeration(readModeration(community.moderation), change.moderation));
    const row = await onUniqueViolation(
      () =>
        this.repo.update(this.deps.db, orgId, community.id, {
          ...(change.name !== undefined && { name: change.name }),
          ...(change.description !== undefined && { description: change.description }),
          ...(change.public !== undefined && { public: change.public }),
          ...(change.course_uuid !== undefined && { course_id: course?.id ?? null }),
          ...(moderation !== undefined && { moderation }),
          update_date: toDbTime(this.deps.clock.now()),
        }),
      UNIQUE_COURSE_COMMUNITY,
      () => communityExists(),
    );
    if (row === undefined) throw new NotFoundError('Community not found');
    const courseUuid = change.course_uuid === undefined ? place.course_uuid : (course?.course_uuid ?? null);
    return presentCommunity(row, courseUuid);
  }

  async delete(principal: Principal, communityUuid: string): Promise<void> {
    const { community } = await this.deps.context.openCommunity(principal, communityUuid, 'write');
    await this.deps.access.requireRight(principal, community.org_id, 'communities', 'delete');
    await this.repo.delete(this.deps.db, community.org_id, community.id);
  }
}

function sameOrganization(course: CourseRow, orgId: number): void {
  if (course.org_id !== orgId) {
    throw new ForbiddenError('The course belongs to another organization', 'other_organization');
  }
}

function communityExists(): ConflictError {
  return new ConflictError('This course has a community already', 'community_exists');
}
