/** SQL for course announcements (`course_updates`), each read with a summary of its author. */
import type { Insertable, Updateable } from 'kysely';
import type { Tx } from '../../db.ts';
import type { CourseUpdatesTable } from './courses.tables.ts';

/** An announcement with its author's public fields (all null once the author is gone, or for a token). */
export interface CourseUpdateRow {
  id: number;
  courseupdate_uuid: string;
  course_id: number;
  title: string;
  content: string;
  creation_date: string;
  update_date: string;
  author_id: number | null;
  author_uuid: string | null;
  author_username: string | null;
  author_first_name: string | null;
  author_last_name: string | null;
}

export class CourseUpdatesRepository {
  async insert(db: Tx, values: Insertable<CourseUpdatesTable>): Promise<void> {
    await db.insertInto('course_updates').values(values).execute();
  }

  find(db: Tx, courseId: number, courseupdateUuid: string): Promise<CourseUpdateRow | undefined> {
    return this.withAuthor(db)
      .where('cu.course_id', '=', courseId)
      .where('cu.courseupdate_uuid', '=', courseupdateUuid)
      .executeTakeFirst();
  }

  /** A page of a course's announcements, newest first. */
  async list(
    db: Tx,
    courseId: number,
    limit: number,
    offset: number,
  ): Promise<{ rows: CourseUpdateRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.withAuthor(db)
        .where('cu.course_id', '=', courseId)
        .orderBy('cu.creation_date', 'desc')
        .orderBy('cu.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      db
        .selectFrom('course_updates')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('course_id', '=', courseId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  async update(db: Tx, courseId: number, id: number, values: Updateable<CourseUpdatesTable>): Promise<void> {
    await db
      .updateTable('course_updates')
      .set(values)
      .where('course_id', '=', courseId)
      .where('id', '=', id)
      .execute();
  }

  async delete(db: Tx, courseId: number, id: number): Promise<void> {
    await db.deleteFrom('course_updates').where('course_id', '=', courseId).where('id', '=', id).execute();
  }

  private withAuthor(db: Tx) {
    return db
      .selectFrom('course_updates as cu')
      .leftJoin('users as u', 'u.id', 'cu.author_id')
      .select([
        'cu.id',
        'cu.courseupdate_uuid',
        'cu.course_id',
        'cu.title',
        'cu.content',
        'cu.creation_date',
        'cu.update_date',
        'cu.author_id',
        'u.user_uuid as author_uuid',
        'u.username as author_username',
        'u.first_name as author_first_name',
        'u.last_name as author_last_name',
      ]);
  }
}
