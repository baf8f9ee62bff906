/** SQL for the read rules' authorship question: course authors read their course as editors do [CONTRACT 5]. */
import type { Tx } from '../../db.ts';

export class AuthorshipRepository {
  async isActiveAuthor(db: Tx, courseId: number, userId: number): Promise<boolean> {
    const row = await db
      .selectFrom('course_authors')
      .select('id')
      .where('course_id', '=', courseId)
      .where('user_id', '=', userId)
      .where('authorship_status', '=', 'ACTIVE')
      .executeTakeFirst();
    return row !== undefined;
  }
}
