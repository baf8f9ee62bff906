/**
 * The task and answer shapes of CONTRACT 6, as the typed client names them, and the small pure helpers the
 * task controls share: an empty answer per type, whether a draft differs from what is saved, and the answer
 * keys a learner may see once graded (the service sends them only then, and only with show_correct_answers).
 */
import type { components } from '@lms/client';

type Schemas = components['schemas'];
export type Assignment = Schemas['AssignmentRead'];
export type Task = Schemas['TaskRead'];
export type TaskType = Task['assignment_type'];
export type Attempt = Schemas['SubmissionAttempt'];
export type Submission = Schemas['SubmissionRead'];
export type SavedAnswer = Schemas['AnswerRead'];
export type Grade = Schemas['GradeRead'];
export type TaskGrade = Grade['tasks'][number];
export type SubmittedFile = Schemas['SubmittedFileRead'];
export type Status = Attempt['status'];

export type QuizAnswer = Schemas['QuizTaskSubmission'];
export type FormAnswer = Schemas['FormTaskSubmission'];
export type TextAnswer = Schemas['ShortAnswerTaskSubmission'];
export type NumberAnswer = Schemas['NumberAnswerTaskSubmission'];
export type CodeAnswer = Schemas['CodeTaskSubmission'];
export type FileAnswer = Schemas['FileSubmissionTaskSubmission'];

/** Any answer, as the save route takes it (`task_submission`). */
export type Draft = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The saved answer to a task as an object, or undefined (none yet, or graded without an answer: `null`). */
export function savedDraft(answer: SavedAnswer | undefined): Draft | undefined {
  return isRecord(answer?.task_submission) ? answer.task_submission : undefined;
}

/** What a control starts from when nothing is saved: CODE starts from the task's starter code. */
export function emptyDraft(task: Task): Draft {
  switch (task.assignment_type) {
    case 'QUIZ':
    case 'FORM':
      return { submissions: [] };
    case 'CODE':
      return { source_code: task.contents.starter_code ?? '', language: task.contents.language };
    case 'SHORT_ANSWER':
    case 'NUMBER_ANSWER':
      return { answer: '' };
    default:
      return {};
  }
}

/** Ticked state of one quiz option in a draft (unmentioned options are unticked, as the grader reads them). */
export function quizTicked(draft: Draft, questionUUID: string, optionUUID: string): boolean {
  const list = Array.isArray(draft.submissions) ? (draft.submissions as QuizAnswer['submissions']) : [];
  return list.some(
    (s) => s.questionUUID === questionUUID && s.optionUUID === optionUUID && s.answer === true,
  );
}

/** A quiz draft with one option ticked or unticked; every option is listed, so the answer reads plainly. */
export function withQuizTick(
  task: Extract<Task, { assignment_type: 'QUIZ' }>,
  draft: Draft,
  questionUUID: string,
  optionUUID: string,
  ticked: boolean,
): QuizAnswer {
  return {
    submissions: task.contents.questions.flatMap((q) =>
      q.options.map((o) => ({
        questionUUID: q.questionUUID,
        optionUUID: o.optionUUID,
        answer:
          q.questionUUID === questionUUID && o.optionUUID === optionUUID
            ? ticked
            : quizTicked(draft, q.questionUUID, o.optionUUID),
      })),
    ),
  };
}

export function formBlank(draft: Draft, questionUUID: string, blankUUID: string): string {
  const list = Array.isArray(draft.submissions) ? (draft.submissions as FormAnswer['submissions']) : [];
  return list.find((s) => s.questionUUID === questionUUID && s.blankUUID === blankUUID)?.answer ?? '';
}

export function withFormBlank(
  task: Extract<Task, { assignment_type: 'FORM' }>,
  draft: Draft,
  questionUUID: string,
  blankUUID: string,
  text: string,
): FormAnswer {
  return {
    submissions: task.contents.questions.flatMap((q) =>
      q.blanks.map((b) => ({
        questionUUID: q.questionUUID,
        blankUUID: b.blankUUID,
        answer:
          q.questionUUID === questionUUID && b.blankUUID === blankUUID
            ? text
            : formBlank(draft, q.questionUUID, b.blankUUID),
      })),
    ),
  };
}

export function textOf(draft: Draft, key: string): string {
  const value = draft[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** Whether two answers say the same (key order aside), so the card can tell "Saved" from "Not saved yet". */
export function sameAnswer(a: Draft | undefined, b: Draft | undefined): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value))
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** Graded by the service [SPEC 2.6]; the others wait for a person. */
export const AUTO_GRADED: ReadonlySet<TaskType> = new Set([
  'QUIZ',
  'FORM',
  'CODE',
  'SHORT_ANSWER',
  'NUMBER_ANSWER',
]);

export const TYPE_LABELS: Record<TaskType, string> = {
  QUIZ: 'Quiz',
  FORM: 'Fill in the blanks',
  SHORT_ANSWER: 'Short answer',
  NUMBER_ANSWER: 'Number',
  CODE: 'Code',
  FILE_SUBMISSION: 'File upload',
  OTHER: 'Other',
  CUSTOM: 'Custom',
};

export const STATUS_LABELS: Record<Status | 'NOT_STARTED', { text: string; tone: string }> = {
  NOT_STARTED: { text: 'Not started', tone: '' },
  PENDING: { text: 'Draft', tone: 'badge-warn' },
  SUBMITTED: { text: 'Submitted, awaiting grading', tone: '' },
  LATE: { text: 'Submitted late, awaiting grading', tone: 'badge-warn' },
  GRADED: { text: 'Graded', tone: 'badge-ok' },
};
