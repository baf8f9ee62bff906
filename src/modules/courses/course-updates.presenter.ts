/** What leaves the API about a course announcement. */
import { Type, type Static } from 'typebox';
import { toApiDate } from '../../platform/clock.ts';
import { ApiDate } from '../../platform/http/schema.ts';
import type { CourseUpdateRow } from './course-updates.repository.ts';

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
