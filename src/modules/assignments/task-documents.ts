/**
 * Task contents and learner answers per task type [CONTRACT 6], as the OpenAPI document describes them. The
 * route schemas keep them free-form: the graders in `grading/` check contents and answers per type (extra
 * properties allowed) and CUSTOM is kept byte for byte, so these schemas document and never validate. They
 * replace the titled route schemas below in the document (platform/http/openapi-components.ts): a task is a
 * union discriminated by `assignment_type`; an answer carries no type of its own, so answers are an `anyOf`.
 */
import { Type, type TSchema } from 'typebox';
import {
  componentRef,
  type DocumentedSchemas,
  type JsonSchemaObject,
} from '../../platform/http/openapi-components.ts';
import { GRADING_MODES } from './grading/code.ts';
import { MATCH_MODES } from './grading/short-answer.ts';
import { TASK_TYPES, type TaskType } from './grading/types.ts';
import { StringEnum } from '../../platform/http/schema.ts';

const KEY =
  'Answer key: sent to graders, and to a learner only once their submission is GRADED on an assignment with ' +
  'show_correct_answers';
const Id = Type.String({ minLength: 1 });

const CONTENTS: Record<TaskType, TSchema> = {
  QUIZ: Type.Object({
    questions: Type.Array(
      Type.Object({
        questionUUID: Id,
        questionText: Type.String(),
        options: Type.Array(
          Type.Object({
            optionUUID: Id,
            text: Type.String(),
            assigned_right_answer: Type.Optional(Type.Boolean({ description: KEY })),
          }),
          { minItems: 1 },
        ),
      }),
      { minItems: 1 },
    ),
  }),
  FORM: Type.Object({
    questions: Type.Array(
      Type.Object({
        questionUUID: Id,
        questionText: Type.String(),
        blanks: Type.Array(
          Type.Object({
            blankUUID: Id,
            placeholder: Type.Optional(Type.String()),
            correctAnswer: Type.Optional(Type.String({ minLength: 1, description: KEY })),
          }),
          { minItems: 1 },
        ),
      }),
      { minItems: 1 },
    ),
  }),
  CODE: Type.Object({
    language: Type.String({ minLength: 1, maxLength: 100, description: 'Decides how the code runs' }),
    starter_code: Type.Optional(Type.String()),
    grading_mode: StringEnum(GRADING_MODES),
    test_cases: Type.Array(
      Type.Object({
        id: Id,
        stdin: Type.String(),
        expected_stdout: Type.String(),
        hidden: Type.Boolean({ description: `Hidden test cases are an answer key. ${KEY}` }),
        weight: Type.Optional(
          Type.Number({ exclusiveMinimum: 0, description: 'Required by custom_weights' }),
        ),
      }),
      { minItems: 1 },
    ),
  }),
  SHORT_ANSWER: Type.Object({
    prompt: Type.String(),
    correct_answers: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), { minItems: 1, description: KEY }),
    ),
    match_mode: Type.Optional(StringEnum(MATCH_MODES, { default: 'case_insensitive' })),
  }),
  NUMBER_ANSWER: Type.Object({
    prompt: Type.String(),
    correct_value: Type.Optional(Type.Number({ description: KEY })),
    tolerance: Type.Number({ description: 'Right when |answer − correct_value| ≤ |tolerance|' }),
    unit: Type.Optional(Type.String()),
  }),
  FILE_SUBMISSION: Type.Object({}, { description: 'No contents: the learner uploads a file' }),
  OTHER: Type.Object({}, { additionalProperties: true, description: 'Any JSON object; graded by hand' }),
  CUSTOM: Type.Unknown({ description: 'Any JSON, stored and returned byte for byte, never interpreted' }),
};

const SUBMISSIONS: Record<TaskType, TSchema> = {
  QUIZ: Type.Object({
    submissions: Type.Array(Type.Object({ questionUUID: Id, optionUUID: Id, answer: Type.Boolean() })),
  }),
  FORM: Type.Object({
    submissions: Type.Array(Type.Object({ questionUUID: Id, blankUUID: Id, answer: Type.String() })),
  }),
  CODE: Type.Object({
    source_code: Type.String(),
    language: Type.String({ description: "A label: the task's language decides how the code runs" }),
  }),
  SHORT_ANSWER: Type.Object({ answer: Type.String() }),
  NUMBER_ANSWER: Type.Object({
    answer: Type.Union([Type.Number(), Type.String()], { description: 'A comma is read as a decimal point' }),
  }),
  FILE_SUBMISSION: Type.Object({
    file_uuid: Type.String({ description: 'From the file-submission upload' }),
  }),
  OTHER: Type.Object({}, { additionalProperties: true, description: 'Any JSON object; graded by hand' }),
  CUSTOM: Type.Object({}, { additionalProperties: true, description: 'Any JSON object, kept byte for byte' }),
};

/** `SHORT_ANSWER` → `ShortAnswer`. */
function pascal(type: TaskType): string {
  return type
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

function named(schema: TSchema, title: string): JsonSchemaObject {
  return { ...schema, title };
}

const contentsOf = (type: TaskType) => named(CONTENTS[type], `${pascal(type)}Contents`);
const submissionOf = (type: TaskType) => named(SUBMISSIONS[type], `${pascal(type)}TaskSubmission`);

/** Any task's answer: the answer does not say its task's type, so this is not discriminated. */
const TaskSubmission: JsonSchemaObject = {
  title: 'TaskSubmission',
  description: "A learner's answer; its shape follows the task's assignment_type (CONTRACT 6)",
  anyOf: TASK_TYPES.map(submissionOf),
};

function withProperties(schema: JsonSchemaObject, properties: Record<string, unknown>): JsonSchemaObject {
  return { ...schema, properties: { ...(schema.properties as object), ...properties } };
}

/** One variant of `schema` per task type, each named `<prefix><Type><suffix>`, told apart by assignment_type. */
function byTaskType(schema: JsonSchemaObject, prefix: string, suffix: string): JsonSchemaObject {
  const name = (type: TaskType) => `${prefix}${pascal(type)}${suffix}`;
  const { title: _title, ...rest } = schema;
  return {
    title: schema.title,
    description: 'One shape per assignment_type (CONTRACT 6)',
    oneOf: TASK_TYPES.map((type) =>
      withProperties(
        { ...rest, title: name(type) },
        { assignment_type: { type: 'string', const: type }, contents: contentsOf(type) },
      ),
    ),
    discriminator: {
      propertyName: 'assignment_type',
      mapping: Object.fromEntries(TASK_TYPES.map((type) => [type, componentRef(name(type)).$ref])),
    },
  };
}

const answerProperty = (schema: JsonSchemaObject, nullable: boolean): JsonSchemaObject => {
  const original = (schema.properties as Record<string, JsonSchemaObject>).task_submission;
  const description = original?.description;
  return withProperties(schema, {
    task_submission: nullable ? { description, anyOf: [TaskSubmission, { type: 'null' }] } : TaskSubmission,
  });
};

/** The documented forms, by the title of the route schema they replace. */
export const TASK_DOCUMENTS: DocumentedSchemas = {
  TaskRead: (schema) => byTaskType(schema, '', 'Task'),
  CreateTaskBody: (schema) => byTaskType(schema, 'Create', 'TaskBody'),
  UpdateTaskBody: (schema) =>
    withProperties(schema, {
      contents: {
        description: 'The shape of the task type (CONTRACT 6)',
        anyOf: TASK_TYPES.map(contentsOf),
      },
    }),
  SaveAnswerBody: (schema) => answerProperty(schema, false),
  AnswerRead: (schema) => answerProperty(schema, true),
  TaskAnswerRead: (schema) => answerProperty(schema, true),
};
