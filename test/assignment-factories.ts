/**
 * Shared setup for the assignment and task integration tests: the three-call creation flow of SPEC 4.2 rule 5
 * (activity shell → assignment → tasks) through HTTP, one valid definition per task type [CONTRACT 6], and
 * small readers (row counts, every key of a JSON value). Written out here independently of the service code.
 */
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './build-test-app.ts';
import { API, createActivity, place, type Activity, type Place } from './content-factories.ts';
import { call, type TestOrg } from './factories.ts';
import type { Action, Rights } from '../src/modules/access/index.ts';

/** Only the listed actions of the `assignments` bucket, plus `courses:read` (what a token needs to see content). */
export function assignmentRights(...actions: Action[]): Rights {
  return {
    courses: { action_read: true },
    assignments: Object.fromEntries(actions.map((a) => [`action_${a}`, true])),
  };
}

export const ASSIGNMENT_SHELL = Object.freeze({
  activity_type: 'TYPE_ASSIGNMENT',
  activity_sub_type: 'SUBTYPE_ASSIGNMENT_ANY',
});

/** The assignment read shape as the tests look at it (SPEC 2.5 plus the retry fields). */
export interface Assignment {
  id: number;
  assignment_uuid: string;
  org_id: number;
  course_id: number;
  chapter_id: number | null;
  activity_id: number;
  title: string;
  description: string;
  due_date: string | null;
  grading_type: string;
  published: boolean;
  auto_grading: boolean;
  anti_copy_paste: boolean;
  show_correct_answers: boolean;
  allow_retries: boolean;
  max_retries: number;
  creation_date: string;
  update_date: string;
}

/** A task as the API answers it [SPEC 2.6]. */
export interface Task {
  id: number;
  assignment_task_uuid: string;
  assignment_uuid: string;
  title: string;
  description: string;
  hint: string;
  assignment_type: string;
  contents: Record<string, unknown>;
  max_grade_value: number;
  reference_file: string | null;
  position: number;
  creation_date: string;
  update_date: string;
}

/** An assignment activity shell (published unless `body` says otherwise) in the place's chapter. */
export function createShell(
  t: TestApp,
  p: { o: TestOrg; chapter: { id: number } },
  body: Record<string, unknown> = {},
): Promise<Activity> {
  return createActivity(t, p.o.admin.jwt, {
    ...ASSIGNMENT_SHELL,
    name: 'Assignment',
    chapter_id: p.chapter.id,
    content: {},
    published: true,
    ...body,
  });
}

/** The required fields of SPEC 2.5 naming `shell` in its place; `extra` adds or replaces fields. */
export function assignmentBody(
  p: Place,
  shell: Pick<Activity, 'id'>,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    title: 'Homework 1',
    description: 'Answer every task',
    grading_type: 'NUMERIC',
    org_id: p.o.org.id,
    course_id: p.course.id,
    chapter_id: p.chapter.id,
    activity_id: shell.id,
    ...extra,
  };
}

export function postAssignment(
  t: TestApp,
  auth: string | undefined,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return call(t, 'POST', `${API}/assignments/`, auth, body);
}

export interface Built {
  p: Place;
  shell: Activity;
  assignment: Assignment;
}

export interface BuildOptions {
  /** Where to build; default a new organization with a public published course and one chapter. */
  p?: Place;
  /** Fields of the assignment (published, show_correct_answers, …). */
  fields?: Record<string, unknown>;
  /** Fields of the activity shell (published, lock_type, …). */
  shellFields?: Record<string, unknown>;
}

/** Shell and assignment, created by the organization's admin. */
export async function buildAssignment(t: TestApp, options: BuildOptions = {}): Promise<Built> {
  const p = options.p ?? (await place(t));
  const shell = await createShell(t, p, options.shellFields);
  const response = await postAssignment(t, p.o.admin.jwt, assignmentBody(p, shell, options.fields));
  assert.equal(response.statusCode, 200, response.body);
  return { p, shell, assignment: response.json<Assignment>() };
}

export function postTask(
  t: TestApp,
  auth: string | undefined,
  assignmentUuid: string,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return call(t, 'POST', `${API}/assignments/${assignmentUuid}/tasks`, auth, body);
}

/** A task of `type` with its valid definition unless `body` gives another. */
export async function createTask(
  t: TestApp,
  auth: string,
  assignmentUuid: string,
  type: TaskType,
  body: Record<string, unknown> = {},
): Promise<Task> {
  const response = await postTask(t, auth, assignmentUuid, {
    title: `Task ${type}`,
    description: `Do the ${type} task`,
    hint: '',
    assignment_type: type,
    contents: VALID_CONTENTS[type],
    ...body,
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<Task>();
}

export const TASK_TYPES = [
  'QUIZ',
  'FORM',
  'SHORT_ANSWER',
  'NUMBER_ANSWER',
  'CODE',
  'FILE_SUBMISSION',
  'OTHER',
  'CUSTOM',
] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** One valid definition per type, in the shapes of CONTRACT 6, answer keys included. */
export const VALID_CONTENTS: Record<TaskType, Record<string, unknown>> = {
  QUIZ: {
    questions: [
      {
        questionUUID: 'q1',
        questionText: 'Which are primes?',
        options: [
          { optionUUID: 'q1o1', text: '2', assigned_right_answer: true },
          { optionUUID: 'q1o2', text: '4', assigned_right_answer: false },
        ],
      },
    ],
  },
  FORM: {
    questions: [
      {
        questionUUID: 'f1',
        questionText: 'The capital of France is ___',
        blanks: [{ blankUUID: 'f1b1', placeholder: 'city', correctAnswer: 'Paris' }],
      },
    ],
  },
  SHORT_ANSWER: {
    prompt: 'Name a colour of the sky',
    correct_answers: ['blue', 'grey'],
    match_mode: 'exact',
  },
  NUMBER_ANSWER: { prompt: 'What is pi?', correct_value: 3.14, tolerance: 0.01, unit: 'rad' },
  CODE: {
    language: 'javascript',
    starter_code: '// read stdin, print the sum',
    grading_mode: 'equal_weight',
    test_cases: [
      { id: 'visible-1', stdin: '1 2', expected_stdout: '3', hidden: false },
      { id: 'hidden-1', stdin: '40 2', expected_stdout: '42', hidden: true, weight: 2 },
    ],
  },
  FILE_SUBMISSION: {},
  OTHER: { instructions: 'Bring a drawing to class' },
  CUSTOM: { widget: 'drag-and-drop', items: [1, 2, 3], nested: { deep: [true, null] } },
};

/** The answer-key fields of CONTRACT 6 and 10: absent for callers who may not see them. */
export const ANSWER_KEYS = [
  'assigned_right_answer',
  'correctAnswer',
  'correct_answers',
  'correct_value',
  'tolerance',
] as const;

/** Every property name at any depth of a JSON value. */
export function keysDeep(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) keysDeep(item, into);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      into.add(key);
      keysDeep(item, into);
    }
  }
  return into;
}

/** The ids of every row an assignment owns: its own, its tasks, its submissions (every attempt), their answers. */
export interface OwnedRows {
  assignments: number[];
  tasks: number[];
  submissions: number[];
  answers: number[];
}

export async function ownedRows(t: TestApp, assignmentId: number): Promise<OwnedRows> {
  const db = t.services.db;
  const ids = (rows: { id: number | string }[]) => rows.map((r) => Number(r.id));
  const assignments = ids(
    await db.selectFrom('assignments').select('id').where('id', '=', assignmentId).execute(),
  );
  const tasks = ids(
    await db.selectFrom('assignment_tasks').select('id').where('assignment_id', '=', assignmentId).execute(),
  );
  const submissions = ids(
    await db
      .selectFrom('assignment_submissions')
      .select('id')
      .where('assignment_id', '=', assignmentId)
      .execute(),
  );
  const answers =
    tasks.length === 0 && submissions.length === 0
      ? []
      : ids(
          await db
            .selectFrom('task_submissions')
            .select('id')
            .where((eb) =>
              eb.or([
                ...(tasks.length > 0 ? [eb('task_id', 'in', tasks)] : []),
                ...(submissions.length > 0 ? [eb('submission_id', 'in', submissions)] : []),
              ]),
            )
            .execute(),
        );
  return { assignments, tasks, submissions, answers };
}

/** How many of the rows listed in `owned` still exist, per table. */
export async function remainingRows(t: TestApp, owned: OwnedRows): Promise<Record<keyof OwnedRows, number>> {
  const db = t.services.db;
  const count = async (
    table: 'assignments' | 'assignment_tasks' | 'assignment_submissions' | 'task_submissions',
    ids: number[],
  ) =>
    ids.length === 0 ? 0 : (await db.selectFrom(table).select('id').where('id', 'in', ids).execute()).length;
  return {
    assignments: await count('assignments', owned.assignments),
    tasks: await count('assignment_tasks', owned.tasks),
    submissions: await count('assignment_submissions', owned.submissions),
    answers: await count('task_submissions', owned.answers),
  };
}

/**
 * `promise`, or a rejection when it has not settled within `ms`. A request that never answers (a deadlock)
 * otherwise ends the whole test file with "Promise resolution is still pending"; the timer keeps the event loop
 * alive so the test fails on its own, with a message naming the call.
 */
export async function within<T>(promise: Promise<T>, label: string, ms = 15_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
