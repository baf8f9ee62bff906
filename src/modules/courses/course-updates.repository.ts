/** SQL for course announcements (`course_updates`), each read with a summary of its author. */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Tx } from '../../db.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import { userSummaries } from '../identity/index.ts';
import type { CourseTables, CourseUpdatesTable } from './courses.tables.ts';

const own = ownTables<CourseTables>();

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

const COLUMNS = [
  'id',
  'courseupdate_uuid',
  'course_id',
  'title',
  'content',
  'creation_date',
  'update_date',
  'author_id',
] as const;

type StoredUpdate = Pick<Selectable<CourseUpdatesTable>, (typeof COLUMNS)[number]>;

export class CourseUpdatesRepository {
  async insert(db: Tx, orgId: number, values: Omit<Insertable<CourseUpdatesTable>, 'org_id'>): Promise<void> {
    await own(db)
      .insertInto('course_updates')
      .values({ ...values, org_id: orgId })
      .execute();
  }

  async find(
    db: Tx,
    orgId: number,
    courseId: number,
    courseupdateUuid: string,
  ): Promise<CourseUpdateRow | undefined> {
    const row = await own(db)
      .selectFrom('course_updates')
      .select(COLUMNS)
      .where('org_id', '=', orgId)
      .where('course_id', '=', courseId)
      .where('courseupdate_uuid', '=', courseupdateUuid)
      .executeTakeFirst();
    return row && (await withAuthors(db, [row]))[0];
  }

  /** A page of a course's announcements, newest first. */
  async list(
    db: Tx,
    orgId: number,
    courseId: number,
    limit: number,
    offset: number,
  ): Promise<{ rows: CourseUpdateRow[]; total: number }> {
    const base = own(db)
      .selectFrom('course_updates')
      .where('org_id', '=', orgId)
      .where('course_id', '=', courseId);
    const [rows, count] = await Promise.all([
      base
        .select(COLUMNS)
        .orderBy('creation_date', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: await withAuthors(db, rows), total: Number(count.n) };
  }

  async update(
    db: Tx,
    orgId: number,
    courseId: number,
    id: number,
    values: Updateable<CourseUpdatesTable>,
  ): Promise<void> {
    await own(db)
      .updateTable('course_updates')
      .set(values)
      .where('org_id', '=', orgId)
      .where('course_id', '=', courseId)
      .where('id', '=', id)
      .execute();
  }

  async delete(db: Tx, orgId: number, courseId: number, id: number): Promise<void> {
    await own(db)
      .deleteFrom('course_updates')
      .where('org_id', '=', orgId)
      .where('course_id', '=', courseId)
      .where('id', '=', id)
      .execute();
  }
}

/** Adds each announcement's author fields, read from identity in one query for the whole page. */
async function withAuthors(db: Tx, rows: StoredUpdate[]): Promise<CourseUpdateRow[]> {
  const users = await userSummaries(
    db,
    rows.flatMap((r) => (r.author_id === null ? [] : [r.author_id])),
  );
  return rows.map((row) => {
    const author = row.author_id === null ? undefined : users.get(row.author_id);
    return {
      ...row,
      author_uuid: author?.user_uuid ?? null,
      author_username: author?.username ?? null,
      author_first_name: author?.first_name ?? null,
      author_last_name: author?.last_name ?? null,
    };
  });
}
