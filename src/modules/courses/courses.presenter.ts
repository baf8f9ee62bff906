/**
 * What leaves the API about courses, chapters and the activities of their tree [SPEC 2.1–2.3], their authors
 * (and the contributor entries of the contributor events [SPEC 6.3]), and course announcements.
 */
import { Type, type Static } from 'typebox';
import { toApiDate } from '../../platform/clock.ts';
import { ApiDate, ClosedString } from '../../platform/http/schema.ts';
import { ACTIVITY_SUB_TYPES, ACTIVITY_TYPES } from './activity-types.ts';
import type { AuthorRow } from './authorship.repository.ts';
import type { CourseUpdateRow } from './course-updates.repository.ts';
import { LOCK_TYPES, THUMBNAIL_TYPES } from './courses.schemas.ts';
import type { ChapterRow, CourseRow } from './courses.repository.ts';
import type { TreeActivityRow } from './tree-activities.ts';

export const AuthorRead = Type.Object(
  {
    user: Type.Object({
      id: Type.Integer(),
      user_uuid: Type.String(),
      username: Type.String(),
      first_name: Type.String(),
      last_name: Type.String(),
    }),
    authorship: ClosedString(['CREATOR', 'CONTRIBUTOR', 'MAINTAINER', 'REPORTER']),
    authorship_status: ClosedString(['ACTIVE', 'PENDING', 'INACTIVE']),
  },
  { title: 'AuthorRead' },
);

export type Author = Static<typeof AuthorRead>;

export const CourseRead = Type.Object(
  {
    id: Type.Integer(),
    course_uuid: Type.String(),
    org_id: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    about: Type.String(),
    public: Type.Boolean(),
    published: Type.Boolean(),
    thumbnail_type: ClosedString(THUMBNAIL_TYPES),
    thumbnail_image: Type.String({ description: 'Stored file name; GET /courses/{course_uuid}/thumbnail' }),
    thumbnail_video: Type.String({ description: 'Stored file name, empty when unused' }),
    learnings: Type.Array(Type.String()),
    tags: Type.Array(Type.String()),
    authors: Type.Array(AuthorRead),
    creation_date: ApiDate,
    update_date: ApiDate,
  },
  { title: 'CourseRead' },
);

/** One page of an organization's courses. */
export const CourseReadListPage = Type.Object(
  {
    items: Type.Array(CourseRead),
    total: Type.Integer(),
    page: Type.Integer(),
    limit: Type.Integer(),
  },
  { title: 'CourseReadListPage' },
);
export type CourseRead = Static<typeof CourseRead>;

export const ActivityRead = Type.Object(
  {
    id: Type.Integer(),
    activity_uuid: Type.String(),
    name: Type.String(),
    activity_type: ClosedString(ACTIVITY_TYPES),
    activity_sub_type: ClosedString(ACTIVITY_SUB_TYPES),
    content: Type.Optional(
      Type.Record(Type.String(), Type.Unknown(), {
        description: 'Absent in slim trees and for locked activities',
      }),
    ),
    details: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    published: Type.Boolean(),
    lock_type: ClosedString(LOCK_TYPES),
    is_locked: Type.Boolean({ description: 'The caller cannot open this activity' }),
    version: Type.Integer(),
    published_version: Type.Union([Type.Integer(), Type.Null()]),
    org_id: Type.Integer(),
    course_id: Type.Integer(),
    chapter_id: Type.Union([Type.Integer(), Type.Null()], {
      description: 'Null while unlinked from every chapter',
    }),
    creation_date: ApiDate,
    update_date: ApiDate,
  },
  { title: 'ActivityRead' },
);
export type ActivityRead = Static<typeof ActivityRead>;

export const ChapterRead = Type.Object(
  {
    id: Type.Integer(),
    chapter_uuid: Type.String(),
    name: Type.String(),
    description: Type.String(),
    thumbnail_image: Type.String(),
    course_id: Type.Integer(),
    org_id: Type.Integer(),
    lock_type: ClosedString(LOCK_TYPES),
    is_locked: Type.Boolean({ description: 'The caller cannot open this chapter' }),
    is_linked: Type.Boolean({ description: 'False after a reorder left it out of the course tree' }),
    activities: Type.Array(ActivityRead),
    creation_date: ApiDate,
    update_date: ApiDate,
  },
  { title: 'ChapterRead' },
);
export type ChapterRead = Static<typeof ChapterRead>;

export const CourseTree = Type.Intersect([CourseRead, Type.Object({ chapters: Type.Array(ChapterRead) })], {
  title: 'CourseTree',
});
export type CourseTree = Static<typeof CourseTree>;

export function parseStringList(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function presentCourse(row: CourseRow, authors: AuthorRow[]): CourseRead {
  return {
    id: row.id,
    course_uuid: row.course_uuid,
    org_id: row.org_id,
    name: row.name,
    description: row.description,
    about: row.about,
    public: row.public,
    published: row.published,
    thumbnail_type: row.thumbnail_type,
    thumbnail_image: row.thumbnail_image,
    thumbnail_video: row.thumbnail_video,
    learnings: parseStringList(row.learnings),
    tags: parseStringList(row.tags),
    authors: authors.map(presentAuthor),
    creation_date: toApiDate(row.creation_date),
    update_date: toApiDate(row.update_date),
  };
}

/** `withContent` false leaves content and details out (slim trees, locked activities). */
export function presentActivity(
  row: TreeActivityRow,
  options: { withContent: boolean; isLocked: boolean },
): ActivityRead {
  return {
    id: row.id,
    activity_uuid: row.activity_uuid,
    name: row.name,
    activity_type: row.activity_type,
    activity_sub_type: row.activity_sub_type,
    ...(options.withContent &&
      row.content !== undefined && {
        content: JSON.parse(row.content) as Record<string, unknown>,
        details: JSON.parse(row.details ?? '{}') as Record<string, unknown>,
      }),
    published: row.published,
    lock_type: row.lock_type,
    is_locked: options.isLocked,
    version: row.version,
    published_version: row.published_version,
    org_id: row.org_id,
    course_id: row.course_id,
    chapter_id: row.chapter_id,
    creation_date: toApiDate(row.creation_date),
    update_date: toApiDate(row.update_date),
  };
}

export function presentChapter(row: ChapterRow, activities: ActivityRead[], isLocked: boolean): ChapterRead {
  return {
    id: row.id,
    chapter_uuid: row.chapter_uuid,
    name: row.name,
    description: row.description,
    thumbnail_image: row.thumbnail_image,
    course_id: row.course_id,
    org_id: row.org_id,
    lock_type: row.lock_type,
    is_locked: isLocked,
    is_linked: row.position !== null,
    activities,
    creation_date: toApiDate(row.creation_date),
    update_date: toApiDate(row.update_date),
  };
}

export function presentAuthor(row: AuthorRow): Author {
  return {
    user: {
      id: row.user_id,
      user_uuid: row.user_uuid,
      username: row.username,
      first_name: row.first_name,
      last_name: row.last_name,
    },
    authorship: row.authorship,
    authorship_status: row.authorship_status,
  };
}

/**
 * One contributor in `course_contributor_added` / `course_contributor_removed` [SPEC 6.3]: who, and the
 * authorship concerned (for an addition also what they held before, null when they were not an author).
 */
export function contributorEntry(row: AuthorRow) {
  return {
    user_id: row.user_id,
    user_uuid: row.user_uuid,
    username: row.username,
    authorship: row.authorship,
  };
}

/** An added contributor: the entry plus the authorship held before (null for a new author). */
export function addedContributorEntry(row: AuthorRow, previousAuthorship: string | null) {
  return { ...contributorEntry(row), previous_authorship: previousAuthorship };
}

export const CourseUpdateRead = Type.Object(
  {
    id: Type.Integer(),
    courseupdate_uuid: Type.String(),
    course_uuid: Type.String(),
    title: Type.String(),
    content: Type.String(),
    author: Type.Union(
      [
        Type.Object({
          id: Type.Integer(),
          user_uuid: Type.String(),
          username: Type.String(),
          first_name: Type.String(),
          last_name: Type.String(),
        }),
        Type.Null(),
      ],
      { description: 'Who posted it; null when an API token posted it or the account is gone' },
    ),
    creation_date: ApiDate,
    update_date: ApiDate,
  },
  { title: 'CourseUpdateRead' },
);
export type CourseUpdateRead = Static<typeof CourseUpdateRead>;

export function presentCourseUpdate(row: CourseUpdateRow, courseUuid: string): CourseUpdateRead {
  return {
    id: row.id,
    courseupdate_uuid: row.courseupdate_uuid,
    course_uuid: courseUuid,
    title: row.title,
    content: row.content,
    author:
      row.author_id === null || row.author_uuid === null
        ? null
        : {
            id: row.author_id,
            user_uuid: row.author_uuid,
            username: row.author_username ?? '',
            first_name: row.author_first_name ?? '',
            last_name: row.author_last_name ?? '',
          },
    creation_date: toApiDate(row.creation_date),
    update_date: toApiDate(row.update_date),
  };
}
