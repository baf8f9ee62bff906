/**
 * Shared setup for the assignment, task, submission and grade tests, written out here independently of the
 * service code: the read shapes of SPEC 2.5/2.6 and 4.4, the three-call creation flow of SPEC 4.2 rule 5
 * (activity shell → assignment → tasks) through HTTP, one valid definition per task type [CONTRACT 6], task
 * definitions with answers whose grades are worked out by hand, the calls of SPEC 4.4, and small readers (row
 * counts, queued events, every key of a JSON value).
 */
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './build-test-app.ts';
import { API, callForm, createActivity, place, type Activity, type Place } from './content-factories.ts';
import { call, type TestOrg, type TestUser } from './factories.ts';
import { SAMPLE_FILES } from './multipart.ts';
import type { Action, Rights } from '../src/modules/access/index.ts';

// ---------------------------------------------------------------------------------------------------------
// Read shapes

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
export type Status = 'PENDING' | 'SUBMITTED' | 'LATE' | 'GRADED';
export type GradingType = 'ALPHABET' | 'NUMERIC' | 'PERCENTAGE' | 'PASS_FAIL' | 'GPA_SCALE';

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
  grading_type: GradingType;
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
  assignment_type: TaskType;
  contents: Record<string, unknown>;
  max_grade_value: number;
  reference_file: string | null;
  position: number;
  creation_date: string;
  update_date: string;
}

/** One saved answer, as the submission reads list it. */
export interface Answer {
  assignment_task_uuid: string;
  task_submission: unknown;
  grade: number | null;
  feedback: string;
  manually_graded: boolean;
  grading_note: string | null;
  update_date: string;
}

/** One answer as the per-task reads give it: the answer with its learner and attempt. */
export interface TaskAnswer extends Answer {
  user_id: number;
  status: Status;
  attempt_number: number;
}

export interface Submission {
  submission_uuid: string;
  assignment_uuid: string;
  user_id: number;
  attempt_number: number;
  status: Status;
  grade: number | null;
  overall_feedback: string;
  submitted_at: string | null;
  graded_at: string | null;
  creation_date: string;
  update_date: string;
  tasks: Answer[];
  /** Earlier attempts, newest first (the one-learner reads only). */
  history?: Submission[];
}

export interface TaskGrade {
  assignment_task_uuid: string;
  title: string;
  assignment_type: TaskType;
  submitted: boolean;
  grade: number | null;
  max_grade: number;
  feedback: string;
  manually_graded: boolean;
  grading_note: string | null;
}

/** The grade object of CONTRACT 6, with `attempt_number` and each task's `grading_note`. */
export interface Grade {
  grade: number;
  max_grade: number;
  percentage: number;
  display_grade: string;
  letter_grade: string;
  passed: boolean;
  passing_threshold: number;
  grading_type: GradingType;
  overall_feedback: string;
  status: Status;
  attempt_number: number;
  tasks: TaskGrade[];
}

export const SUBMISSION_UUID = /^submission_[0-9a-f-]{36}$/;
export const FILE_UUID = /^[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

// ---------------------------------------------------------------------------------------------------------
// Building

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

/**
 * An assignment activity shell in the place's chapter: TYPE_ASSIGNMENT / SUBTYPE_ASSIGNMENT_ANY, content `{}`,
 * published unless `body` says otherwise; created by `auth`, default the organization's admin.
 */
export function createShell(
  t: TestApp,
  p: { o: TestOrg; chapter: { id: number } },
  body: Record<string, unknown> = {},
  auth: string = p.o.admin.jwt,
): Promise<Activity> {
  return createActivity(t, auth, {
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
  /** Who builds it; default the organization's admin. */
  auth?: string;
  /** Fields of the assignment (published, show_correct_answers, …). */
  fields?: Record<string, unknown>;
  /** Fields of the activity shell (published, lock_type, …). */
  shellFields?: Record<string, unknown>;
}

/** Shell and assignment (the first two calls of SPEC 4.2 rule 5), created by `auth` or the organization's admin. */
export async function buildAssignment(t: TestApp, options: BuildOptions = {}): Promise<Built> {
  const p = options.p ?? (await place(t));
  const auth = options.auth ?? p.o.admin.jwt;
  const shell = await createShell(t, p, options.shellFields, auth);
  const assignment = ok<Assignment>(await postAssignment(t, auth, assignmentBody(p, shell, options.fields)));
  return { p, shell, assignment };
}

export interface AssignmentOptions {
  /** Who builds it; default the organization's admin. */
  auth?: string;
  title?: string;
  grading_type?: GradingType;
  due_date?: string | null;
  /** Default true, so the organization's learners may work on it. */
  published?: boolean;
  auto_grading?: boolean;
  show_correct_answers?: boolean;
  allow_retries?: boolean;
  max_retries?: number;
}

/**
 * `buildAssignment` with typed options, for the submission and grade tests: a shell named after the title and
 * a published assignment on it ('Homework', 'Do the tasks', NUMERIC unless `options` say otherwise).
 */
export async function createAssignment(
  t: TestApp,
  p: Place,
  options: AssignmentOptions = {},
): Promise<Assignment> {
  const { auth, title = 'Homework', grading_type = 'NUMERIC', ...rest } = options;
  const built = await buildAssignment(t, {
    p,
    auth,
    shellFields: { name: title },
    fields: { title, description: 'Do the tasks', grading_type, published: true, ...rest },
  });
  return built.assignment;
}

/** `POST /assignments/{uuid}/tasks`, the third call of SPEC 4.2 rule 5, as given. */
export function postTask(
  t: TestApp,
  auth: string | undefined,
  assignmentUuid: string,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return call(t, 'POST', `${API}/assignments/${assignmentUuid}/tasks`, auth, body);
}

/** A task of `type` with its valid definition (VALID_CONTENTS) unless `body` gives another. */
export async function createTask(
  t: TestApp,
  auth: string,
  assignmentUuid: string,
  type: TaskType,
  body: Record<string, unknown> = {},
): Promise<Task> {
  return ok<Task>(
    await postTask(t, auth, assignmentUuid, {
      title: `Task ${type}`,
      description: `Do the ${type} task`,
      hint: '',
      assignment_type: type,
      contents: VALID_CONTENTS[type],
      ...body,
    }),
  );
}

/** A whole task definition, as the hand-graded ones below give it. */
export interface TaskDefinition {
  title: string;
  description: string;
  hint: string;
  assignment_type: TaskType;
  contents: Record<string, unknown>;
  max_grade_value: number;
}

/** A task with the whole `definition` given (one of the hand-graded ones below). */
export async function addTask(
  t: TestApp,
  auth: string,
  assignment: Pick<Assignment, 'assignment_uuid'>,
  definition: TaskDefinition,
): Promise<Task> {
  return ok<Task>(await postTask(t, auth, assignment.assignment_uuid, { ...definition }));
}

// ---------------------------------------------------------------------------------------------------------
// Task definitions

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

// ---------------------------------------------------------------------------------------------------------
// One task per type, with answers whose grades are worked out by hand [CONTRACT 6]

/**
 * QUIZ, 5 options over 2 questions, out of 10. PARTIAL ticks q1-a (right), q1-b (wrong: a miss), leaves q1-c
 * (right: a miss), ticks q2-a (right) and leaves q2-b (wrong, unticked: a match): 3 of 5 options → 6.
 */
export const QUIZ: TaskDefinition = {
  title: 'Primes and squares',
  description: 'Tick every true statement',
  hint: '',
  assignment_type: 'QUIZ',
  max_grade_value: 10,
  contents: {
    questions: [
      {
        questionUUID: 'q1',
        questionText: 'Which are primes?',
        options: [
          { optionUUID: 'q1-a', text: '2', assigned_right_answer: true },
          { optionUUID: 'q1-b', text: '4', assigned_right_answer: false },
          { optionUUID: 'q1-c', text: '5', assigned_right_answer: true },
        ],
      },
      {
        questionUUID: 'q2',
        questionText: 'Is 9 a square?',
        options: [
          { optionUUID: 'q2-a', text: 'yes', assigned_right_answer: true },
          { optionUUID: 'q2-b', text: 'no', assigned_right_answer: false },
        ],
      },
    ],
  },
};
export const QUIZ_PARTIAL = {
  submissions: [
    { questionUUID: 'q1', optionUUID: 'q1-a', answer: true },
    { questionUUID: 'q1', optionUUID: 'q1-b', answer: true },
    { questionUUID: 'q2', optionUUID: 'q2-a', answer: true },
    { questionUUID: 'q2', optionUUID: 'q2-b', answer: false },
  ],
};
export const QUIZ_RIGHT = {
  submissions: [
    { questionUUID: 'q1', optionUUID: 'q1-a', answer: true },
    { questionUUID: 'q1', optionUUID: 'q1-c', answer: true },
    { questionUUID: 'q2', optionUUID: 'q2-a', answer: true },
  ],
};

/** FORM, 3 blanks, out of 30. PARTIAL: ' pARIS ' and 'BERLIN' match (trimmed, any case), 'Madrid' not → 20. */
export const FORM: TaskDefinition = {
  title: 'Capitals',
  description: 'Fill in the blanks',
  hint: 'Europe',
  assignment_type: 'FORM',
  max_grade_value: 30,
  contents: {
    questions: [
      {
        questionUUID: 'f1',
        questionText: 'France: ___, Germany: ___, Italy: ___',
        blanks: [
          { blankUUID: 'f1-fr', placeholder: 'France', correctAnswer: 'Paris' },
          { blankUUID: 'f1-de', placeholder: 'Germany', correctAnswer: 'Berlin' },
          { blankUUID: 'f1-it', correctAnswer: 'Rome' },
        ],
      },
    ],
  },
};
export const FORM_PARTIAL = {
  submissions: [
    { questionUUID: 'f1', blankUUID: 'f1-fr', answer: ' pARIS ' },
    { questionUUID: 'f1', blankUUID: 'f1-de', answer: 'BERLIN' },
    { questionUUID: 'f1', blankUUID: 'f1-it', answer: 'Madrid' },
  ],
};

/** SHORT_ANSWER out of 10, case-insensitive: '  PhotoSynthesis ' is right → 10; 'respiration' → 0. */
export const SHORT_ANSWER: TaskDefinition = {
  title: 'Plants',
  description: 'One word',
  hint: '',
  assignment_type: 'SHORT_ANSWER',
  max_grade_value: 10,
  contents: {
    prompt: 'How do plants make sugar from light?',
    correct_answers: ['photosynthesis'],
    match_mode: 'case_insensitive',
  },
};
export const SHORT_RIGHT = { answer: '  PhotoSynthesis ' };
export const SHORT_WRONG = { answer: 'respiration' };

/** NUMBER_ANSWER out of 20: 3.14159 ± 0.005; '3,14' (a comma as decimal point) is right → 20; '3,2' → 0. */
export const NUMBER_ANSWER: TaskDefinition = {
  title: 'Pi',
  description: 'Two decimals',
  hint: '',
  assignment_type: 'NUMBER_ANSWER',
  max_grade_value: 20,
  contents: { prompt: 'π to two decimals', correct_value: 3.14159, tolerance: 0.005, unit: 'rad' },
};
export const NUMBER_RIGHT = { answer: '3,14' };
export const NUMBER_WRONG = { answer: '3,2' };

/** CODE in javascript out of 50: two cases (one hidden), equal weight. */
export const CODE: TaskDefinition = {
  title: 'Sum',
  description: 'Print the sum of the two numbers on the line',
  hint: 'readline()',
  assignment_type: 'CODE',
  max_grade_value: 50,
  contents: {
    language: 'javascript',
    starter_code: '// read a line',
    grading_mode: 'equal_weight',
    test_cases: [
      { id: 'sum-visible', stdin: '2 3\n', expected_stdout: '5\n', hidden: false },
      { id: 'sum-hidden', stdin: '10 -4\n', expected_stdout: '6', hidden: true },
    ],
  },
};
/** Reads stdin and prints the sum: both cases pass → 50. */
export const CODE_RIGHT = {
  language: 'javascript',
  source_code: "const [a, b] = readline().split(' ').map(Number);\nconsole.log(a + b);\n",
};
/** Right on the visible case, loops forever on the hidden one (a negative number): 1 of 2 → 25. */
export const CODE_LOOPS = {
  language: 'javascript',
  source_code:
    "const [a, b] = readline().split(' ').map(Number);\nif (b < 0) { for (;;) {} }\nconsole.log(a + b);\n",
};

/** Graded by hand. */
export const FILE_SUBMISSION: TaskDefinition = {
  title: 'Essay',
  description: 'Upload your essay',
  hint: 'PDF',
  assignment_type: 'FILE_SUBMISSION',
  max_grade_value: 100,
  contents: {},
};
export const OTHER: TaskDefinition = {
  title: 'Presentation',
  description: 'Present in class',
  hint: '',
  assignment_type: 'OTHER',
  max_grade_value: 40,
  contents: { instructions: 'five minutes' },
};
export const CUSTOM: TaskDefinition = {
  title: 'Drawing',
  description: 'Caller-owned definition',
  hint: '',
  assignment_type: 'CUSTOM',
  max_grade_value: 25,
  contents: { widget: 'canvas', size: [640, 480] },
};

/** Every type, in the order the tests create them. */
export const ALL_TYPES: TaskDefinition[] = [
  QUIZ,
  FORM,
  SHORT_ANSWER,
  NUMBER_ANSWER,
  CODE,
  FILE_SUBMISSION,
  OTHER,
  CUSTOM,
];

/** An assignment with one task of every type (ALL_TYPES order), keyed by type. */
export async function assignmentWithEveryType(
  t: TestApp,
  p: Place,
  options: AssignmentOptions = {},
): Promise<{ assignment: Assignment; tasks: Record<TaskType, Task> }> {
  const assignment = await createAssignment(t, p, options);
  const tasks = {} as Record<TaskType, Task>;
  for (const definition of ALL_TYPES) {
    tasks[definition.assignment_type] = await addTask(
      t,
      options.auth ?? p.o.admin.jwt,
      assignment,
      definition,
    );
  }
  return { assignment, tasks };
}

// ---------------------------------------------------------------------------------------------------------
// Checking

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

/** Asserts a 200 and returns the parsed body. */
export function ok<T>(response: LightMyRequestResponse): T {
  assert.equal(response.statusCode, 200, response.body);
  return response.json<T>();
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

// ---------------------------------------------------------------------------------------------------------
// Calls of SPEC 4.4

export function assignmentUrl(assignment: Pick<Assignment, 'assignment_uuid'>): string {
  return `${API}/assignments/${assignment.assignment_uuid}`;
}

function onBehalf(userId: number | undefined): string {
  return userId === undefined ? '' : `?on_behalf_of_user_id=${userId}`;
}

/** `PUT …/tasks/{task}/submissions[?on_behalf_of_user_id=]` with `{task_submission}`. */
export function saveAnswer(
  t: TestApp,
  auth: string | undefined,
  assignment: Pick<Assignment, 'assignment_uuid'>,
  task: Pick<Task, 'assignment_task_uuid'>,
  answer: unknown,
  learnerId?: number,
): Promise<LightMyRequestResponse> {
  return call(
    t,
    'PUT',
    `${assignmentUrl(assignment)}/tasks/${task.assignment_task_uuid}/submissions${onBehalf(learnerId)}`,
    auth,
    { task_submission: answer },
  );
}

/** The same with the body sent as the exact text given (for byte-for-byte checks). */
export function saveRawAnswer(
  t: TestApp,
  auth: string,
  assignment: Pick<Assignment, 'assignment_uuid'>,
  task: Pick<Task, 'assignment_task_uuid'>,
  body: string,
  learnerId?: number,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'PUT',
    url: `${assignmentUrl(assignment)}/tasks/${task.assignment_task_uuid}/submissions${onBehalf(learnerId)}`,
    headers: { authorization: `Bearer ${auth}`, 'content-type': 'application/json' },
    payload: body,
  });
}

/** How long a submit may take before the test calls it hung (a run of CODE cases included). */
const SUBMIT_DEADLINE_MS = 20_000;

/**
 * `POST …/submissions[?on_behalf_of_user_id=]`. A submit that never answers fails the test with a message
 * instead of leaving the runner with nothing pending (which cancels the whole file without saying why).
 */
export function submit(
  t: TestApp,
  auth: string | undefined,
  assignment: Pick<Assignment, 'assignment_uuid'>,
  learnerId?: number,
): Promise<LightMyRequestResponse> {
  return within(
    call(t, 'POST', `${assignmentUrl(assignment)}/submissions${onBehalf(learnerId)}`, auth),
    'POST …/submissions (hung)',
    SUBMIT_DEADLINE_MS,
  );
}

/** `POST …/submissions/{user_id}/grade`, the recompute. */
export function recompute(
  t: TestApp,
  auth: string | undefined,
  assignment: Pick<Assignment, 'assignment_uuid'>,
  learnerId: number,
  body?: { overall_feedback?: string },
): Promise<LightMyRequestResponse> {
  return call(t, 'POST', `${assignmentUrl(assignment)}/submissions/${learnerId}/grade`, auth, body ?? {});
}

/** `GET …/submissions/{user_id}/grade`. */
export function getGrade(
  t: TestApp,
  auth: string | undefined,
  assignment: Pick<Assignment, 'assignment_uuid'>,
  learnerId: number,
): Promise<LightMyRequestResponse> {
  return call(t, 'GET', `${assignmentUrl(assignment)}/submissions/${learnerId}/grade`, auth);
}

/** `PUT …/submissions/{user_id}`, grades set by hand. */
export function setGrades(
  t: TestApp,
  auth: string | undefined,
  assignment: Pick<Assignment, 'assignment_uuid'>,
  learnerId: number,
  body: {
    grade?: number;
    status?: Status;
    overall_feedback?: string;
    tasks?: { assignment_task_uuid: string; grade: number; feedback?: string }[];
  },
): Promise<LightMyRequestResponse> {
  return call(t, 'PUT', `${assignmentUrl(assignment)}/submissions/${learnerId}`, auth, body);
}

/** `POST …/tasks/{task}/file_submission[?on_behalf_of_user_id=]`, multipart field `submission_file`. */
export function uploadSubmissionFile(
  t: TestApp,
  auth: string | undefined,
  assignment: Pick<Assignment, 'assignment_uuid'>,
  task: Pick<Task, 'assignment_task_uuid'>,
  learnerId?: number,
  content: Buffer = SAMPLE_FILES.pdf,
  filename = 'essay.pdf',
): Promise<LightMyRequestResponse> {
  return callForm(
    t,
    'POST',
    `${assignmentUrl(assignment)}/tasks/${task.assignment_task_uuid}/file_submission${onBehalf(learnerId)}`,
    auth,
    {},
    [{ field: 'submission_file', filename, content, contentType: 'application/pdf' }],
  );
}

/** A new access JWT for the user at the clock's current time (a JWT lives 8 hours; tests move the clock). */
export async function freshJwt(t: TestApp, u: TestUser): Promise<string> {
  return (await t.services.sessions.issue(u.user)).access_token;
}

// ---------------------------------------------------------------------------------------------------------
// Rows and events

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

/** The `data` of every queued delivery of `event` in the organization, oldest first (webhook_deliveries). */
export async function eventData(t: TestApp, orgId: number, event: string): Promise<unknown[]> {
  const rows = await t.services.db
    .selectFrom('webhook_deliveries')
    .select(['payload'])
    .where('org_id', '=', orgId)
    .where('event', '=', event)
    .orderBy('id')
    .execute();
  return rows.map((row) => (JSON.parse(row.payload) as { data: unknown }).data);
}
