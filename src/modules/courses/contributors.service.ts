/**
 * Course contributors [CONTRACT 9, 10]: the people who co-author a course besides its creator. Managed with the
 * `courses` update right of the course's organization; read by whoever may read the course.
 *
 * Adding someone who already is an author sets the authorship given (a promotion or a demotion, and an
 * inactive authorship becomes active again); the CREATOR's authorship is never touched. Removing deletes the
 * authorship; the CREATOR cannot be removed. Ids that hold no authorship are skipped, so a repeated DELETE
 * succeeds. Each call emits at most one event, naming only the authorships it really changed.
 */
import type { Db, Tx } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { BadRequestError } from '../../platform/http/errors.ts';
import type { AccessControl, Principal } from '../access/index.ts';
import type { EventPublisher } from '../webhooks/index.ts';
import { AuthorshipRepository, type AuthorRow } from './authorship.repository.ts';
import { addedContributorEntry, contributorEntry, presentAuthor, type Author } from './courses.presenter.ts';
import type { GrantableAuthorship } from './contributors.schemas.ts';
import { touchCourseList } from './course-stamps.ts';
import type { CourseRow } from './courses.repository.ts';
import type { CoursesService } from './courses.service.ts';

export interface ContributorsDeps {
  db: Db;
  courses: CoursesService;
  access: AccessControl;
  clock: Clock;
  events: EventPublisher;
  /** Which of the users are members of the organization (the organizations module answers). */
  membersAmong: (db: Tx, orgId: number, userIds: readonly number[]) => Promise<Set<number>>;
}

export class ContributorsService {
  private readonly repo = new AuthorshipRepository();

  constructor(private readonly deps: ContributorsDeps) {}

  /** The course's authors, under the read rules of the course itself. */
  async list(principal: Principal, courseUuid: string): Promise<Author[]> {
    const course = await this.deps.courses.get(principal, courseUuid);
    return course.authors;
  }

  async add(
    principal: Principal,
    courseUuid: string,
    input: { user_ids: number[]; authorship?: GrantableAuthorship },
  ): Promise<Author[]> {
    const course = await this.requireEditableCourse(principal, courseUuid);
    const userIds = [...new Set(input.user_ids)];
    const authorship = input.authorship ?? 'CONTRIBUTOR';
    const now = toDbTime(this.deps.clock.now());
    const authors = await this.deps.db.transaction().execute(async (trx) => {
      const current = await this.lockedAuthors(trx, course);
      await this.assertMembers(trx, course.org_id, userIds);
      const changed = new Map<number, string | null>();
      for (const userId of userIds) {
        const existing = current.get(userId);
        if (existing === undefined) {
          await this.repo.insertAuthor(trx, course.org_id, {
            courseId: course.id,
            userId,
            authorship,
            status: 'ACTIVE',
            now,
          });
          changed.set(userId, null);
        } else if (
          existing.authorship !== 'CREATOR' &&
          (existing.authorship !== authorship || existing.authorship_status !== 'ACTIVE')
        ) {
          await this.repo.updateAuthorship(trx, course.org_id, {
            courseId: course.id,
            userId,
            authorship,
            now,
          });
          changed.set(userId, existing.authorship);
        }
      }
      const after = await this.authorsOf(trx, course);
      if (changed.size > 0) {
        await this.deps.events.publishEvent(trx, course.org_id, 'course_contributor_added', {
          course_uuid: course.course_uuid,
          contributors: after
            .filter((a) => changed.has(a.user_id))
            .map((a) => addedContributorEntry(a, changed.get(a.user_id) ?? null)),
        });
      }
      return after;
    });
    return authors.map(presentAuthor);
  }

  async remove(principal: Principal, courseUuid: string, userIds: number[]): Promise<Author[]> {
    const course = await this.requireEditableCourse(principal, courseUuid);
    const wanted = new Set(userIds);
    const authors = await this.deps.db.transaction().execute(async (trx) => {
      const current = await this.lockedAuthors(trx, course);
      const removed = [...current.values()].filter((a) => wanted.has(a.user_id));
      const creators = removed.filter((a) => a.authorship === 'CREATOR');
      if (creators.length > 0) {
        throw new BadRequestError(
          `The creator of a course cannot be removed: user id ${creators.map((a) => a.user_id).join(', ')}`,
          'creator_not_removable',
        );
      }
      if (removed.length === 0) return [...current.values()];
      await this.repo.deleteAuthors(
        trx,
        course.org_id,
        course.id,
        removed.map((a) => a.user_id),
      );
      await this.deps.events.publishEvent(trx, course.org_id, 'course_contributor_removed', {
        course_uuid: course.course_uuid,
        contributors: removed.map((a) => contributorEntry(a)),
      });
      return this.authorsOf(trx, course);
    });
    return authors.map(presentAuthor);
  }

  /** 404 → 403 [CONTRACT 2]: the course, then the `courses` update right in its organization. */
  private async requireEditableCourse(principal: Principal, courseUuid: string): Promise<CourseRow> {
    const course = await this.deps.courses.requireCourse(courseUuid);
    await this.deps.access.requireRight(principal, course.org_id, 'courses', 'update');
    return course;
  }

  /**
   * The course's authors by user id, with the course's stamps moved and its row locked so concurrent changes of its authors run one
   * after the other (404 when the course was deleted meanwhile).
   */
  private async lockedAuthors(trx: Tx, course: CourseRow): Promise<Map<number, AuthorRow>> {
    await touchCourseList(trx, course.org_id, course.id);
    await this.deps.courses.requireCourseIn(course.org_id, course.id, trx);
    const authors = await this.authorsOf(trx, course);
    return new Map(authors.map((a) => [a.user_id, a]));
  }

  private async authorsOf(trx: Tx, course: CourseRow): Promise<AuthorRow[]> {
    const byCourse = await this.repo.listAuthors(trx, course.org_id, [course.id]);
    return byCourse.get(course.id) ?? [];
  }

  /** 400 naming every id that is not a member of the organization (unknown users included); nothing changes. */
  private async assertMembers(trx: Tx, orgId: number, userIds: number[]): Promise<void> {
    const members = await this.deps.membersAmong(trx, orgId, userIds);
    const outsiders = userIds.filter((id) => !members.has(id));
    if (outsiders.length === 0) return;
    throw new BadRequestError(
      `Only members of the course's organization can be contributors; not members: user ids ${outsiders.join(', ')}`,
      'not_members',
    );
  }
}
