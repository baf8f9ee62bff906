/** What leaves the API about a course's authors: the `authors` items of CourseRead. */
import type { Static } from 'typebox';
import type { AuthorRead } from './courses.presenter.ts';
import type { AuthorRow } from './courses.repository.ts';

export type Author = Static<typeof AuthorRead>;

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
