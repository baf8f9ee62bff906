/**
 * The floor of a task-answer save on SQLite: the statements the service sends for a learner's answer, as the
 * eight of `save-answer-statements.int.test.ts` were before the path's assignment and task were read in the same
 * statement as the caller's standing (the service now sends seven; here those two reads stay apart, so what it
 * prints is a little below what the service's statements allow),
 * run straight on better-sqlite3 with the service's pragmas, one save after another: no HTTP, no JSON, no query
 * building, no authentication, and no fsync (the service shares those across saves). What it prints is what
 * the database alone allows one core; the benchmark's save can only approach it.
 *
 *     BENCH_KEEP=1 npm run bench -- save-answer --db sqlite    # prints "kept <file>"
 *     node --import tsx bench/probes/save-statements.ts <file> [saves]
 */
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';

const [file, savesArg] = process.argv.slice(2);
if (file === undefined)
  throw new Error('usage: save-statements.ts <lms.sqlite of a save-answer run> [saves]');
const SAVES = Number(savesArg ?? 20_000);

const db = new Database(file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.pragma('foreign_keys = ON');

const learners = db
  .prepare(
    "select u.id, u.user_uuid from users u join memberships m on m.user_id = u.id where m.role = 'learner'",
  )
  .all() as { id: number; user_uuid: string }[];
const assignment = db.prepare('select id, assignment_uuid, org_id, activity_id from assignments').get() as {
  id: number;
  assignment_uuid: string;
  org_id: number;
  activity_id: number;
};
const task = db
  .prepare('select id, assignment_task_uuid from assignment_tasks where assignment_id = ? order by position')
  .get(assignment.id) as { id: number; assignment_task_uuid: string };
if (learners.length === 0) throw new Error(`${file} holds no learners: run the save-answer scenario first`);

const part = (alias: string, columns: string[]) =>
  columns.map((c) => `"${alias}"."${c}" as "${alias}_${c}"`).join(', ');
const ASSIGNMENT_COLUMNS = [
  'id',
  'assignment_uuid',
  'org_id',
  'course_id',
  'chapter_id',
  'activity_id',
  'title',
  'description',
  'due_date',
  'grading_type',
  'published',
  'auto_grading',
  'anti_copy_paste',
  'show_correct_answers',
  'allow_retries',
  'max_retries',
  'creation_date',
  'update_date',
];
const TASK_COLUMNS = [
  'id',
  'assignment_task_uuid',
  'org_id',
  'assignment_id',
  'position',
  'title',
  'description',
  'hint',
  'assignment_type',
  'contents',
  'max_grade_value',
  'reference_file',
  'creation_date',
  'update_date',
];
const quoted = (columns: string[]) => columns.map((c) => `"${c}"`).join(', ');
const activityColumn = (column: string) =>
  `(select "${column}" from "activities" where "org_id" = ? and "id" = ?)`;

const statements = {
  user: db.prepare('select * from "users" where "user_uuid" = ?'),
  assignment: db.prepare(
    `select ${part('p0', [...ASSIGNMENT_COLUMNS, 'found_row'])}, ${part('p1', [...TASK_COLUMNS, 'found_row'])} ` +
      `from (select 1 as one) as base left join (select ${quoted(ASSIGNMENT_COLUMNS)}, 1 as "found_row" from "assignments" where "assignment_uuid" = ?) as "p0" on 1 = 1 ` +
      `left join (select ${quoted(TASK_COLUMNS)}, 1 as "found_row" from "assignment_tasks" where "assignment_task_uuid" = ? and "assignment_id" = (select "id" from "assignments" where "assignment_uuid" = ?)) as "p1" on 1 = 1`,
  ),
  rights: db.prepare(
    `select "p0"."role" as "p0_role", "p0"."found_row" as "p0_found_row", ${part('p1', ['activity_uuid', 'course_id', 'chapter_id', 'published', 'lock_type', 'found_row'])}, ` +
      `${part('p2', ['course_uuid', 'public', 'published', 'active_author', 'found_row'])}, ${part('p3', ['chapter_uuid', 'lock_type', 'position', 'found_row'])}, ` +
      `${part('p4', ['course', 'chapter', 'activity', 'found_row'])} from (select 1 as one) as base ` +
      `left join (select "role", 1 as "found_row" from "memberships" where "org_id" = ? and "user_id" = ?) as "p0" on 1 = 1 ` +
      `left join (select "activity_uuid", "course_id", "chapter_id", "published", "lock_type", 1 as "found_row" from "activities" where "org_id" = ? and "id" = ?) as "p1" on 1 = 1 ` +
      `left join (select "course_uuid", "public", "published", exists (select "course_authors"."id" from "course_authors" where "course_authors"."course_id" = "courses"."id" and "course_authors"."user_id" = ? and "course_authors"."authorship_status" = ?) as "active_author", 1 as "found_row" from "courses" where "org_id" = ? and "id" = ${activityColumn('course_id')}) as "p2" on 1 = 1 ` +
      `left join (select "chapter_uuid", "lock_type", "position", 1 as "found_row" from "chapters" where "org_id" = ? and "id" = ${activityColumn('chapter_id')}) as "p3" on 1 = 1 ` +
      `left join (select max(case when "r"."course_id" = ${activityColumn('course_id')} then 1 else 0 end) as "course", max(case when "r"."chapter_id" = ${activityColumn('chapter_id')} then 1 else 0 end) as "chapter", max(case when "r"."activity_id" = ? then 1 else 0 end) as "activity", 1 as "found_row" ` +
      `from "usergroup_resources" as "r" inner join "usergroup_users" as "m" on "m"."usergroup_id" = "r"."usergroup_id" inner join "usergroups" as "g" on "g"."id" = "r"."usergroup_id" ` +
      `where "m"."user_id" = ? and "g"."org_id" = ? and ("r"."course_id" = ${activityColumn('course_id')} or "r"."chapter_id" = ${activityColumn('chapter_id')} or "r"."activity_id" = ?)) as "p4" on 1 = 1`,
  ),
  begin: db.prepare('begin'),
  touch: db.prepare(
    'insert into "assignment_submissions" ("submission_uuid", "assignment_id", "user_id", "attempt_number", "is_current", "status", "grade", "overall_feedback", "submitted_at", "graded_at", "creation_date", "update_date", "org_id") ' +
      'values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict ("assignment_id", "user_id") where "is_current" = 1 do update set "update_date" = ? ' +
      'where "assignment_submissions"."status" = ? and "assignment_submissions"."org_id" = ? returning *',
  ),
  answer: db.prepare(
    'insert into "task_submissions" ("submission_id", "task_id", "task_submission", "grade", "feedback", "manually_graded", "grading_note", "creation_date", "update_date", "org_id") ' +
      'values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict ("submission_id", "task_id") do update set "task_submission" = ?, "grade" = ?, "manually_graded" = ?, "grading_note" = ?, "update_date" = ? ' +
      'where "task_submissions"."org_id" = ?',
  ),
  commit: db.prepare('commit'),
  answers: db.prepare(
    'select "a".*, "t"."assignment_task_uuid" from "task_submissions" as "a" inner join "assignment_tasks" as "t" on "t"."id" = "a"."task_id" ' +
      'where "a"."org_id" = ? and "a"."submission_id" = ? order by "t"."position", "t"."id"',
  ),
};

const spent = new Map<string, bigint>();
function timed<T>(name: string, work: () => T): T {
  const started = process.hrtime.bigint();
  try {
    return work();
  } finally {
    spent.set(name, (spent.get(name) ?? 0n) + process.hrtime.bigint() - started);
  }
}

const org = assignment.org_id;
const activity = assignment.activity_id;
const started = process.hrtime.bigint();
for (let i = 0; i < SAVES; i++) {
  const learner = learners[i % learners.length]!;
  const now = new Date().toISOString().replace('T', ' ').slice(0, 23);
  const text = JSON.stringify({ answer: `answer ${i}` });
  timed('select users', () => statements.user.all(learner.user_uuid));
  timed('select assignments, assignment_tasks', () =>
    statements.assignment.all(
      assignment.assignment_uuid,
      task.assignment_task_uuid,
      assignment.assignment_uuid,
    ),
  );
  timed('select memberships, activities, …', () =>
    statements.rights.all(
      org,
      learner.id,
      org,
      activity,
      learner.id,
      'ACTIVE',
      org,
      org,
      activity,
      org,
      org,
      activity,
      org,
      activity,
      org,
      activity,
      activity,
      learner.id,
      org,
      org,
      activity,
      org,
      activity,
      activity,
    ),
  );
  timed('begin', () => statements.begin.run());
  const [attempt] = timed('insert assignment_submissions', () =>
    statements.touch.all(
      `submission_${randomUUID()}`,
      assignment.id,
      learner.id,
      1,
      1,
      'PENDING',
      null,
      '',
      null,
      null,
      now,
      now,
      org,
      now,
      'PENDING',
      org,
    ),
  ) as { id: number }[];
  if (attempt === undefined)
    throw new Error('the learner’s attempt is not pending: seed a fresh save-answer run');
  timed('insert task_submissions', () =>
    statements.answer.run(
      attempt.id,
      task.id,
      text,
      null,
      '',
      0,
      null,
      now,
      now,
      org,
      text,
      null,
      0,
      null,
      now,
      org,
    ),
  );
  timed('commit', () => statements.commit.run());
  timed('select task_submissions, assignment_tasks', () => statements.answers.all(org, attempt.id));
}
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
console.log(
  `${SAVES} saves in ${seconds.toFixed(2)} s: ${Math.round(SAVES / seconds)} a second, ${((seconds / SAVES) * 1e6).toFixed(1)} µs each`,
);
for (const [name, ns] of spent) console.log(`  ${name}: ${(Number(ns) / SAVES / 1000).toFixed(1)} µs`);
db.close();
