/**
 * Courses [SPEC 2.1, 4.2; CONTRACT 5]: read, list, the thumbnail and the course tree, under the read rules of
 * content-access.ts; the lookups other services start from. Authoring is in course-authoring.service.ts.
 */
import type { Db, Tx } from '../../db.ts';
import { AnswerCache, type CacheableAnswer } from '../../platform/http/answer-cache.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { SharedReads } from '../../platform/shared-reads.ts';
import type { ObjectRead, Storage } from '../../platform/storage/storage.ts';
import type { Actor, Principal } from '../access/index.ts';
import { AuthorshipRepository } from './authorship.repository.ts';
import type { ContentAccess, Viewer } from './content-access.ts';
import {
  presentActivity,
  presentChapter,
  presentCourse,
  type CourseRead,
  type CourseTree,
} from './courses.presenter.ts';
import { CoursesRepository, type CourseRow } from './courses.repository.ts';
import { thumbnailKey } from './storage-keys.ts';
import type { TreeActivities } from './tree-activities.ts';

export interface CoursesDeps {
  db: Db;
  content: ContentAccess;
  storage: Storage;
  /** The activities placed in course trees (the activities module provides them). */
  tree: TreeActivities;
  requireOrgBySlug: (slug: string) => Promise<{ id: number }>;
  /** Bytes of cached trees and course lists this process keeps at most (64 MiB unless given). */
  cacheBytes?: number;
}

/** The default memory bound of the cached trees and course lists. */
export const COURSE_CACHE_BYTES = 64 * 1024 * 1024;

export class CoursesService {
  private readonly repo = new CoursesRepository();
  private readonly authors = new AuthorshipRepository();
  /** Serialised trees and course lists, keyed by what their bytes depend on (see treeAnswer, listAnswer). */
  readonly answers: AnswerCache;
  /** Organization ids by slug, for the course list (see orgIdOf). */
  private readonly orgIds = new Map<string, number>();
  /** Course uuids by id, for events (see courseUuidOf). */
  private readonly courseUuids = new Map<number, string>();
  /**
   * Each organization's course-list version, read once for all the requests that arrive together (never from
   * a read begun before a request came): on PostgreSQL this round trip was the whole cost of a cached page.
   */
  private readonly listVersions: SharedReads<number, number>;

  constructor(private readonly deps: CoursesDeps) {
    this.answers = new AnswerCache(deps.cacheBytes ?? COURSE_CACHE_BYTES);
    this.listVersions = new SharedReads((orgId) => this.repo.listVersion(deps.db, orgId));
  }

  async get(principal: Principal, courseUuid: string): Promise<CourseRead> {
    const course = await this.requireCourse(courseUuid);
    const viewer = await this.deps.content.viewer(principal, course.org_id, course.id);
    this.deps.content.assertCourseReadable(viewer, course);
    return this.present(this.deps.db, course);
  }

  /**
   * CONTRACT 10: pages start at 1. Newest first. The page depends on the organization's courses (stamped by
   * its list version), on what the viewer's kind may see and on the page asked for: nothing else.
   */
  async listAnswer(
    principal: Principal,
    slug: string,
    page: number,
    limit: number,
  ): Promise<CacheableAnswer> {
    const orgId = await this.orgIdOf(slug);
    const viewer = await this.deps.content.viewer(principal, orgId);
    const visibility =
      viewer.kind === 'editor' ? 'all' : viewer.kind === 'member' ? 'published' : 'published_public';
    const version = await this.listVersions.read(orgId);
    return {
      key: `list:${orgId}:${version}:${visibility}:${page}:${limit}`,
      build: () => this.list(orgId, visibility, page, limit),
      stillCurrent: async () => (await this.listVersions.read(orgId)) === version,
    };
  }

  private async list(
    orgId: number,
    visibility: 'all' | 'published' | 'published_public',
    page: number,
    limit: number,
  ): Promise<{ items: CourseRead[]; total: number; page: number; limit: number }> {
    const { rows, total } = await this.repo.listCourses(
      this.deps.db,
      orgId,
      visibility,
      limit,
      (page - 1) * limit,
    );
    const authors = await this.authors.listAuthors(
      this.deps.db,
      orgId,
      rows.map((r) => r.id),
    );
    return { items: rows.map((r) => presentCourse(r, authors.get(r.id) ?? [])), total, page, limit };
  }

  /**
   * The organization a slug names. Slugs never change and organizations are never deleted, so a slug once found
   * names that organization for good and is kept (up to 10,000 slugs, then forgotten at once); an unknown slug
   * is asked for every time.
   */
  private async orgIdOf(slug: string): Promise<number> {
    const known = this.orgIds.get(slug);
    if (known !== undefined) return known;
    const { id } = await this.deps.requireOrgBySlug(slug);
    if (this.orgIds.size >= 10_000) this.orgIds.clear();
    this.orgIds.set(slug, id);
    return id;
  }

  async thumbnail(principal: Principal, courseUuid: string): Promise<ObjectRead> {
    const course = await this.requireCourse(courseUuid);
    const viewer = await this.deps.content.viewer(principal, course.org_id, course.id);
    this.deps.content.assertCourseReadable(viewer, course);
    const name = course.thumbnail_type === 'video' ? course.thumbnail_video : course.thumbnail_image;
    const object =
      name === ''
        ? undefined
        : await this.deps.storage.get(thumbnailKey(course.org_id, course.course_uuid, name));
    if (object === undefined) throw new NotFoundError('This course has no thumbnail');
    return object;
  }

  /**
   * The course tree [SPEC 4.2]: linked chapters and their activities in order. Unpublished activities appear
   * only when asked for by an editor; locked chapters and activities appear without content, marked
   * `is_locked`, so a learner sees the outline. The tree depends on the course's rows (stamped by its tree
   * version), on `slim`, and on what buildTree reads of the viewer: its kind, an editor's wish to see
   * unpublished activities, a member's linked uuids. The key names exactly these.
   */
  async treeAnswer(
    principal: Principal,
    courseUuid: string,
    options: { withUnpublished: boolean; slim: boolean },
  ): Promise<CacheableAnswer> {
    const course = await this.requireCourse(courseUuid);
    const viewer = await this.deps.content.viewer(principal, course.org_id, course.id);
    this.deps.content.assertCourseReadable(viewer, course);
    const seen =
      viewer.kind === 'editor'
        ? options.withUnpublished
          ? 'editor+unpublished'
          : 'editor'
        : viewer.kind === 'member'
          ? `member[${[...viewer.linked].sort().join(',')}]`
          : 'outsider';
    return {
      key: `tree:${course.id}:${course.tree_version}:${options.slim ? 'slim' : 'full'}:${seen}`,
      build: () => this.buildTree(course, viewer, options),
      stillCurrent: async () =>
        (await this.repo.treeVersion(this.deps.db, course.org_id, course.id)) === course.tree_version,
    };
  }

  /** The tree of `course` as `viewer` sees it (access already checked). */
  async buildTree(
    course: CourseRow,
    viewer: Viewer,
    options: { withUnpublished: boolean; slim: boolean },
  ): Promise<CourseTree> {
    const chapters = await this.repo.listLinkedChapters(this.deps.db, course.org_id, course.id);
    const activities = await this.deps.tree.listInChapters(
      this.deps.db,
      course.org_id,
      chapters.map((c) => c.id),
      { withContent: !options.slim },
    );
    const showUnpublished = options.withUnpublished && viewer.kind === 'editor';
    const byChapter = new Map<number, typeof activities>();
    for (const activity of activities) {
      if (!showUnpublished && !activity.published) continue;
      const list = byChapter.get(activity.chapter_id!) ?? [];
      list.push(activity);
      byChapter.set(activity.chapter_id!, list);
    }
    return {
      ...(await this.present(this.deps.db, course)),
      chapters: chapters.map((chapter) => {
        const chapterLocked = !this.deps.content.canOpenChapter(viewer, chapter, course.course_uuid);
        return presentChapter(
          chapter,
          (byChapter.get(chapter.id) ?? []).map((activity) => {
            const locked = !this.deps.content.canOpenActivity(viewer, activity, chapter, course.course_uuid);
            return presentActivity(activity, { withContent: !options.slim && !locked, isLocked: locked });
          }),
          chapterLocked,
        );
      }),
    };
  }

  /** The course of a uuid, or 404 (a malformed uuid is simply not found [CONTRACT 10]). */
  async requireCourse(courseUuid: string, db: Tx = this.deps.db): Promise<CourseRow> {
    const course = await this.repo.resolveCourse(db, courseUuid);
    if (course === undefined) throw new NotFoundError('Course not found');
    return course;
  }

  /** The course of an id given in a request (its organization not known yet), or 404. */
  async requireCourseById(courseId: number, db: Tx = this.deps.db): Promise<CourseRow> {
    const course = await this.repo.resolveCourseById(db, courseId);
    if (course === undefined) throw new NotFoundError('Course not found');
    return course;
  }

  /**
   * The uuid of a course id read from one of the organization's rows, for an event's payload. A course keeps its
   * uuid for life and ids are never given again, so a uuid once read is kept (up to 10,000, then forgotten at
   * once); a course not found is a 404, asked again every time.
   */
  async courseUuidOf(courseId: number, db: Tx = this.deps.db): Promise<string> {
    const known = this.courseUuids.get(courseId);
    if (known !== undefined) return known;
    const { course_uuid } = await this.requireCourseById(courseId, db);
    if (this.courseUuids.size >= 10_000) this.courseUuids.clear();
    this.courseUuids.set(courseId, course_uuid);
    return course_uuid;
  }

  /** One of the organization's courses, or 404: for ids read from the organization's own rows. */
  async requireCourseIn(orgId: number, courseId: number, db: Tx = this.deps.db): Promise<CourseRow> {
    const course = await this.repo.findCourseById(db, orgId, courseId);
    if (course === undefined) throw new NotFoundError('Course not found');
    return course;
  }

  /**
   * The courses among `courseIds` that `viewer` may read, by the rule of the course list (editors every one,
   * members the published ones, everyone else the published public ones; `viewer` made without a course),
   * presented with their authors, by id. Courses of other organizations and those out of reach are absent.
   */
  async presentReadable(
    db: Tx,
    viewer: Viewer,
    orgId: number,
    courseIds: readonly number[],
  ): Promise<Map<number, CourseRead>> {
    const rows = (await this.repo.findCoursesByIds(db, orgId, courseIds)).filter((course) =>
      this.deps.content.canReadCourse(viewer, course),
    );
    const authors = await this.authors.listAuthors(
      db,
      orgId,
      rows.map((r) => r.id),
    );
    return new Map(rows.map((r) => [r.id, presentCourse(r, authors.get(r.id) ?? [])]));
  }

  async present(db: Tx, course: CourseRow): Promise<CourseRead> {
    const authors = await this.authors.listAuthors(db, course.org_id, [course.id]);
    return presentCourse(course, authors.get(course.id) ?? []);
  }
}

/** Who authored something: the person, or for an API token its creator. */
export function authorOf(actor: Actor): number {
  return actor.kind === 'user' ? actor.userId : actor.creatorUserId;
}
