import { Type } from 'typebox';
import { ApiDate, ClosedString, Page } from '../../platform/http/schema.ts';

/** Longest value accepted in a commit: above suspend_data's 64,000 characters, which is cut, not refused. */
export const MAX_CMI_VALUE = 256 * 1024;
/** Most elements in one commit: a full 2004 attempt (250 objectives, 500 interactions) fits in several. */
export const MAX_CMI_ELEMENTS = 2000;

export const ActivityParams = Type.Object({ activity_uuid: Type.String({ minLength: 1, maxLength: 200 }) });

export const CmiValuesBody = Type.Record(Type.String(), Type.String({ maxLength: MAX_CMI_VALUE }), {
  maxProperties: MAX_CMI_ELEMENTS,
  title: 'ScormCmiValues',
  description:
    'A flat map of CMI elements the SCO set, element → value (`{"cmi.core.lesson_status": "completed"}`); ' +
    'read-only, unknown or malformed elements refuse the whole commit (422)',
});

const CmiRead = Type.Record(Type.String(), Type.String(), {
  description: 'The elements the SCO may read, element → value (write-only elements are never included)',
});

export const RuntimeRead = Type.Object(
  {
    attempt: Type.Integer({ minimum: 1, description: 'The attempt number, from 1' }),
    cmi: CmiRead,
    truncated: Type.Optional(
      Type.Array(Type.String(), { description: 'Elements cut to their length limit (suspend_data)' }),
    ),
  },
  { title: 'ScormRuntimeRead' },
);

export const LaunchRead = Type.Object(
  {
    ...RuntimeRead.properties,
    content_url: Type.String({
      description:
        'Where the player loads the SCO from: the content route with a launch capability as its first segment ' +
        '(the sandboxed SCO sends no session cookie), then the launch path with its query',
    }),
    launch_expires_at: ApiDate,
  },
  { title: 'ScormLaunchRead' },
);

export const ScormResultRead = Type.Object(
  {
    user: Type.Object({
      id: Type.Integer(),
      user_uuid: Type.String(),
      username: Type.String(),
      first_name: Type.String(),
      last_name: Type.String(),
    }),
    attempts: Type.Integer({ description: 'How many attempts the learner started' }),
    attempt: Type.Integer({ description: 'The latest attempt, which this row describes' }),
    completion_status: ClosedString(['completed', 'incomplete', 'not attempted', 'unknown', 'browsed']),
    success_status: ClosedString(['passed', 'failed', 'unknown']),
    score: Type.Object({
      raw: Type.Union([Type.Number(), Type.Null()]),
      min: Type.Union([Type.Number(), Type.Null()]),
      max: Type.Union([Type.Number(), Type.Null()]),
      scaled: Type.Union([Type.Number(), Type.Null()]),
    }),
    total_time: Type.String({ description: 'ISO 8601 duration, e.g. PT1H2M3.5S' }),
    total_time_seconds: Type.Number(),
    last_accessed: ApiDate,
  },
  { title: 'ScormResultRead' },
);

export const ScormResultsPage = Page(ScormResultRead);
