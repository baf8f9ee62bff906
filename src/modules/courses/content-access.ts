/**
 * Who may read what of a course [CONTRACT 5; SPEC 2.3]. Three kinds of reader:
 * - editors: members whose role holds `courses:update` (instructors and above), members holding an ACTIVE
 *   authorship of the course (course contributors, learners included), and API tokens of the organization
 *   holding `courses:read`; they see everything, unpublished and locked content included (a token without
 *   `courses:read` reads like an outsider);
 * - members: the organization's other members (learners); they see published courses, published content
 *   whose lock is `public` or `authenticated`, and `restricted` content linked to one of their user groups;
 * - outsiders: anonymous callers and people of other organizations; they see published public courses and
 *   their published `public` content.
 *
 * A `restricted` chapter or activity opens to a member when one of their groups is linked to it or to what
 * encloses it: a link to a course opens all of its restricted content, a link to a chapter the chapter and
 * its restricted activities. Each lock is judged on its own: an activity opens when its own lock and its
 * chapter's both allow it. A member's linked uuids are loaded once, when the viewer is made, so reading a
 * whole tree costs no query per activity.
 */
import { ForbiddenError, UnauthorizedError } from '../../platform/http/errors.ts';
import { roleHasRight, rightsHave, type AccessControl, type Principal } from '../access/index.ts';

export type Viewer =
  | { kind: 'editor' }
  | { kind: 'member'; userId: number; linked: ReadonlySet<string> }
  | { kind: 'outsider'; signedIn: boolean };

export type LockType = 'public' | 'authenticated' | 'restricted';

export interface CourseVisibility {
  public: boolean | number;
  published: boolean | number;
}

/** What the lock rules need of an activity. */
export interface ActivityLock {
  published: boolean | number;
  lock_type: string;
  activity_uuid: string;
}

/** What the lock rules need of a chapter. */
export interface ChapterLock {
  lock_type: string;
  chapter_uuid: string;
}

/** The lookups a course-bound viewer needs; their SQL lives in the repositories that provide them. */
export interface ReaderLookups {
  /** Whether the user holds an ACTIVE authorship of the organization's course. */
  isActiveAuthor(orgId: number, courseId: number, userId: number): Promise<boolean>;
  /** Uuids of the course, its chapters and activities linked to a group the user belongs to (one query). */
  linkedResources(orgId: number, courseId: number, userId: number): Promise<ReadonlySet<string>>;
}

/**
 * What `ReaderLookups` would answer for the caller and the course, when the request has read it already (in
 * one statement with the rest of its checks): the viewer is then made without a query.
 */
export interface CourseReader {
  activeAuthor: boolean;
  /** Only the uuids the request's checks ask about need be present. */
  linked: ReadonlySet<string>;
}

const truthy = (value: boolean | number) => value === true || value === 1;
const NOTHING_LINKED: ReadonlySet<string> = new Set();

export class ContentAccess {
  constructor(
    private readonly access: AccessControl,
    private readonly lookups: ReaderLookups,
  ) {}

  /**
   * How the caller reads `orgId`. With `courseId`, the caller's ACTIVE authorship of that course and the
   * group links of that course count; without it (course lists) only roles and tokens do, so restricted
   * content stays closed to members: pass the course whenever the question is about one. `known` answers the
   * lookups for the caller and that course when the request has read them already.
   */
  async viewer(
    principal: Principal,
    orgId: number,
    courseId?: number,
    known?: CourseReader,
  ): Promise<Viewer> {
    const actor = await this.access.standing(principal, orgId);
    if (actor === null) return { kind: 'outsider', signedIn: principal.kind !== 'anonymous' };
    if (actor.kind === 'token') {
      // A token without `courses:read` reads what anyone may: published public content.
      return principal.kind === 'token' && rightsHave(principal.token.effectiveRights, 'courses', 'read')
        ? { kind: 'editor' }
        : { kind: 'outsider', signedIn: true };
    }
    if (roleHasRight(actor.role, 'courses', 'update')) return { kind: 'editor' };
    if (courseId === undefined) return { kind: 'member', userId: actor.userId, linked: NOTHING_LINKED };
    if (known?.activeAuthor ?? (await this.lookups.isActiveAuthor(orgId, courseId, actor.userId))) {
      return { kind: 'editor' };
    }
    const linked = known?.linked ?? (await this.lookups.linkedResources(orgId, courseId, actor.userId));
    return { kind: 'member', userId: actor.userId, linked };
  }

  canReadCourse(viewer: Viewer, course: CourseVisibility): boolean {
    if (viewer.kind === 'editor') return true;
    if (!truthy(course.published)) return false;
    return viewer.kind === 'member' || truthy(course.public);
  }

  /** 401 for an anonymous caller, 403 for a signed-in one, when the course is out of reach. */
  assertCourseReadable(viewer: Viewer, course: CourseVisibility): void {
    if (this.canReadCourse(viewer, course)) return;
    if (viewer.kind === 'outsider' && !viewer.signedIn) {
      throw new UnauthorizedError('Sign in to see this course');
    }
    throw new ForbiddenError('This course is not available to you', 'course_not_available');
  }

  /** Whether the viewer may open the chapter (the course being readable already). */
  canOpenChapter(viewer: Viewer, chapter: ChapterLock, courseUuid: string): boolean {
    return lockAllows(viewer, chapter.lock_type, [chapter.chapter_uuid, courseUuid]);
  }

  /**
   * An activity opens when it is published (editors excepted) and neither it nor its chapter is locked to
   * the viewer. `chapter` undefined means the activity is outside the course's tree (unlinked, or in an
   * unlinked chapter): only editors open it then.
   */
  canOpenActivity(
    viewer: Viewer,
    activity: ActivityLock,
    chapter: ChapterLock | undefined,
    courseUuid: string,
  ): boolean {
    if (viewer.kind === 'editor') return true;
    if (chapter === undefined || !truthy(activity.published)) return false;
    return (
      lockAllows(viewer, activity.lock_type, [activity.activity_uuid, chapter.chapter_uuid, courseUuid]) &&
      this.canOpenChapter(viewer, chapter, courseUuid)
    );
  }

  assertActivityOpen(
    viewer: Viewer,
    activity: ActivityLock,
    chapter: ChapterLock | undefined,
    courseUuid: string,
  ): void {
    if (this.canOpenActivity(viewer, activity, chapter, courseUuid)) return;
    if (viewer.kind === 'outsider' && !viewer.signedIn)
      throw new UnauthorizedError('Sign in to open this activity');
    throw new ForbiddenError('This activity is not available to you', 'activity_locked');
  }
}

/** Whether `lock` lets the viewer in; `scope` is the locked resource's uuid and those enclosing it. */
function lockAllows(viewer: Viewer, lock: string, scope: readonly string[]): boolean {
  if (viewer.kind === 'editor' || lock === 'public') return true;
  if (viewer.kind !== 'member') return false;
  if (lock === 'authenticated') return true;
  return scope.some((uuid) => viewer.linked.has(uuid));
}
