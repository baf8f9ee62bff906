/**
 * Who sees a community [CONTRACT 11]. Moderators (the `communities:update` right) see every community of their
 * organization. Others see a community when
 * - it is public, or they hold `communities:read` there (every member's role does; tokens need the right), and
 * - it is linked to no course, or they may read that course (the courses module's read rules: a learner reads
 *   published courses, an outsider published public ones, editors and active authors everything).
 * A community someone may not see answers 404, as if it were not there.
 */
import type { Tx } from '../../db.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import type { AccessControl, Actor, Principal } from '../access/index.ts';
import { courseSummaries, type ContentAccess, type CourseRow } from '../courses/index.ts';
import { CommunitiesRepository, type CommunityFilter, type CommunityRow } from './communities.repository.ts';

/** How the caller stands towards one community they may see. */
export interface CommunityReader {
  /** Null for anonymous callers and people outside the organization reading a public community. */
  actor: Actor | null;
  moderator: boolean;
  /** The linked course, when there is one. */
  course: CourseRow | null;
}

export interface CommunityAccessDeps {
  db: Tx;
  access: AccessControl;
  content: ContentAccess;
  requireCourseIn: (orgId: number, courseId: number) => Promise<CourseRow>;
}

export class CommunityAccess {
  private readonly repo = new CommunitiesRepository();

  constructor(private readonly deps: CommunityAccessDeps) {}

  /** The community of a uuid, or 404 (its organization not known yet). */
  async requireCommunity(communityUuid: string, db: Tx = this.deps.db): Promise<CommunityRow> {
    const community = await this.repo.resolveCommunity(db, communityUuid);
    if (community === undefined) throw new NotFoundError('Community not found');
    return community;
  }

  /** The community a discussion or comment of the organization belongs to (a foreign key keeps it there). */
  async communityOf(orgId: number, communityId: number, db: Tx = this.deps.db): Promise<CommunityRow> {
    const community = await this.repo.findById(db, orgId, communityId);
    if (community === undefined) throw new NotFoundError('Community not found');
    return community;
  }

  /** Whether the caller moderates the organization's communities. */
  isModerator(principal: Principal, orgId: number): Promise<boolean> {
    return this.deps.access.mayOn(principal, orgId, 'communities', 'update', null);
  }

  /** The caller's standing towards `community`, or 404 when they may not see it. */
  async requireVisible(principal: Principal, community: CommunityRow): Promise<CommunityReader> {
    const orgId = community.org_id;
    // 403 for a token of another organization (or a swapped session outside its own), as everywhere.
    const actor = await this.deps.access.standing(principal, orgId);
    const course =
      community.course_id === null ? null : await this.deps.requireCourseIn(orgId, community.course_id);
    const moderator = actor !== null && (await this.isModerator(principal, orgId));
    if (moderator) return { actor, moderator, course };
    const reads =
      actor !== null && (await this.deps.access.mayOn(principal, orgId, 'communities', 'read', null));
    if (!community.public && !reads) throw new NotFoundError('Community not found');
    if (course !== null) {
      const viewer = await this.deps.content.viewer(principal, orgId, course.id);
      if (!this.deps.content.canReadCourse(viewer, course)) throw new NotFoundError('Community not found');
    }
    return { actor, moderator, course };
  }

  /** Which of the organization's communities a listing shows the caller. */
  async listingFilter(
    principal: Principal,
    orgId: number,
    linkedCourseIds: readonly number[],
  ): Promise<CommunityFilter> {
    const actor = await this.deps.access.standing(principal, orgId);
    if (actor !== null && (await this.isModerator(principal, orgId))) {
      return { publicOnly: false, hiddenCourseIds: [] };
    }
    const reads =
      actor !== null && (await this.deps.access.mayOn(principal, orgId, 'communities', 'read', null));
    // Without a course named, the viewer is judged on roles and tokens alone (authorships are per course).
    const viewer = await this.deps.content.viewer(principal, orgId);
    const courses = await courseSummaries(this.deps.db, orgId, linkedCourseIds);
    const hiddenCourseIds = [...courses.values()]
      .filter((course) => !this.deps.content.canReadCourse(viewer, course))
      .map((course) => course.id);
    return { publicOnly: !reads, hiddenCourseIds };
  }
}
