/**
 * Learners [CONTRACT 9]: enrolments and per-activity progress, first completions (so `activity_completed` and
 * `course_completed` fire once per learner, whatever undo and redo follow), user groups with their members and
 * linked resources, per-course certificate configurations and the certificates learners hold, course
 * announcements, and the OpenID Connect identities users signed in with.
 *
 * Everything cascades from what it hangs off: deleting a course removes its enrolments, progress, group links,
 * certificate configuration, certificates and announcements; deleting a user removes theirs.
 */
import { sql } from 'kysely';
import { columnTools, type AnyDb } from '../src/platform/db/columns.ts';

export async function up(db: AnyDb): Promise<void> {
  const c = columnTools(db);

  await c
    .id(db.schema.createTable('course_enrollments'))
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('course_id', ...c.ref('courses.id'))
    .addColumn('user_id', ...c.ref('users.id'))
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addColumn('update_date', c.timestamp, (col) => col.notNull())
    .addUniqueConstraint('course_enrollments_course_user_key', ['course_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('course_enrollments_user_idx')
    .on('course_enrollments')
    .columns(['user_id', 'org_id'])
    .execute();

  // One row per learner and activity once it was first marked done; `completed` follows undo and redo,
  // `first_completed_at` never changes. Progress is kept when a learner leaves a course.
  await c
    .id(db.schema.createTable('activity_progress'))
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('course_id', ...c.ref('courses.id'))
    .addColumn('activity_id', ...c.ref('activities.id'))
    .addColumn('user_id', ...c.ref('users.id'))
    .addColumn('completed', c.boolean, (col) => col.notNull())
    .addColumn('completion_date', c.timestamp)
    .addColumn('first_completed_at', c.timestamp, (col) => col.notNull())
    .addUniqueConstraint('activity_progress_activity_user_key', ['activity_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('activity_progress_user_course_idx')
    .on('activity_progress')
    .columns(['user_id', 'course_id'])
    .execute();

  // The first time a learner completed a course: `course_completed` fires only when this row is created.
  await c
    .id(db.schema.createTable('course_completions'))
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('course_id', ...c.ref('courses.id'))
    .addColumn('user_id', ...c.ref('users.id'))
    .addColumn('first_completed_at', c.timestamp, (col) => col.notNull())
    .addUniqueConstraint('course_completions_course_user_key', ['course_id', 'user_id'])
    .execute();

  await c
    .id(db.schema.createTable('usergroups'))
    .addColumn('usergroup_uuid', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', c.text, (col) => col.notNull())
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addColumn('update_date', c.timestamp, (col) => col.notNull())
    .addUniqueConstraint('usergroups_org_name_key', ['org_id', 'name'])
    .execute();

  await c
    .id(db.schema.createTable('usergroup_users'))
    .addColumn('usergroup_id', ...c.ref('usergroups.id'))
    .addColumn('user_id', ...c.ref('users.id'))
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addUniqueConstraint('usergroup_users_group_user_key', ['usergroup_id', 'user_id'])
    .execute();
  await db.schema.createIndex('usergroup_users_user_idx').on('usergroup_users').column('user_id').execute();

  // A linked resource is a course, a chapter or an activity; exactly one of the three keys is set, so
  // deleting the resource removes the link.
  await c
    .id(db.schema.createTable('usergroup_resources'))
    .addColumn('usergroup_id', ...c.ref('usergroups.id'))
    .addColumn('resource_uuid', 'varchar(64)', (col) => col.notNull())
    .addColumn('course_id', ...c.ref('courses.id', { nullable: true }))
    .addColumn('chapter_id', ...c.ref('chapters.id', { nullable: true }))
    .addColumn('activity_id', ...c.ref('activities.id', { nullable: true }))
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addUniqueConstraint('usergroup_resources_group_resource_key', ['usergroup_id', 'resource_uuid'])
    .execute();
  await db.schema
    .createIndex('usergroup_resources_resource_idx')
    .on('usergroup_resources')
    .column('resource_uuid')
    .execute();

  await c
    .id(db.schema.createTable('certifications'))
    .addColumn('certification_uuid', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('course_id', c.bigint, (col) =>
      col.notNull().unique().references('courses.id').onDelete('cascade'),
    )
    // Caller-owned JSON object, kept as received.
    .addColumn('config', c.text, (col) => col.notNull())
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addColumn('update_date', c.timestamp, (col) => col.notNull())
    .execute();

  await c
    .id(db.schema.createTable('user_certificates'))
    .addColumn('user_certification_uuid', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('certification_id', ...c.ref('certifications.id', { nullable: true, onDelete: 'set null' }))
    .addColumn('course_id', ...c.ref('courses.id'))
    .addColumn('user_id', ...c.ref('users.id'))
    .addColumn('issue_date', c.timestamp, (col) => col.notNull())
    .addColumn('revoked_at', c.timestamp)
    .addColumn('revoke_reason', 'varchar(64)')
    .execute();
  // Deleting a course's certificate configuration keeps the certificates already issued verifiable.
  // At most one valid certificate per learner and course; revoked ones stay verifiable as `valid: false`.
  await db.schema
    .createIndex('user_certificates_valid_key')
    .on('user_certificates')
    .columns(['course_id', 'user_id'])
    .unique()
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('user_certificates_user_idx')
    .on('user_certificates')
    .column('user_id')
    .execute();

  await c
    .id(db.schema.createTable('course_updates'))
    .addColumn('courseupdate_uuid', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('course_id', ...c.ref('courses.id'))
    .addColumn('title', 'varchar(500)', (col) => col.notNull())
    .addColumn('content', c.text, (col) => col.notNull())
    .addColumn('author_id', ...c.ref('users.id', { nullable: true, onDelete: 'set null' }))
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addColumn('update_date', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('course_updates_course_idx')
    .on('course_updates')
    .columns(['course_id', 'creation_date'])
    .execute();

  // Which provider account a user signed in with: the provider's `sub` is stable where an email may change.
  await c
    .id(db.schema.createTable('oauth_identities'))
    .addColumn('user_id', ...c.ref('users.id'))
    .addColumn('provider', 'varchar(100)', (col) => col.notNull())
    .addColumn('subject', 'varchar(255)', (col) => col.notNull())
    .addColumn('email', 'varchar(320)', (col) => col.notNull())
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addColumn('last_login_at', c.timestamp, (col) => col.notNull())
    .addUniqueConstraint('oauth_identities_provider_subject_key', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('oauth_identities_user_idx').on('oauth_identities').column('user_id').execute();
}
