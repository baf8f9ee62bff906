/**
 * Assignments built through HTTP for the submission and grade tests: the activity shell, the assignment, its
 * tasks (one definition per task type with answers whose grades are worked out by hand below), the calls of
 * SPEC 4.4, and the read shapes of submissions and grades written out independently of the service's types.
 */
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './build-test-app.ts';
import { API, callForm, createActivity, type Activity, type Place } from './content-factories.ts';
import { call, type TestUser } from './factories.ts';
import { SAMPLE_FILES } from './multipart.ts';

// ---------------------------------------------------------------------------------------------------------
// Read shapes

export type TaskType =
  'FILE_SUBMISSION' | 'QUIZ' | 'FORM' | 'CODE' | 'SHORT_ANSWER' | 'NUMBER_ANSWER' | 'OTHER' | 'CUSTOM';
export type Status = 'PENDING' | 'SUBMITTED' | 'LATE' | 'GRADED';
export type GradingType = 'ALPHABET' | 'NUMERIC' | 'PERCENTAGE' | 'PASS_FAIL' | 'GPA_SCALE';

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

export const ASSIGNMENT_SHELL = Object.freeze({
  activity_type: 'TYPE_ASSIGNMENT',
  activity_sub_type: 'SUBTYPE_ASSIGNMENT_ANY',
});

/** The activity an assignment hangs off: TYPE_ASSIGNMENT / SUBTYPE_ASSIGNMENT_ANY, content `{}`, published. */
export function createShell(
  t: TestApp,
  auth: string,
  chapterId: number,
  name = 'Assignment',
): Promise<Activity> {
  return createActivity(t, auth, {
    ...ASSIGNMENT_SHELL,
    name,
    chapter_id: chapterId,
    content: {},
    published: true,
  });
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

/** A new activity shell in the place's chapter and a (published) assignment on it. */
export async function createAssignment(
  t: TestApp,
  p: Place,
  options: AssignmentOptions = {},
): Promise<Assignment> {
  const { auth = p.o.admin.jwt, title = 'Homework', grading_type = 'NUMERIC', ...rest } = options;
  const shell = await createShell(t, auth, p.chapter.id, title);
  const response = await call(t, 'POST', `${API}/assignments/`, auth, {
    title,
    description: 'Do the tasks',
    grading_type,
    org_id: p.o.org.id,
    course_id: p.course.id,
    chapter_id: p.chapter.id,
    activity_id: shell.id,
    published: true,
    ...rest,
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<Assignment>();
}

export interface TaskDefinition {
  title: string;
  description: string;
  hint: string;
  assignment_type: TaskType;
  contents: Record<string, unknown>;
  max_grade_value: number;
}

/** `POST /assignments/{uuid}/tasks`. */
export async function addTask(
  t: TestApp,
  auth: string,
  assignment: Pick<Assignment, 'assignment_uuid'>,
  definition: TaskDefinition,
): Promise<Task> {
  const response = await call(
    t,
    'POST',
    `${API}/assignments/${assignment.assignment_uuid}/tasks`,
    auth,
    definition,
  );
  assert.equal(response.statusCode, 200, response.body);
  return response.json<Task>();
}

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
export async function submit(
  t: TestApp,
  auth: string | undefined,
  assignment: Pick<Assignment, 'assignment_uuid'>,
  learnerId?: number,
): Promise<LightMyRequestResponse> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`POST …/submissions did not answer within ${SUBMIT_DEADLINE_MS} ms (hung)`)),
      SUBMIT_DEADLINE_MS,
    );
  });
  try {
    return await Promise.race([
      call(t, 'POST', `${assignmentUrl(assignment)}/submissions${onBehalf(learnerId)}`, auth),
      hung,
    ]);
  } finally {
    clearTimeout(timer);
  }
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

/** Asserts a 200 and returns the parsed body. */
export function ok<T>(response: LightMyRequestResponse): T {
  assert.equal(response.statusCode, 200, response.body);
  return response.json<T>();
}

// ---------------------------------------------------------------------------------------------------------
// Events

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
