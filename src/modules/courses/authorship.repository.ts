/**
 * SQL for course authors (`course_authors`, reached through their course, so every method takes the course's
 * organization), with their public fields read from identity. The read rules' authorship question is
 * courses.reads.ts#isActiveAuthor.
 */
import type { Tx } from '../../db.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import { userSummaries } from '../identity/index.ts';
import type { CourseTables } from './courses.tables.ts';

const own = ownTables<CourseTables>();

export interface AuthorRow {
  user_id: number;
  user_uuid: string;
  username: string;
  first_name: string;
  last_name: string;
  authorship: string;
  authorship_status: string;
}

export class AuthorshipRepository {
  async insertAuthor(
    db: Tx,
    orgId: number,
    author: { courseId: number; userId: number; authorship: string; status: string; now: Timestamp },
  ): Promise<void> {
    // The course must be the organization's: the insert selects it, so a foreign course inserts nothing.
    await own(db)
      .insertInto('course_authors')
      .columns(['course_id', 'user_id', 'authorship', 'authorship_status', 'creation_date', 'update_date'])
      .expression((eb) =>
        eb
          .selectFrom('courses')
          .select((s) => [
            s.ref('id').as('course_id'),
            s.val(author.userId).as('user_id'),
            s.val(author.authorship).as('authorship'),
            s.val(author.status).as('authorship_status'),
            s.val(author.now).as('creation_date'),
            s.val(author.now).as('update_date'),
          ])
          .where('org_id', '=', orgId)
          .where('id', '=', author.courseId),
      )
      .execute();
  }

  /** Authors of several courses at once (lists never run a query per course), with their public fields. */
  async listAuthors(db: Tx, orgId: number, courseIds: number[]): Promise<Map<number, AuthorRow[]>> {
    const byCourse = new Map<number, AuthorRow[]>(courseIds.map((id) => [id, []]));
    if (courseIds.length === 0) return byCourse;
    const rows = await own(db)
      .selectFrom('course_authors')
      .select(['course_id', 'user_id', 'authorship', 'authorship_status'])
      .where('course_id', 'in', courseIds)
      .where('course_id', 'in', (eb) => eb.selectFrom('courses').select('id').where('org_id', '=', orgId))
      .orderBy('id')
      .execute();
    const users = await userSummaries(
      db,
      rows.map((r) => r.user_id),
    );
    for (const { course_id, user_id, authorship, authorship_status } of rows) {
      const user = users.get(user_id);
      if (user === undefined) continue;
      byCourse.get(course_id)?.push({
        user_id,
        user_uuid: user.user_uuid,
        username: user.username,
        first_name: user.first_name,
        last_name: user.last_name,
        authorship,
        authorship_status,
      });
    }
    return byCourse;
  }

  async updateAuthorship(
    db: Tx,
    orgId: number,
    author: { courseId: number; userId: number; authorship: string; now: Timestamp },
  ): Promise<void> {
    await own(db)
      .updateTable('course_authors')
      .set({ authorship: author.authorship, authorship_status: 'ACTIVE', update_date: author.now })
      .where('course_id', '=', author.courseId)
      .where('course_id', 'in', (eb) => eb.selectFrom('courses').select('id').where('org_id', '=', orgId))
      .where('user_id', '=', author.userId)
      .execute();
  }

  async deleteAuthors(db: Tx, orgId: number, courseId: number, userIds: number[]): Promise<void> {
    if (userIds.length === 0) return;
    await own(db)
      .deleteFrom('course_authors')
      .where('course_id', '=', courseId)
      .where('course_id', 'in', (eb) => eb.selectFrom('courses').select('id').where('org_id', '=', orgId))
      .where('user_id', 'in', userIds)
      .execute();
  }
}
