/**
 * Who may read what of a course [CONTRACT 5]. Three kinds of reader:
 * - editors: members whose role holds `courses:update` (instructors and above) and API tokens of the
 *   organization holding `courses:read`; they see everything, unpublished and locked content included (a
 *   token without `courses:read` reads like an outsider);
 * - members: the organization's other members (learners); they see published courses, and published content
 *   whose lock is `public` or `authenticated`;
 * - outsiders: anonymous callers and people of other organizations; they see published public courses and
 *   their published `public` content.
 * `restricted` content needs a user group linked to it, which arrives with user groups; until then only
 * editors pass it.
 */
import { ForbiddenError, UnauthorizedError } from '../../platform/http/errors.ts';
import { roleHasRight, rightsHave, type AccessControl, type Principal } from '../access/index.ts';

export type Viewer =
  { kind: 'editor' } | { kind: 'member'; userId: number } | { kind: 'outsider'; signedIn: boolean };

export type LockType = 'public' | 'authenticated' | 'restricted';

export interface CourseVisibility {
  public: boolean | number;
  published: boolean | number;
}

const truthy = (value: boolean | number) => value === true || value === 1;

export class ContentAccess {
  constructor(private readonly access: AccessControl) {}

  async viewer(principal: Principal, orgId: number): Promise<Viewer> {
    const actor = await this.access.standing(principal, orgId);
    if (actor === null) return { kind: 'outsider', signedIn: principal.kind !== 'anonymous' };
    if (actor.kind === 'token') {
      // A token without `courses:read` reads what anyone may: published public content.
      return principal.kind === 'token' && rightsHave(principal.token.effectiveRights, 'courses', 'read')
        ? { kind: 'editor' }
        : { kind: 'outsider', signedIn: true };
    }
    return roleHasRight(actor.role, 'courses', 'update')
      ? { kind: 'editor' }
      : { kind: 'member', userId: actor.userId };
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

  /** Whether the viewer may open content with this lock (the course being readable already). */
  lockAllows(viewer: Viewer, lock: string): boolean {
    if (viewer.kind === 'editor') return true;
    if (lock === 'public') return true;
    if (lock === 'authenticated') return viewer.kind === 'member';
    return false;
  }

  /** An activity opens when it is published (editors excepted) and neither it nor its chapter is locked. */
  canOpenActivity(
    viewer: Viewer,
    activity: { published: boolean | number; lock_type: string },
    chapterLock: string | undefined,
  ): boolean {
    if (viewer.kind === 'editor') return true;
    return (
      truthy(activity.published) &&
      this.lockAllows(viewer, activity.lock_type) &&
      (chapterLock === undefined || this.lockAllows(viewer, chapterLock))
    );
  }

  assertActivityOpen(
    viewer: Viewer,
    activity: { published: boolean | number; lock_type: string },
    chapterLock: string | undefined,
  ): void {
    if (this.canOpenActivity(viewer, activity, chapterLock)) return;
    if (viewer.kind === 'outsider' && !viewer.signedIn)
      throw new UnauthorizedError('Sign in to open this activity');
    throw new ForbiddenError('This activity is not available to you', 'activity_locked');
  }
}
